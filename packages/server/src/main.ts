// Starts the server (design §4): `npm start` runs this from the repository root.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/DataDirInUseError';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
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
