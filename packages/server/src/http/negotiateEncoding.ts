import type { ContentEncoding } from '../cache/PrecompressedBody';

const QUALITY = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/** Each coding named in Accept-Encoding with its weight (the first mention counts; no weight is 1). */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim().toLowerCase();
    if (name === '' || found.has(name)) continue;
    let weight = 1;
    for (const param of params) {
      const match = QUALITY.exec(param);
      if (match) weight = Number(match[1]);
    }
    found.set(name, weight);
  }
  return found;
}

/** The choice for a header, reworked only when the header is new. */
function choose(header: string): ContentEncoding {
  const weight = weights(header);
  const any = weight.get('*');
  const of = (name: string) => weight.get(name) ?? any ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  const best = Math.max(br, gzip);
  if (best === 0 || (weight.get('identity') ?? 0) > best) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Browsers send a handful of Accept-Encoding headers, each on every request: their answers are
 * kept, up to a bound a client inventing headers cannot push past (then forgotten and started
 * again).
 */
const CHOSEN_LIMIT = 256;
const chosen = new Map<string, ContentEncoding>();

/**
 * The coding to answer in, from Accept-Encoding (RFC 9110 §12.5.3): Brotli or gzip, whichever has
 * the higher weight above 0 (Brotli on a tie), unless identity is asked for with a higher weight;
 * `*` stands for any coding not named. No header, or nothing acceptable, gets identity, which is
 * also what a server that cannot satisfy the header sends.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (header === undefined) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = choose(header);
    if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}
