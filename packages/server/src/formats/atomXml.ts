export interface AtomLink {
  href: string;
  /** `alternate` when left out (RFC 4287 §4.2.7.2). */
  rel?: 'alternate' | 'self' | 'related';
  type?: string;
  hreflang?: string;
  title?: string;
}

export interface AtomEntry {
  /** An IRI that names the entry for ever. */
  id: string;
  title: string;
  updated: Date;
  links: AtomLink[];
  /** Plain text. */
  content: string;
}

export interface AtomFeed {
  id: string;
  /** Its language (`xml:lang`), which its texts are in. */
  language: string;
  title: string;
  subtitle: string;
  updated: Date;
  links: AtomLink[];
  author: { name: string; uri: string };
  /** Plain text. */
  rights: string;
  entries: AtomEntry[];
}

/**
 * Every character XML 1.0 does not allow (§2.2: most C0 controls, lone surrogates, U+FFFE and
 * U+FFFF): a document holding one is not well-formed, and no escape can write it, so it is dropped.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // In an attribute a parser turns these into spaces unless they are written as references.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

function text(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>]|\r/g, (character) => ESCAPES[character]!);
}

function attribute(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"'\t\n\r]/g, (character) => ESCAPES[character]!);
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('');
}

function element(name: string, content: string, values: Record<string, string> = {}): string {
  return `<${name}${attributes(values)}>${text(content)}</${name}>`;
}

function link({ href, rel, type, hreflang, title }: AtomLink): string {
  return `<link${attributes({ rel, type, hreflang, title, href })}/>`;
}

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    `    ${element('id', entry.id)}`,
    `    ${element('title', entry.title, { type: 'text' })}`,
    `    ${element('updated', entry.updated.toISOString())}`,
    ...entry.links.map((each) => `    ${link(each)}`),
    `    ${element('content', entry.content, { type: 'text' })}`,
    '  </entry>',
  ].join('\n');
}

/**
 * An Atom 1.0 feed document (RFC 4287) of plain-text entries, every text and attribute escaped
 * (and stripped of what XML cannot hold), dates in RFC 3339 as `toISOString` writes them.
 */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${attribute(feed.language)}">`,
    `  ${element('id', feed.id)}`,
    `  ${element('title', feed.title, { type: 'text' })}`,
    `  ${element('subtitle', feed.subtitle, { type: 'text' })}`,
    `  ${element('updated', feed.updated.toISOString())}`,
    ...feed.links.map((each) => `  ${link(each)}`),
    `  <author>${element('name', feed.author.name)}${element('uri', feed.author.uri)}</author>`,
    `  ${element('rights', feed.rights, { type: 'text' })}`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
