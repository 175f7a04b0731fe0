import { Agent, createServer, request as httpRequest } from 'node:http';

/** Headers that describe one connection, not the message: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

/** Methods a backend may receive twice with the effect of once (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);

/** Errors met while connecting, before a byte of the request left this process. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

function withoutHopByHop(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

/** Whether a request carries a body (RFC 9112 §6.3: a length above 0, or a transfer coding). */
function hasBody(request) {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/**
 * A round-robin HTTP proxy in front of several copies of the server (issue 17), on node:http.
 *
 * - Forwards method, path, headers and body (streamed, never buffered), adds X-Forwarded-For,
 *   -Host and -Proto, and streams the answer back as it comes (server-sent events included).
 * - Names the backend that answered in the `backendHeader` response header (its index in
 *   `backends`); a request carrying that header names the backend it prefers (tests pin a page to
 *   one process with it), served by another when that one is down.
 * - A backend that refuses a connection or drops one is marked down for `downForMs` and the
 *   request is tried on the next one when that is safe: always when the connection was refused (no
 *   byte was sent: the body is written only once connected), else only for an idempotent method
 *   without a body. A request that may have reached a backend that then died answers 502.
 * - A client that leaves before its whole answer (a page navigating away) ends its request on the
 *   backend too; that backend is neither marked down nor is the request sent to another.
 * - Every `healthIntervalMs` each backend's `healthPath` is read: a refused connection marks it
 *   down, as does a 503 (/api/ready: the database is out of reach, or the server is draining),
 *   and two checks in a row without an answer within two seconds; a 200 marks it up.
 *
 * Answers `{ url, port, backends, close() }`; `backends` lists each backend's `url` and whether it
 * is `up` now.
 */
export async function startProxy({
  backends: targets,
  port = 0,
  host = '127.0.0.1',
  backendHeader = 'x-libatlas-backend',
  healthPath = '/api/ready',
  healthIntervalMs = 1000,
  downForMs = 2000,
}) {
  const backends = targets.map((target, index) => ({
    index,
    url: new URL(target),
    downUntil: 0,
    failedChecks: 0,
  }));
  const isUp = (backend) => Date.now() >= backend.downUntil;
  const markDown = (backend) => {
    backend.downUntil = Date.now() + downForMs;
  };
  // Bodyless idempotent requests reuse connections; the others each open their own, so none is
  // ever written into an idle connection the backend is closing at that moment (which could not be
  // told from a backend that died while handling it, and could not be retried).
  const keepAliveAgent = new Agent({ keepAlive: true, timeout: 30_000 });
  const freshAgent = new Agent({ keepAlive: false });
  let next = 0;

  /** The backends to try, in order: the preferred or next one up first, the ones down last. */
  function candidates(request) {
    const named = Number(request.headers[backendHeader]);
    const first =
      Number.isInteger(named) && named >= 0 && named < backends.length
        ? named
        : next++ % backends.length;
    const order = backends.map((_, i) => backends[(first + i) % backends.length]);
    return [...order.filter(isUp), ...order.filter((backend) => !isUp(backend))];
  }

  function forward(request, response) {
    const order = candidates(request);
    const withBody = hasBody(request);
    const retryableAfterSending = IDEMPOTENT.has(request.method) && !withBody;
    const client = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const headers = {
      ...withoutHopByHop(request.headers),
      'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
      'x-forwarded-host': request.headers['x-forwarded-host'] ?? request.headers.host ?? '',
      'x-forwarded-proto': request.headers['x-forwarded-proto'] ?? 'http',
    };
    delete headers[backendHeader];
    let upstream = null;
    let answered = false;

    response.on('close', () => {
      // The client went away before the whole answer: stop the backend's work too.
      if (!response.writableFinished) upstream?.destroy();
    });

    const attempt = (position) => {
      const backend = order[position];
      let sent = false;
      upstream = httpRequest({
        host: backend.url.hostname,
        port: backend.url.port,
        method: request.method,
        path: request.url,
        headers,
        agent: retryableAfterSending ? keepAliveAgent : freshAgent,
      });
      const send = () => {
        sent = true;
        if (withBody) request.pipe(upstream);
        else upstream.end();
      };
      upstream.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
      upstream.on('response', (answer) => {
        answered = true;
        response.writeHead(answer.statusCode ?? 502, {
          ...withoutHopByHop(answer.headers),
          [backendHeader]: String(backend.index),
        });
        // Server-sent events and other long answers: each chunk goes out as it arrives.
        response.flushHeaders();
        answer.pipe(response);
        // The backend died halfway through its answer: the client must not take it as whole.
        answer.on('close', () => {
          if (!answer.complete) response.destroy();
        });
      });
      upstream.on('error', (error) => {
        // Nobody is waiting any more (the client left, which ended this request): the backend did
        // nothing wrong, so it is neither marked down nor replaced by another.
        if (response.closed) return;
        if (answered) {
          response.destroy();
          return;
        }
        markDown(backend);
        const nothingSent = !sent || NOT_CONNECTED.has(error.code);
        if ((nothingSent || retryableAfterSending) && position + 1 < order.length) {
          attempt(position + 1);
          return;
        }
        if (response.headersSent) {
          response.destroy();
          return;
        }
        const body = JSON.stringify({
          message: `No backend answered (${error.code ?? error.message})`,
        });
        response.writeHead(502, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      });
    };
    attempt(0);
  }

  const server = createServer(forward);
  // Long answers (server-sent events) must not be cut by the proxy's own timeouts.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  // A server that refuses connections is down at once; one that is slow or answers an error is
  // down after two checks in a row, so a moment of load on a busy machine does not take it out.
  const probe = (backend) =>
    new Promise((resolve) => {
      const failed = (refused) => {
        backend.failedChecks += 1;
        if (refused || backend.failedChecks >= 2) markDown(backend);
        resolve();
      };
      const check = httpRequest(
        {
          host: backend.url.hostname,
          port: backend.url.port,
          path: healthPath,
          agent: freshAgent,
          timeout: 2000,
        },
        (answer) => {
          answer.resume();
          if (answer.statusCode === 503) return failed(true);
          if (answer.statusCode !== 200) return failed(false);
          backend.failedChecks = 0;
          backend.downUntil = 0;
          resolve();
        },
      );
      check.on('timeout', () => check.destroy(new Error('health check timed out')));
      check.on('error', (error) => failed(NOT_CONNECTED.has(error.code)));
      check.end();
    });
  const healthTimer = setInterval(() => backends.forEach(probe), healthIntervalMs);
  healthTimer.unref();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    get backends() {
      return backends.map((backend) => ({ url: backend.url.origin, up: isUp(backend) }));
    },
    close() {
      clearInterval(healthTimer);
      keepAliveAgent.destroy();
      freshAgent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
