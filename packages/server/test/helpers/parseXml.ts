import { DOMParser, type Element } from '@xmldom/xmldom';

/** The document's root element as an XML parser reads it; any error or warning throws. */
export function parseXml(xml: string): Element {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  return document.documentElement!;
}
