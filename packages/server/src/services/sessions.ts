import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';

/** Sessions last 30 days (design §2: opaque tokens with an expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The caller of a request: the signed-in user and the hash of the token they sent. */
export interface AuthContext {
  user: UserRow;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: 256 random bits, of which only the SHA-256 is kept. */
export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + SESSION_TTL_MS) });
  return token;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The active user behind a bearer token, or null for an unknown, expired or deactivated one. */
export async function findSession(db: Database, token: string): Promise<AuthContext | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row ? { user: row.user, tokenHash } : null;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, except the one the caller is using when given. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    );
}
