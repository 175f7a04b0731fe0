import { readFileSync } from 'node:fs';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { flipToRtl } from '../src/theme/flipToRtl.ts';
import { knownCssProperties } from './knownCssProperties.ts';

/** A style as Emotion writes it into an Arabic page: the site's plugins, then Stylis's output. */
const withFlip = (css: string) =>
  serialize(compile(css), middleware([prefixer, flipToRtl, stringify]));
/** The same through stylis-plugin-rtl (CSSJanus), which the site used before: the reference. */
const withCssJanus = (css: string) =>
  serialize(compile(css), middleware([prefixer, stylisRtlPlugin, stringify]));

/** Every distinct declaration of the styles the server drew on the English public pages. */
const pageDeclarations = readFileSync(
  new URL('./fixtures/pageDeclarations.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean);

const cases = [
  'margin-left:4px',
  'padding-right:8px !important',
  'float:LEFT',
  'text-align:right',
  'left:0',
  'left:calc(100% - left)',
  'width:var(--pad-left)',
  '--x-left:1px',
  'content:"left"',
  'grid-template-areas:"left right"',
  'background:url(left.png)',
  'mask:url("a-left.svg")',
  'transition:left 0.2s,margin-right 1s',
  'transform-origin:left top',
  'direction:ltr',
  'direction:rtl',
  'cursor:ne-resize',
  'cursor:w-resize',
  'cursor:sw-resize',
  'margin:1px 2px 3px 4px',
  'margin:1px 2px 3px 4px !important',
  'margin:0 auto',
  'margin:-1px 2px -3px -4px',
  'padding:0 calc(1px + 2em) 0 8px',
  'padding:0 var(--x) 0 8px',
  'scroll-margin:1px 2px 3px 4px',
  'border-width:0 1px 0 0',
  'border-color:red green blue yellow',
  'border-color:rgba(0,0,0,0.1) #fff transparent #000',
  'border-style:solid dotted none dashed',
  'background-color:a b c d',
  'border-radius:1px 2px 3px 4px',
  'border-radius:1px 2px 3px',
  'border-radius:1px 2px',
  'border-radius:1px 2px / 3px 4px 5px',
  'border-radius:50%',
  'border-radius:calc(1px) 2px',
  'border-radius:4px 4px 0 0 !important',
  'border-top-left-radius:4px',
  'box-shadow:inset 2px 0 0 red',
  'box-shadow:-2px 1px red,3px 4px blue',
  'box-shadow:none',
  'box-shadow:0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
  'text-shadow:1px 2px 3px red',
  'text-shadow:red 1px 2px',
  'text-shadow:1px 2px red',
  'text-shadow:0 1px 0 #fff',
  'text-shadow:none',
  'transform:translateX(10px) translate(5px, 2px)',
  'transform:translate(-50%,-50%) rotate(45deg)',
  'transform:translateX(0) translateX(3px)',
  'transform:translate(14px, 16px) scale(1)',
  'transform:translateX(calc(100% - 4px))',
  'transform:none',
  'background-position:10% 20%',
  'background-position:12.5% 0',
  'background:url(a.png) 25% 0 no-repeat',
  'background-position:left 10px top',
  'background-position-x:30%',
  'background:linear-gradient(90deg, red 10%, blue 20%)',
  'margin-inline-start:2px',
];

describe('flipToRtl', () => {
  it.each(cases)('writes %s as CSSJanus does', (declaration) => {
    const css = `.a{${declaration};}`;
    expect(withFlip(css)).toBe(withCssJanus(css));
  });

  it(`writes each of the ${pageDeclarations.length} declarations of the public pages as CSSJanus does`, () => {
    const differences = pageDeclarations
      .map((declaration) => `.a{${declaration};}`)
      .filter((css) => withFlip(css) !== withCssJanus(css))
      .map((css) => ({ css, flipped: withFlip(css), cssJanus: withCssJanus(css) }));
    expect(differences).toEqual([]);
  });

  it('has only properties CSS knows in the declarations of the public pages', () => {
    // `sx={{ ps: 2.5 }}` (no MUI key) once reached the pages as `ps:2.5px`, which no browser reads.
    const known = knownCssProperties();
    expect(known.size).toBeGreaterThan(500);
    const properties = new Set(
      pageDeclarations.map((declaration) => declaration.slice(0, declaration.indexOf(':'))),
    );
    // Custom properties are ours to name; vendor-prefixed ones are Stylis's prefixer's output
    // (`-ms-flex-pack`), some for browsers older than csstype's data.
    const unknown = [...properties].filter(
      (property) => !property.startsWith('-') && !known.has(property),
    );
    expect(unknown).toEqual([]);
  });

  it('flips nested rules, media queries and keyframes, and keeps selectors', () => {
    const css = `.left-x{margin-left:4px;&:hover{right:0}& .b{padding:0 1px 0 2px}}
      @media (min-width:600px){.c{float:left}}
      @keyframes slide{from{transform:translateX(-100%)}to{left:10px}}`;
    expect(withFlip(css)).toBe(withCssJanus(css));
    expect(withFlip(css)).toContain('.left-x{margin-right:4px;}');
  });

  it('keeps a declaration after a /* @noflip */ comment as it is (MUI’s ripple)', () => {
    const css = `.r{position:absolute;& .pulsate{/* @noflip */left:0px;top:0;right:1px;}}`;
    expect(withFlip(css)).toBe(withCssJanus(css));
    expect(withFlip(css)).toContain('left:0px;top:0;left:1px;');
  });
});
