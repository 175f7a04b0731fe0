import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

/** The repository root, three levels above this file (packages/server/src). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export class ConfigError extends Error {}

/**
 * A variable's text, read by `read`: an issue's message is the rest of a sentence that starts with
 * the variable's name ("must be …"), which loadConfig puts in front.
 */
function variable<T>(read: (raw: string | undefined, fail: (message: string) => never) => T) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      try {
        return read(raw, (message) => {
          throw new ConfigError(message);
        });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
}

/** Trimmed text; unset or blank is undefined. */
const text = variable((raw) => raw?.trim() || undefined);

function integer(fallback: number, min: number, max: number) {
  return variable((raw, fail) => {
    if (!raw?.trim()) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      fail(`must be an integer from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  });
}

function readBoolean(raw: string | undefined, fallback: boolean, fail: (m: string) => never) {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  return fail(`must be true or false, got "${raw}"`);
}

/** An absolute http(s) URL, or undefined when `value` is none. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` any; a number the hops in front of the
 * server; otherwise a comma-separated list of addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
const trustProxy = variable((raw, fail): boolean | number | string[] => {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 100 ? hops : fail(`must be an integer from 0 to 100, got "${value}"`);
  }
  if (['true', 'false', 'yes', 'no', 'on', 'off'].includes(value.toLowerCase())) {
    return readBoolean(value, false, fail);
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = addresses.find((part) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part));
  if (bad !== undefined) {
    fail(`must be true, false, a hop count or addresses/CIDRs separated by commas, got "${bad}"`);
  }
  return addresses;
});

/**
 * The environment the server reads (design §4, the README's table), each variable parsed to its
 * value or default; loadConfig shapes the result into an AppConfig.
 */
const environment = z
  .object({
    STATIC_DIR: text,
    DATA_DIR: text,
    /** Not trimmed: a password may start or end with a space. */
    ADMIN_PASSWORD: variable((raw, fail) => {
      if (raw === undefined || raw === '') return undefined;
      return raw.length < 8 ? fail('must be at least 8 characters long') : raw;
    }),
    DATABASE_URL: text,
    DATABASE_READ_URL: text,
    PORT: integer(3000, 0, 65535),
    HOST: text,
    ADMIN_EMAIL: text,
    SEED: variable((raw, fail) => readBoolean(raw, true, fail)),
    /**
     * TILE_URL: unset for OpenStreetMap's tiles; set but empty (`TILE_URL=`) for none, so that a
     * site behind a firewall, or one without a tile service it may use, asks no tile server at all.
     */
    TILE_URL: variable((raw) => (raw === undefined ? DEFAULT_TILE_URL : raw.trim())),
    LOG_LEVEL: text,
    /**
     * PUBLIC_URL as an origin: an absolute http(s) URL naming only scheme, host and port, since the
     * sitemap appends every page's path to it.
     */
    PUBLIC_URL: variable((raw, fail) => {
      const value = raw?.trim();
      if (!value) return undefined;
      const url = httpUrl(value) ?? fail(`must be an absolute http(s) URL, got "${value}"`);
      if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
        fail(`must be the site's origin alone (e.g. https://atlas.example.org), got "${value}"`);
      }
      return url.origin;
    }),
    TRUST_PROXY: trustProxy,
    LOGIN_RATE_LIMIT: integer(10, 1, 1_000_000),
    WRITE_RATE_LIMIT: integer(120, 1, 1_000_000),
    UPLOAD_STORAGE_MB: integer(1024, 5, 10_000_000),
    TEST_CLOCK_START: variable((raw, fail) => {
      if (!raw?.trim()) return undefined;
      const instant = new Date(raw.trim());
      return Number.isNaN(instant.getTime())
        ? fail(`must be an ISO date and time, got "${raw}"`)
        : instant;
    }),
    TEST_RANDOM_SEED: variable((raw, fail) => {
      if (!raw?.trim()) return undefined;
      const value = Number(raw);
      return Number.isInteger(value) && value >= 0 && value <= 2 ** 31 - 1
        ? value
        : fail(`must be an integer from 0 to ${2 ** 31 - 1}, got "${raw}"`);
    }),
    CHAT_BASE_URL: text,
    CHAT_MODEL: text,
    CHAT_API_KEY: text,
    CHAT_TIMEOUT_MS: integer(60_000, 1_000, 600_000),
    CHAT_MAX_TOOL_ROUNDS: integer(5, 1, 20),
    CHAT_RATE_LIMIT: integer(10, 1, 1_000_000),
    CHAT_DAILY_TOKENS: integer(200_000, 1, 1_000_000_000),
    CHAT_NOTICE_EN: text,
    CHAT_NOTICE_AR: text,
  })
  .superRefine((vars, context) => {
    const fail = (message: string, path: string[] = []) =>
      context.addIssue({ code: 'custom', message, path });
    if (vars.DATABASE_READ_URL !== undefined && vars.DATABASE_URL === undefined) {
      fail('DATABASE_READ_URL names a replica of DATABASE_URL, which is not set');
    } else if ((vars.CHAT_BASE_URL === undefined) !== (vars.CHAT_MODEL === undefined)) {
      fail('CHAT_BASE_URL and CHAT_MODEL must be set together');
    } else if (vars.CHAT_BASE_URL !== undefined && !httpUrl(vars.CHAT_BASE_URL)) {
      fail(`must be an http(s) URL, got "${vars.CHAT_BASE_URL}"`, ['CHAT_BASE_URL']);
    }
  });

/** TRUST_PROXY's value (see `environment`), throwing ConfigError on a value it cannot read. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  return loadEnvironment({ TRUST_PROXY: raw }).TRUST_PROXY;
}

function loadEnvironment(env: NodeJS.ProcessEnv): z.infer<typeof environment> {
  const parsed = environment.safeParse(env);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new ConfigError([...issue!.path, issue!.message].join(' '));
}

/** Reads the configuration from the environment (design §4); relative paths resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = loadEnvironment(env);
  const staticDir = resolve(process.cwd(), vars.STATIC_DIR ?? join(REPO_ROOT, 'dist/app'));
  const dataDir = resolve(process.cwd(), vars.DATA_DIR ?? './data');
  return {
    port: vars.PORT,
    host: vars.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databaseReadUrl: vars.DATABASE_READ_URL,
    pgliteDataDir: join(dataDir, 'pglite'),
    adminEmail: (vars.ADMIN_EMAIL ?? 'admin@libatlas.local').toLowerCase(),
    adminPassword: vars.ADMIN_PASSWORD,
    seed: vars.SEED,
    tileUrl: vars.TILE_URL,
    logLevel: vars.LOG_LEVEL ?? 'info',
    staticDir,
    rendererFile: join(staticDir, '../server/entry.js'),
    publicUrl: vars.PUBLIC_URL,
    trustProxy: vars.TRUST_PROXY,
    rateLimit: {
      login: { max: vars.LOGIN_RATE_LIMIT, timeWindowMs: 60_000 },
      loginFailures: {
        perAccount: 5,
        perAddress: 30,
        baseDelayMs: 1_000,
        maxDelayMs: 15 * 60_000,
        resetAfterMs: 60 * 60_000,
      },
      writes: { max: vars.WRITE_RATE_LIMIT, timeWindowMs: 60_000 },
    },
    bodyLimit: 2 * 1024 * 1024,
    uploadStorageLimit: vars.UPLOAD_STORAGE_MB * 1024 * 1024,
    uploadSweepIntervalMs: 60 * 60 * 1000,
    testClockStart: vars.TEST_CLOCK_START,
    testRandomSeed: vars.TEST_RANDOM_SEED,
    chat: {
      provider:
        vars.CHAT_BASE_URL !== undefined && vars.CHAT_MODEL !== undefined
          ? { baseUrl: vars.CHAT_BASE_URL, model: vars.CHAT_MODEL, apiKey: vars.CHAT_API_KEY }
          : undefined,
      timeoutMs: vars.CHAT_TIMEOUT_MS,
      maxToolRounds: vars.CHAT_MAX_TOOL_ROUNDS,
      rateLimit: { max: vars.CHAT_RATE_LIMIT, timeWindowMs: 60_000 },
      dailyTokenBudget: vars.CHAT_DAILY_TOKENS,
      notice: { en: vars.CHAT_NOTICE_EN, ar: vars.CHAT_NOTICE_AR },
    },
  };
}
