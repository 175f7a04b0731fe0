// Starts the server (design §4): `npm start` runs this from the repository root.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/DataDirInUseError';

/** How long requests in flight may take to finish once a shutdown starts. */
const DRAIN_MS = 10_000;
/** How long closing the database may take after that before the process ends anyway. */
const CLOSE_DATABASE_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining`);
    // Closing stops taking connections, closes the idle ones, ends the chat streams, waits for
    // the requests in flight, then closes the database. Requests still running at the deadline
    // lose their connections; a close that then still hangs ends with the process.
    const cutOff = setTimeout(() => {
      app.log.warn(`requests still running after ${DRAIN_MS} ms: closing their connections`);
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), CLOSE_DATABASE_MS).unref();
    }, DRAIN_MS);
    cutOff.unref();
    app.close().then(
      () => {
        clearTimeout(cutOff);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { startup } = app;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `National Libraries Atlas on http://${shownHost}:${port} (API docs: /api/docs)`,
    `Database: ${startup.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDataDir}`}`,
  ];
  if (config.publicUrl === undefined && process.env.NODE_ENV === 'production') {
    // Decided rather than refused (issue 28): a host list would need the very setting that is
    // missing, and caches key their copies on Host, so a forged one is seen by its sender alone.
    lines.push(
      "Warning: PUBLIC_URL is not set: the pages' canonical and language links, the sitemap and robots.txt name the Host each request gives, which a client may forge. Set PUBLIC_URL to the site's address (https://atlas.example.org).",
    );
  }
  if (startup.seeded > 0) lines.push(`Seeded ${startup.seeded} national libraries.`);
  if (startup.generatedAdminPassword) {
    lines.push(
      `Main admin created: ${config.adminEmail} / ${startup.generatedAdminPassword}`,
      'This password is shown only once: keep it, or set ADMIN_PASSWORD before the first start.',
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirInUseError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
