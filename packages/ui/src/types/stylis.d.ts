// stylis ships no type declarations and @types/stylis is not a dependency; this covers the one
// export the RTL cache uses (and the `Middleware` type stylis-plugin-rtl's declarations import).
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: StylisPlugin;
}
