/** A piece of an assistant's message: text, strong text, or a link the panel may show as one. */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

/** A library's page in the app, the one kind of address inside the site an answer may link. */
const LIBRARY_PAGE = /^\/libraries\/[A-Za-z0-9._~%-]+$/;

/** `[label](address)` and `**strong**`, the only Markdown a model's answer is read for. */
const MARKUP = /\[([^[\]\n]+)\]\(([^()\s]+)\)|\*\*([^*\n]+)\*\*/g;

/** The address a link may take: a library's page, or a web address; anything else is no link. */
function safeHref(href: string): { href: string; external: boolean } | null {
  if (LIBRARY_PAGE.test(href)) return { href, external: false };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { href: url.href, external: true }
      : null;
  } catch {
    return null;
  }
}

/**
 * Splits an answer into text, strong text and links. Only links to a library's page
 * (`/libraries/{id}`) and http(s) addresses become links; any other address (`javascript:`,
 * `data:`, another path of the site) leaves its label as text. Nothing is ever read as HTML:
 * the parts are rendered as React text.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let from = 0;
  for (const match of message.matchAll(MARKUP)) {
    pushText(message.slice(from, match.index));
    from = match.index + match[0].length;
    const [, label, address, strong] = match;
    if (strong !== undefined) {
      parts.push({ kind: 'strong', text: strong });
      continue;
    }
    const safe = safeHref(address!);
    if (safe) parts.push({ kind: 'link', text: label!, ...safe });
    else pushText(label!);
  }
  pushText(message.slice(from));
  return parts;
}
