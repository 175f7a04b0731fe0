// stylis ships no type declarations and @types/stylis is not a dependency; this covers the exports
// the RTL cache (theme/flipToRtl.ts) and its test use, in Emotion's own types.
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';

  export type Element = StylisElement;
  export type Middleware = StylisPlugin;
  export const COMMENT: 'comm';
  export const DECLARATION: 'decl';
  export const RULESET: 'rule';
  export const prefixer: StylisPlugin;
  export const stringify: StylisPlugin;
  export function compile(css: string): StylisElement[];
  export function middleware(plugins: StylisPlugin[]): StylisPlugin;
  export function serialize(elements: StylisElement[], callback: StylisPlugin): string;
}
