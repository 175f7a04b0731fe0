import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors';

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line or headers are too large' },
};

/**
 * Fastify's clientErrorHandler: a request Node cannot parse (headers or URL past 16 KiB, a
 * malformed request line, a timeout) is answered in design §5's shape too, then the connection is
 * closed, as Node's own answer does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'Malformed HTTP request',
  };
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
