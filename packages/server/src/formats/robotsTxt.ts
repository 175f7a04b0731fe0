/**
 * What search engines are asked not to crawl: the API, and the pages that are a signed-in user's
 * or an admin's (they show a sign-in prompt or nothing to a crawler).
 */
const PRIVATE_PATHS = [
  '/api/',
  '/manage',
  '/profile',
  '/users/',
  '/customize',
  '/notifications',
  '/ask-lib',
  '/login',
];

/** robots.txt (RFC 9309) for the site at `origin`, pointing crawlers to its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
