import { createContext, useContext } from 'react';

/** How this render of the app began: from the server's markup (then hydrated) or in the browser. */
export interface RenderContextValue {
  /**
   * The server drew the first paint: the first render must draw what it drew, so it reads neither
   * the browser's storage nor its clock (the session, for one, is restored right after it).
   */
  fromServer: boolean;
  /** When the server drew the page; the clock of the first render. */
  renderedAt?: number;
  /** The site's origin the server wrote the page's absolute addresses with. */
  origin?: string;
}

export const RenderContext = createContext<RenderContextValue>({ fromServer: false });

export function useRenderContext(): RenderContextValue {
  return useContext(RenderContext);
}
