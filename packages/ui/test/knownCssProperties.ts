import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** csstype's interfaces that together make `PropertiesHyphen`. */
const HYPHEN_INTERFACES =
  /^export interface (?:Standard(?:Longhand|Shorthand)|Vendor(?:Longhand|Shorthand)|Obsolete|Svg)PropertiesHyphen\b[^{]*\{([\s\S]*?)^\}/gm;

/**
 * Every CSS property name csstype knows (from MDN's data: standard, vendor-prefixed, obsolete and
 * SVG), hyphenated: the names React's and MUI's style objects are typed with. A style key that is
 * neither one of MUI's shorthands nor one of these (`ps`) is written out as it stands, and the
 * browser drops it.
 */
export function knownCssProperties(): Set<string> {
  const types = readFileSync(createRequire(import.meta.url).resolve('csstype/index.d.ts'), 'utf8');
  const names = new Set<string>();
  for (const [, body] of types.matchAll(HYPHEN_INTERFACES)) {
    for (const [, name] of body!.matchAll(/^ {2}"?([-a-z]+)"?\?:/gm)) names.add(name!);
  }
  return names;
}
