// Reading a page as the server sent it (its HTML text, before any script has run): what a crawler,
// a link preview or a reader without JavaScript gets.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** HTML text with its character references read (`&amp;`, `&#x27;`, `&#39;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of a piece of markup, as a reader sees it (tags and comments left out). */
export function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim();
}

/** The text of the page's first level-1 heading, or null when it has none. */
export function firstHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? textOf(match[1]!) : null;
}

/** The document's title. */
export function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decodeEntities(match[1]!) : null;
}

/** The `lang` and `dir` of the `<html>` element. */
export function documentLanguage(html: string): { lang?: string; dir?: string } {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const { lang, dir } = attributesOf(tag);
  return { lang, dir };
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)) {
    attributes[name!.toLowerCase()] = decodeEntities(value!);
  }
  return attributes;
}

/** Every `<name …>` tag of the head (`link`, `meta`) as its attributes. */
export function headTags(html: string, name: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributesOf(tag));
}

/** The content of `<meta name|property="key">`, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  return headTags(html, 'meta').find((meta) => meta.name === key || meta.property === key)?.content;
}

/** The text inside every `<script …attributes…>` whose opening tag matches `opening`. */
export function scriptTexts(html: string, opening: RegExp): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => opening.test(attributes!))
    .map(([, , text]) => text!);
}

/** The state the page was drawn with (`<script id="libatlas-state">`), as its raw text. */
export function stateText(html: string): string | undefined {
  return scriptTexts(html, /id="libatlas-state"/)[0];
}
