import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name (dot-separated labels, an optional final dot) or a bracketed IPv6 address, then an optional port. */
const HOST = new RegExp(`^(?:(${LABEL}(?:\\.${LABEL})*\\.?)|\\[([0-9a-f:.]+)\\])(?::(\\d{1,5}))?$`);

/** The Host value as an origin's authority, or undefined when it is not a plain host[:port]. */
function validAuthority(host: string): string | undefined {
  const lower = host.toLowerCase();
  if (lower.length > 260) return undefined;
  const match = HOST.exec(lower);
  if (!match) return undefined;
  const [, name, ipv6, port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return undefined;
  if (name !== undefined && name.length > 254) return undefined;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  return lower;
}

/**
 * The origin (`https://atlas.example.org`) that absolute links to this site start with:
 * PUBLIC_URL when the operator set it, else the request's own scheme and Host. The Host header is
 * the client's to write, so it is used only when it is a plain host[:port]; anything else (a path,
 * markup, userinfo) falls back to localhost on the port the request came in on, so that no forged
 * Host ever lands in a page, a sitemap or robots.txt.
 */
export function siteOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'socket'>,
  publicUrl: string | undefined,
): string {
  if (publicUrl !== undefined) return publicUrl;
  const authority = validAuthority(request.host);
  if (authority !== undefined) return `${request.protocol}://${authority}`;
  const port = request.socket.localPort;
  return port ? `http://localhost:${port}` : 'http://localhost';
}
