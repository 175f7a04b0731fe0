import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import proxyAddr from '@fastify/proxy-addr';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { serveBackups } from './backup/serveBackups';
import type { AppConfig } from './config';
import { openDatabase, type Database, type DatabaseKind } from './db/client';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler } from './plugins/clientErrorHandler';
import { docsPlugin } from './plugins/docs';
import { drainPlugin } from './plugins/drain';
import { errorBody, errorsPlugin } from './plugins/errors';
import { noStoreByDefault } from './plugins/noStoreByDefault';
import { publicReadCors } from './plugins/publicReadCors';
import { requestId } from './plugins/requestId';
import { securityHeaderOptions, securityPlugin } from './plugins/security';
import { securityHeaderSets } from './plugins/securityHeaders';
import { chatRoutes } from './routes/chat';
import { createPageServer } from './routes/createPageServer';
import { datasetRoutes } from './routes/dataset';
import { directoryRoutes } from './routes/directory';
import { directoryMapRoutes } from './routes/directoryMap';
import { directorySearchRoutes } from './routes/directorySearch';
import { feedRoutes } from './routes/feeds';
import { healthRoutes } from './routes/health';
import { libraryEditRoutes } from './routes/libraryEdits';
import { libraryRoutes } from './routes/libraries';
import { LibraryFastRead, serverWithFastRead, type ForwardedProto } from './http/libraryFastRead';
import { notificationRoutes } from './routes/notifications';
import { pageRoutes } from './routes/pages';
import { settingsRoutes } from './routes/settings';
import { siteOrigin } from './http/siteOrigin';
import { sitemapRoutes } from './routes/sitemap';
import { suggestionRoutes } from './routes/suggestions';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { nationalLibraries } from './seed/nationalLibraries';
import { seedLibraries } from './seed/seedLibraries';
import { fixClock } from './services/clock';
import { DatabaseUploadStore } from './storage/DatabaseUploadStore';
import { DiskUploadStore } from './storage/DiskUploadStore';
import { fillLibrarySearch } from './search/fillLibrarySearch';
import { countLibraries } from './services/libraries';
import { LibraryReadCache } from './cache/LibraryReadCache';
import { libraryVersionSource, type LibraryVersionSource } from './cache/libraryVersionSource';
import { serializeAnswer } from './http/serializeAnswer';
import { ensureSettings } from './services/settings';
import { uploadsDir } from './services/uploads';
import { ensureMainAdmin } from './services/users';

export type { AppConfig } from './config';

/** What happened while the app prepared its database, for main.ts to report once. */
export interface StartupReport {
  database: DatabaseKind;
  /** How many national libraries were seeded into an empty database (0 when none were). */
  seeded: number;
  /** The main admin's password, when it was just created without ADMIN_PASSWORD. */
  generatedAdminPassword?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    startup: StartupReport;
    /** GET and HEAD /api/libraries/{id} answered before Fastify (issue 32). */
    libraryFastRead: LibraryFastRead;
  }
}

/** Files of the built SPA that may be sent in more than one coding. */
const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|json|map|svg|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

/**
 * TRUST_PROXY as the function Fastify is given as `trustProxy` and the fast read reads the client
 * through: a hop count believes the addresses of the `hops` proxies nearest the server, `true`
 * every proxy, a list the proxies at those addresses (compiled as Fastify compiles one);
 * undefined when none is believed.
 */
function trustFunction(
  trustProxy: AppConfig['trustProxy'],
): ((address: string, hop: number) => boolean) | undefined {
  if (trustProxy === false || trustProxy === 0) return undefined;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** How the fast read of a library tells https apart, as Fastify's `request.protocol` would. */
function forwardedProto(trustProxy: AppConfig['trustProxy']): ForwardedProto {
  if (trustProxy === false || trustProxy === 0) return 'ignored';
  return trustProxy === true || typeof trustProxy === 'number' ? 'believed' : 'ask-fastify';
}

/** Fastify's serializer for every route with a response schema (see serializeAnswer). */
function responseSerializer(log: FastifyBaseLogger) {
  return ({ schema, url, method }: { schema: unknown; url: string; method: string }) =>
    (data: unknown): string =>
      serializeAnswer(schema as ZodType, data, (issues) =>
        log.error({ issues, method, url }, 'response does not match its schema'),
      );
}

async function prepareDatabase(
  db: Database,
  config: AppConfig,
  kind: DatabaseKind,
): Promise<StartupReport> {
  const seeded =
    config.seed && (await countLibraries(db)) === 0
      ? await seedLibraries(db, nationalLibraries)
      : 0;
  await fillLibrarySearch(db);
  const { generatedPassword } = await ensureMainAdmin(db, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  await ensureSettings(db);
  return {
    database: kind,
    seeded,
    ...(generatedPassword ? { generatedAdminPassword: generatedPassword } : {}),
  };
}

/**
 * The whole server (design §4): opens the database (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), applies the migrations, seeds an empty directory, ensures the main admin and the
 * settings row, and answers /api and, when it is built, the SPA.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  if (config.testClockStart) fixClock(config.testClockStart);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    pgliteDataDir: config.pgliteDataDir,
    pgliteSnapshot: config.pgliteSnapshot,
  });
  let startup: StartupReport;
  let libraryVersion: LibraryVersionSource;
  try {
    // Servers started together on one PostgreSQL database take turns: one migrates and seeds.
    startup = await database.exclusively(async () => {
      await database.migrate();
      return prepareDatabase(database.db, config, database.kind);
    });
    libraryVersion = await libraryVersionSource(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { db } = database;

  const trust = trustFunction(config.trustProxy);
  // The pages are drawn from the API's own answers, fetched in-process: marked so that the request
  // log shows the page, not each call it was drawn from.
  const internalHeader = { name: 'x-libatlas-page-data', value: randomBytes(16).toString('hex') };
  const requestLogDisabled = (request: { headers: Record<string, unknown> }) =>
    request.headers[internalHeader.name] === internalHeader.value;
  // Made once the read cache is: until then every request is Fastify's.
  let fastRead: LibraryFastRead | undefined;
  const app = Fastify({
    logController: new LogController({ disableRequestLogging: requestLogDisabled }),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimit,
    // Behind a load balancer, the client's address comes from X-Forwarded-For (TRUST_PROXY).
    trustProxy: trust ?? false,
    genReqId: requestId,
    serverFactory: serverWithFastRead(() => fastRead),
    // While draining, a request that still comes on an open connection is answered (and its
    // connection closed) rather than refused: only /api/ready says 503 then.
    return503OnClosing: false,
    // Safe against prototype poisoning in JSON bodies; an attempt is a 400.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A request Node's parser refuses (an over-long URL or headers) gets the same shape too.
    clientErrorHandler,
    // Errors Fastify finds before routing (a malformed URL) get the same shape as every other.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
      void reply
        .code(status)
        .header('x-request-id', request.id)
        .send(errorBody(status, error.message));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(app.log));
  app.decorate('db', db);
  app.decorate('startup', startup);
  // Synchronous, as every per-request hook that does no I/O: an async hook costs each request a
  // promise and a turn of the microtask queue (issue 32's bench).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', noStoreByDefault);
  let stopServingBackups = async () => {};
  app.addHook('onClose', async () => {
    await stopServingBackups();
    await libraryVersion.close();
    await database.close();
  });

  const pages = await createPageServer(app, {
    templateFile: join(config.staticDir, 'index.html'),
    routePreloadsFile: join(config.staticDir, '.vite/route-preloads.json'),
    rendererFile: config.rendererFile,
    originOf: (request) => siteOrigin(request, config.publicUrl),
    internalHeader,
  });
  // The one read that may go to a replica (DATABASE_READ_URL): the cache's snapshot loads, never
  // older than the version the primary announced. Every other read and every write use `db`.
  const libraryCache = new LibraryReadCache(db, libraryVersion, app.log, database.readDb);
  const draining = new AbortController();
  const libraryFastRead = new LibraryFastRead({
    cache: libraryCache,
    draining: draining.signal,
    security: securityHeaderSets(securityHeaderOptions(config.tileUrl).contentSecurityPolicy),
    forwardedProto: forwardedProto(config.trustProxy),
    trust,
    // It writes Fastify's request log lines itself, through Fastify's logger.
    log: app.log,
    requestLogDisabled,
  });
  app.decorate('libraryFastRead', libraryFastRead);

  try {
    await app.register(errorsPlugin, { pages });
    await app.register(drainPlugin, { draining });
    // Every text answer of 1 kB or more goes out in Brotli or gzip when the client takes it; the
    // built SPA has its compressed files made at build time, and the library reads make their own.
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
    await app.register(authPlugin, { db });
    await app.register(securityPlugin, { config, db });
    // After the security headers, whose Cross-Origin-Resource-Policy it relaxes on the public reads.
    await app.register(publicReadCors);
    await app.register(docsPlugin);
    if (pages) {
      await app.register(fastifyStatic, {
        root: config.staticDir,
        prefix: '/',
        // Pages are the page server's: index.html is only its template, and a folder (`/`) no
        // file, which leaves both to the page routes and the not-found handler.
        index: false,
        allowedPath: (path) => path !== '/index.html' && !path.endsWith('/'),
        // index.html.br and assets/*.br, *.gz beside each file (scripts/precompressPlugin.ts).
        preCompressed: true,
        // The build's own files (.vite/manifest.json maps the sources) are not the site's.
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (res, path) => {
          if (COMPRESSIBLE_FILE.test(path)) res.setHeader('vary', 'accept-encoding');
          // Vite puts a content hash in every name under assets/; the others must be re-read.
          const cache = path.includes(`${join(config.staticDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache';
          res.setHeader('cache-control', cache);
        },
      });
      await app.register(pageRoutes, { pages });
    }
    await app.register(healthRoutes, { db, kind: database.kind, draining: draining.signal });
    await app.register(libraryRoutes, { db, cache: libraryCache });
    await app.register(directoryRoutes, {
      cache: libraryCache,
      randomSeed: config.testRandomSeed,
    });
    await app.register(directoryMapRoutes, { cache: libraryCache, versions: libraryVersion });
    await app.register(directorySearchRoutes, { db, versions: libraryVersion });
    await app.register(sitemapRoutes, {
      cache: libraryCache,
      publicUrl: config.publicUrl,
      maxUrlsPerFile: config.sitemapMaxUrls,
    });
    await app.register(feedRoutes, { db, publicUrl: config.publicUrl });
    await app.register(datasetRoutes, { cache: libraryCache, publicUrl: config.publicUrl });
    await app.register(userRoutes, {
      db,
      loginLimit: config.rateLimit.login,
      loginFailures: config.rateLimit.loginFailures,
    });
    await app.register(suggestionRoutes, { db });
    await app.register(libraryEditRoutes, { db });
    await app.register(notificationRoutes, { db });
    await app.register(settingsRoutes, { db, tileUrl: config.tileUrl });
    await app.register(uploadRoutes, {
      db,
      // On PostgreSQL no process keeps what another must serve; PGlite has one process (DataDirLock).
      store:
        database.kind === 'postgres'
          ? await DatabaseUploadStore.open(db, uploadsDir(config.dataDir))
          : new DiskUploadStore(db, config.dataDir),
      storageLimit: config.uploadStorageLimit,
      sweepIntervalMs: config.uploadSweepIntervalMs,
      clock: config.uploadClock,
    });
    await app.register(chatRoutes, { db, config: config.chat, draining: draining.signal });
    await app.ready();
    fastRead = libraryFastRead;
    if (database.kind === 'pglite' && !config.pgliteDataDir.startsWith('memory://')) {
      stopServingBackups = await serveBackups(database, config.dataDir, app.log);
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
