import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindowMs: number;
}

/** How failed sign-ins slow down the next attempts (services/LoginThrottle). */
export interface LoginFailureRule {
  /** Failures one account may take (from any address) before each attempt must wait. */
  perAccount: number;
  /** Failures one client address may make (on any accounts) before each attempt must wait. */
  perAddress: number;
  /** The first wait; each failure past the limit doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key with no failure for this long starts counting again from zero. */
  resetAfterMs: number;
}

/** An OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp). */
export interface ChatProviderConfig {
  /** The API root the client appends `/chat/completions` to, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as the bearer token; local servers (Ollama, llama.cpp) need none. */
  apiKey?: string | undefined;
}

/** Ask Library: which engine answers, and the limits that protect a paid model. */
export interface ChatConfig {
  /** The language model; unset means the built-in engine, which needs nothing outside the server. */
  provider?: ChatProviderConfig | undefined;
  /** The longest a model's whole answer (every tool round) may take before it is given up. */
  timeoutMs: number;
  /** How many times the model may call the directory's tools before it must answer. */
  maxToolRounds: number;
  /** Questions to the model per user and window. */
  rateLimit: RateLimitRule;
  /** Tokens (prompt and answer) one user may spend on the model per UTC day. */
  dailyTokenBudget: number;
  /** The maintenance banner's text per language; unset shows the catalog's text. */
  notice: { en?: string | undefined; ar?: string | undefined };
}

/** Everything the server needs to run; design §4 lists the environment variables behind it. */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite files (unless `pgliteDataDir` says otherwise) and uploaded images. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** A read replica of `databaseUrl`, for the public read path's snapshot loads (DatabaseHandle.readDb). */
  databaseReadUrl?: string | undefined;
  /** Where PGlite keeps its files: a folder, or 'memory://' for a throwaway database. */
  pgliteDataDir: string;
  /** Test knob: a PGlite dump to start a fresh database from (saves initdb's seconds). */
  pgliteSnapshot?: Blob | undefined;
  adminEmail: string;
  /** The main admin's password on first start; a random one is generated when unset. */
  adminPassword?: string | undefined;
  /** Seed the national libraries into an empty database. */
  seed: boolean;
  /**
   * The map tiles' URL template, drawn over the app's own Natural Earth basemap; `''` (TILE_URL
   * set empty) for no tiles, the basemap alone.
   */
  tileUrl: string;
  logLevel: string;
  /** The built SPA (index.html + assets/); served when the folder exists. */
  staticDir: string;
  /** The app's built server entry, which draws the public pages (beside staticDir: dist/server). */
  rendererFile: string;
  /**
   * The site's public origin (`https://atlas.example.org`, no trailing slash) for absolute links:
   * the sitemap, robots.txt, canonical links. Unset: taken from each request's Host.
   */
  publicUrl?: string | undefined;
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For),
   * as Fastify's `trustProxy` takes it: false (none), true (any), a hop count, or addresses/CIDRs.
   * Every per-address limit (sign-in throttling, visitors' writes) counts the address this gives.
   */
  trustProxy: boolean | number | string[];
  rateLimit: {
    /** Login attempts per IP and email, counted in the database (RateCounters). */
    login: RateLimitRule;
    /** Failed logins per account and per address, in the database, with a growing wait. */
    loginFailures: LoginFailureRule;
    /** Writes (POST, PUT, PATCH, DELETE) per signed-in user, or per IP for visitors. */
    writes: RateLimitRule;
  };
  /** JSON body limit in bytes (avatars travel as data URLs of up to ~1.5 MB). */
  bodyLimit: number;
  /** The most bytes all uploaded images together may take; an upload past it answers 507. */
  uploadStorageLimit: number;
  /** How often uploads that nothing names are looked for (and removed once a day old). */
  uploadSweepIntervalMs: number;
  /** Test knob: the time the upload sweep reads (default: the real time, as the database records). */
  uploadClock?: (() => Date) | undefined;
  /** Test mode only: the recorded times start here and move a minute per write (services/clock). */
  testClockStart?: Date | undefined;
  /** Test mode only: Home's featured libraries are drawn from this seed, the same on every call. */
  testRandomSeed?: number | undefined;
  /** Tests only (no variable sets it): URLs per sitemap file, below the protocol's 50,000. */
  sitemapMaxUrls?: number | undefined;
  chat: ChatConfig;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * TILE_URL: unset for OpenStreetMap's tiles; set but empty (`TILE_URL=`) for none, so that a
 * site behind a firewall, or one without a tile service it may use, asks no tile server at all.
 */
function parseTileUrl(raw: string | undefined): string {
  return raw === undefined ? DEFAULT_TILE_URL : raw.trim();
}

/** The repository root, three levels above this file (packages/server/src). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export class ConfigError extends Error {}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function parseInstant(name: string, raw: string | undefined): Date | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const instant = new Date(raw.trim());
  if (Number.isNaN(instant.getTime())) {
    throw new ConfigError(`${name} must be an ISO date and time, got "${raw}"`);
  }
  return instant;
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function parseChatProvider(env: NodeJS.ProcessEnv): ChatProviderConfig | undefined {
  const baseUrl = nonEmpty(env.CHAT_BASE_URL);
  const model = nonEmpty(env.CHAT_MODEL);
  if (baseUrl === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || model === undefined) {
    throw new ConfigError('CHAT_BASE_URL and CHAT_MODEL must be set together');
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigError(`CHAT_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`CHAT_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  return { baseUrl, model, apiKey: nonEmpty(env.CHAT_API_KEY) };
}

/**
 * PUBLIC_URL as an origin: an absolute http(s) URL naming only scheme, host and port, since the
 * sitemap appends every page's path to it.
 */
function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `PUBLIC_URL must be the site's origin alone (e.g. https://atlas.example.org), got "${value}"`,
    );
  }
  return url.origin;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` any; a number the hops in front of the
 * server; otherwise a comma-separated list of addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return parseInteger('TRUST_PROXY', value, 0, 0, 100);
  const lower = value.toLowerCase();
  if (['true', 'false', 'yes', 'no', 'on', 'off'].includes(lower)) {
    return parseBoolean('TRUST_PROXY', value, false);
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = addresses.find((part) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs separated by commas, got "${bad}"`,
    );
  }
  return addresses;
}

/** Reads the configuration from the environment (design §4); relative paths resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const staticDir = resolve(process.cwd(), nonEmpty(env.STATIC_DIR) ?? join(REPO_ROOT, 'dist/app'));
  const dataDir = resolve(process.cwd(), nonEmpty(env.DATA_DIR) ?? './data');
  const adminPassword =
    env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  if (nonEmpty(env.DATABASE_READ_URL) && !nonEmpty(env.DATABASE_URL)) {
    throw new ConfigError('DATABASE_READ_URL names a replica of DATABASE_URL, which is not set');
  }
  return {
    port: parseInteger('PORT', env.PORT, 3000, 0, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseReadUrl: nonEmpty(env.DATABASE_READ_URL),
    pgliteDataDir: join(dataDir, 'pglite'),
    adminEmail: (nonEmpty(env.ADMIN_EMAIL) ?? 'admin@libatlas.local').toLowerCase(),
    adminPassword,
    seed: parseBoolean('SEED', env.SEED, true),
    tileUrl: parseTileUrl(env.TILE_URL),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    staticDir,
    rendererFile: join(staticDir, '../server/entry.js'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      login: {
        max: parseInteger('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10, 1, 1_000_000),
        timeWindowMs: 60_000,
      },
      loginFailures: {
        perAccount: 5,
        perAddress: 30,
        baseDelayMs: 1_000,
        maxDelayMs: 15 * 60_000,
        resetAfterMs: 60 * 60_000,
      },
      writes: {
        max: parseInteger('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 120, 1, 1_000_000),
        timeWindowMs: 60_000,
      },
    },
    bodyLimit: 2 * 1024 * 1024,
    uploadStorageLimit:
      parseInteger('UPLOAD_STORAGE_MB', env.UPLOAD_STORAGE_MB, 1024, 5, 10_000_000) * 1024 * 1024,
    uploadSweepIntervalMs: 60 * 60 * 1000,
    testClockStart: parseInstant('TEST_CLOCK_START', env.TEST_CLOCK_START),
    testRandomSeed:
      nonEmpty(env.TEST_RANDOM_SEED) === undefined
        ? undefined
        : parseInteger('TEST_RANDOM_SEED', env.TEST_RANDOM_SEED, 0, 0, 2 ** 31 - 1),
    chat: {
      provider: parseChatProvider(env),
      timeoutMs: parseInteger('CHAT_TIMEOUT_MS', env.CHAT_TIMEOUT_MS, 60_000, 1_000, 600_000),
      maxToolRounds: parseInteger('CHAT_MAX_TOOL_ROUNDS', env.CHAT_MAX_TOOL_ROUNDS, 5, 1, 20),
      rateLimit: {
        max: parseInteger('CHAT_RATE_LIMIT', env.CHAT_RATE_LIMIT, 10, 1, 1_000_000),
        timeWindowMs: 60_000,
      },
      dailyTokenBudget: parseInteger(
        'CHAT_DAILY_TOKENS',
        env.CHAT_DAILY_TOKENS,
        200_000,
        1,
        1_000_000_000,
      ),
      notice: { en: nonEmpty(env.CHAT_NOTICE_EN), ar: nonEmpty(env.CHAT_NOTICE_AR) },
    },
  };
}
