import { COMMENT, DECLARATION, RULESET, type Element, type Middleware } from 'stylis';

/**
 * A Stylis plugin that writes a left-to-right style for a right-to-left page, declaration by
 * declaration, with the same results as CSSJanus (which stylis-plugin-rtl runs over each rule):
 * left and right swapped in properties and values (not inside `url()` or `var()`), `direction`,
 * the `e`/`w` resize cursors, the four-value `margin`, `padding`, `border-width`, `*-color` and
 * `border-style`, `border-radius` corners, the horizontal offset of `box-shadow`, `text-shadow`,
 * `translate()` and `translateX()`, horizontal background percentages; a declaration after a
 * `/* @noflip *\/` comment is kept as it is.
 *
 * Why not CSSJanus: its patterns are so large that compiling them took 20–30 ms on a desktop on
 * their first use, which on an Arabic page fell in the middle of the browser taking over the page
 * drawn by the server (a long task, over 100 ms on a phone). These patterns are small.
 */
export const flipToRtl: Middleware = (element) => {
  if (element.type !== RULESET || !Array.isArray(element.children)) return;
  let keepNext = false;
  for (const child of element.children as Element[]) {
    if (child.type === COMMENT) {
      keepNext = NO_FLIP.test(child.value);
      continue;
    }
    if (child.type !== DECLARATION) continue;
    if (keepNext) {
      keepNext = false;
      continue;
    }
    const text = flipDeclaration(child.value.slice(0, -1));
    if (text === child.value.slice(0, -1)) continue;
    const colon = text.indexOf(':');
    child.props = text.slice(0, colon);
    child.children = text.slice(colon + 1);
    child.value = `${text};`;
    child.length = colon;
  }
};

const NO_FLIP = /@noflip/;
const NUM = '(?:[0-9]*\\.[0-9]+|[0-9]+)';
const UNIT = '(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)';
const IDENT = '-?(?:[_a-z]|[^\\u0020-\\u007e])(?:[_a-z0-9-]|[^\\u0020-\\u007e])*';
/** A number with its unit (`4px`, `-50%`), or `auto` or `inherit`. */
const SIGNED_QUANTITY = new RegExp(`^(?:-?${NUM}(?:${UNIT}|${IDENT})?|inherit|auto)$`, 'i');
/** A `calc()` of numbers and operators only. */
const SIMPLE_CALC = new RegExp(`^calc\\((?:[()\\t +*/-]|-?${NUM}${UNIT}?)+\\)$`, 'i');
const COLOR = /^(?:#?(?:[_a-z0-9-]|[^\u0020-\u007e])+|(?:rgba?|hsla?)\([ \d.,%-]+\))$/i;
const IMPORTANT = /\s*!important\s*$/i;

/** `left`/`right` as words, not inside a function's argument such as `url(…)` or `var(…)`. */
const SIDE = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])(?![!#$%&*-~]*?['"]?\s*\))/gi;
const DIRECTION = /(direction\s*:\s*)(ltr|rtl)/gi;
const RESIZE = /(^|[^a-zA-Z])([ns]?)([ew])-resize/gi;

function swapSide(word: string): string {
  return word.toLowerCase() === 'left' ? 'right' : 'left';
}

/** `-value` for `value` and back; zero as it is. */
function flipSign(value: string): string {
  if (Number.parseFloat(value) === 0) return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

/** Words separated by white space outside parentheses: `0 calc(1px + 2em) 0` is three. */
function words(value: string): string[] {
  const result: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth === 0 && /\s/.test(char)) {
      if (current) result.push(current);
      current = '';
    } else current += char;
  }
  if (current) result.push(current);
  return result;
}

/** A value without its trailing `!important`, and that ending (or ''). */
function splitImportant(value: string): [string, string] {
  const important = IMPORTANT.exec(value)?.[0] ?? '';
  return [value.slice(0, value.length - important.length), important];
}

/** The second and fourth of four values swapped, when the four are of the kind `accepts`. */
function swapFourValues(value: string, accepts: (word: string) => boolean): string {
  const [plain, important] = splitImportant(value);
  const values = words(plain);
  if (values.length !== 4 || !values.every(accepts)) return value;
  const [top, right, bottom, left] = values as [string, string, string, string];
  return `${top} ${left} ${bottom} ${right}${important}`;
}

function flipCorners(values: string[]): string[] {
  const [a, b, c, d] = values as [string, string, string?, string?];
  if (values.length === 4) return [b, a, d as string, c as string];
  if (values.length === 3) return [b, a, b, c as string];
  if (values.length === 2) return [b, a];
  return values;
}

function flipBorderRadius(value: string): string {
  const [plain, important] = splitImportant(value);
  const groups = plain.split('/').map((group) => group.trim().split(/\s+/));
  const valid =
    groups.length <= 2 &&
    groups.every(
      (group) =>
        group.length >= 1 && group.length <= 4 && group.every((word) => SIGNED_QUANTITY.test(word)),
    );
  if (!valid) return value;
  return groups.map((group) => flipCorners(group).join(' ')).join('/') + important;
}

/** A value's first word, and its second when there is one, each with the space before it. */
const FIRST_WORDS = /^(\s*)(\S+)(?:(\s+)(\S+))?/;

/** The first offset of a shadow: the first value, after `inset` or a leading colour. */
function flipShadow(value: string, skip: (word: string) => boolean): string {
  const match = FIRST_WORDS.exec(value);
  if (!match) return value;
  const [, lead = '', first = '', gap, second] = match;
  const after = value.slice(lead.length + first.length);
  if (SIGNED_QUANTITY.test(first)) return lead + flipSign(first) + after;
  if (gap !== undefined && second !== undefined && skip(first) && SIGNED_QUANTITY.test(second)) {
    return lead + first + gap + flipSign(second) + after.slice(gap.length + second.length);
  }
  return value;
}

/** The functions `flipTranslate` changes, each with what may follow its horizontal offset. */
const TRANSLATIONS = [
  { pattern: /translateX\s*\(\s*/gi, closes: /^\s*\)/ },
  { pattern: /translate\s*\(\s*/gi, closes: /^(\s*,\s*[^\s,)]+){0,2}\s*\)/ },
];

/** The last `translateX(x)` and the last `translate(x, …)` with `x` negated. */
function flipTranslate(value: string): string {
  let result = value;
  for (const { pattern, closes } of TRANSLATIONS) {
    pattern.lastIndex = 0;
    let last: RegExpExecArray | null = null;
    for (let match = pattern.exec(result); match; match = pattern.exec(result)) last = match;
    if (!last) continue;
    const start = last.index + last[0].length;
    const rest = result.slice(start);
    const offset = /^[^\s,)]+/.exec(rest)?.[0];
    const after = offset === undefined ? '' : rest.slice(offset.length);
    if (offset === undefined || !SIGNED_QUANTITY.test(offset) || !closes.test(after)) continue;
    result = result.slice(0, start) + flipSign(offset) + after;
  }
  return result;
}

/** A horizontal percentage mirrored: `25%` → `75%`, keeping its decimals. */
function mirrorPercentage(value: string): string {
  if (!value.endsWith('%')) return value;
  const dot = value.indexOf('.');
  const mirrored = 100 - Number.parseFloat(value);
  return dot === -1 ? `${mirrored}%` : `${mirrored.toFixed(value.length - dot - 2)}%`;
}

const LEADING_PERCENTAGE = new RegExp(`^(\\s*)(-?${NUM}%)`);
const LEADING_QUANTITY = new RegExp(`^${NUM}(?:${UNIT}|${IDENT})?`, 'i');

/** The first quantity of a background's position, when a percentage, mirrored. */
function flipBackgroundPosition(value: string): string {
  const parts = value.split(/(\s+)/);
  for (let index = 0; index < parts.length; index += 2) {
    const quantity = LEADING_QUANTITY.exec(parts[index] as string)?.[0];
    if (quantity === undefined) continue;
    const before = parts.slice(0, index).join('');
    if (before.split('(').length > before.split(')').length) return value;
    parts[index] = mirrorPercentage(quantity) + (parts[index] as string).slice(quantity.length);
    return parts.join('');
  }
  return value;
}

/** One declaration, `property:value`, written for a right-to-left page. */
function flipDeclaration(declaration: string): string {
  const text = declaration
    .replace(
      DIRECTION,
      (_, head: string, dir: string) => head + (dir.toLowerCase() === 'ltr' ? 'rtl' : 'ltr'),
    )
    .replace(SIDE, (_, before: string, side: string) => before + swapSide(side))
    .replace(
      RESIZE,
      (_, before: string, ns: string, ew: string) =>
        `${before}${ns}${ew.toLowerCase() === 'e' ? 'w' : 'e'}-resize`,
    );
  const colon = text.indexOf(':');
  if (colon === -1) return text;
  const property = text.slice(0, colon).trim().toLowerCase();
  const value = text.slice(colon + 1);
  const head = text.slice(0, colon + 1);
  if (/(?:margin|padding|border-width)$/.test(property)) {
    return (
      head + swapFourValues(value, (word) => SIGNED_QUANTITY.test(word) || SIMPLE_CALC.test(word))
    );
  }
  if (/(?:-color|border-style)$/.test(property)) {
    return head + swapFourValues(value, (word) => COLOR.test(word));
  }
  if (property.endsWith('border-radius')) return head + flipBorderRadius(value);
  if (property.endsWith('box-shadow'))
    return head + flipShadow(value, (word) => /^inset$/i.test(word));
  if (property.endsWith('text-shadow')) return head + flipShadow(value, (word) => COLOR.test(word));
  if (property.endsWith('transform')) return head + flipTranslate(value);
  if (property === 'background' || property === 'background-position') {
    return head + flipBackgroundPosition(value);
  }
  if (property === 'background-position-x') {
    return (
      head +
      value.replace(
        LEADING_PERCENTAGE,
        (_, space: string, x: string) => space + mirrorPercentage(x),
      )
    );
  }
  return text;
}
