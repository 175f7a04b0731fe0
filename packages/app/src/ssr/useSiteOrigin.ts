import { useRenderContext } from './RenderContext';

/**
 * The site's origin (`https://atlas.example.org`), for addresses that leave the site (the embed
 * code another site pastes): the one the server drew the page with, which the hydration must
 * write too (PUBLIC_URL may differ from the address in the browser's bar), else the browser's own.
 */
export function useSiteOrigin(): string {
  const { origin } = useRenderContext();
  return origin ?? window.location.origin;
}
