/**
 * The embeddable map (`<iframe src="…/embed/map">`): the one address of the site that other sites
 * may frame. The app draws it; the server's security headers allow the framing there alone.
 */
export const EMBED_MAP_PATH = '/embed/map';
