import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin of absolute links: PUBLIC_URL when set, else the request's (a valid Host only). */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = request.headers.host ?? '';
  return HOST.test(host) ? `${request.protocol}://${host}` : 'http://localhost';
}
