import {
  changesMainAdminRole,
  validationMessages,
  type LoginRequest,
  type LoginResponse,
  type User,
  type userCreateSchema,
  type userUpdateSchema,
} from '@libatlas/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { now } from './clock';
import { isUniqueViolation } from '../db/errors';
import { sessions, users, type UserProperties, type UserRow } from '../db/schema';
import { ConfigError } from '../config';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  UnauthorizedError,
} from '../errors/HttpError';
import { VersionConflictError } from '../errors/VersionConflictError';
import { isCommonPassword } from './isCommonPassword';
import { isUuid } from './ids';
import { loginKeys, type LoginThrottle } from './LoginThrottle';
import { generatePassword, hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { createSession, revokeSession, revokeUserSessions, type AuthContext } from './sessions';

export type UserCreate = z.output<typeof userCreateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const MAIN_ADMIN_ROLE_MESSAGE = 'Cannot change main admin role';
const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/**
 * The common-password half of the rule (contracts' passwordSchema checks length and blankness in
 * the browser too): a password on the list of the 10,000 most common is refused as too weak.
 */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new BadRequestError(
      'Password is too weak',
      [{ path: 'password', message: validationMessages.passwordTooWeak }],
      'passwordTooWeak',
    );
  }
}

/** Where a request comes from, for the sign-in throttle. */
export interface RequestOrigin {
  /** The client's address (Fastify's request.ip). */
  address: string;
  throttle: LoginThrottle;
}

/** The API's view of a user (contracts' userSchema): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    avatar: row.avatar,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    properties: row.properties,
    isMainAdmin: row.isMainAdmin,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function byEmail(email: string) {
  return eq(sql`lower(${users.email})`, email.trim().toLowerCase());
}

async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

async function requireUserRow(db: Database, id: string): Promise<UserRow> {
  const row = await findUser(db, id);
  if (!row) throw new NotFoundError('User not found');
  return row;
}

/** All users, sorted by email as the console shows them (admin only; the route checks the role). */
export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.email})`));
  return rows.map(toUser);
}

export function getProfile(auth: AuthContext): User {
  return toUser(auth.user);
}

/** One user: an admin may read anyone, a user only themself. */
export async function getUser(db: Database, auth: AuthContext, id: string): Promise<User> {
  if (auth.user.role !== 'admin' && auth.user.id !== id) {
    throw new ForbiddenError('You can only view your own account');
  }
  return toUser(await requireUserRow(db, id));
}

/**
 * POST /api/users. Without a caller it is sign-up: the role is forced to regular and the status to
 * active whatever the body says. An admin may create any user; a signed-in non-admin already has
 * an account and is refused.
 */
export async function createUser(
  db: Database,
  auth: AuthContext | null,
  input: UserCreate,
): Promise<User> {
  if (auth && auth.user.role !== 'admin') {
    throw new ForbiddenError('Only an admin can create users');
  }
  const isAdminCreating = auth !== null;
  refuseCommonPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: isAdminCreating ? input.role : 'regular',
        status: isAdminCreating ? input.status : 'active',
        avatar: input.avatar ? input.avatar : null,
        properties: input.properties ?? {},
        createdAt: now(),
      })
      .returning();
    return toUser(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'emailTaken');
    throw error;
  }
}

/** Whether the account is the version an edit names by its `updatedAt` (as the API gave it). */
function isVersion(row: UserRow, updatedAt: string): boolean {
  return row.updatedAt.getTime() === Date.parse(updatedAt);
}

/**
 * The write's condition: the row is still that version. The API gives `updatedAt` to the
 * millisecond; a row stamped by the database's own clock holds microseconds.
 */
function sameVersion(updatedAt: string) {
  return sql`date_trunc('milliseconds', ${users.updatedAt}) = ${new Date(Date.parse(updatedAt)).toISOString()}::timestamptz`;
}

/**
 * A new version's `updatedAt`: now, or a millisecond after the last when the clock has not moved
 * past it, so that two versions never share the stamp an edit names them by.
 */
function nextUpdatedAt() {
  return sql`greatest(${now().toISOString()}::timestamptz, date_trunc('milliseconds', ${users.updatedAt}) + interval '1 millisecond')`;
}

/**
 * Proves the caller knows their own current password before it or their email changes, so a
 * session left open (or stolen) cannot take the account over. Wrong guesses count towards the
 * sign-in throttle like failed logins.
 */
async function requireCurrentPassword(
  user: UserRow,
  currentPassword: string | undefined,
  origin: RequestOrigin,
): Promise<void> {
  if (currentPassword === undefined || currentPassword === '') {
    throw new BadRequestError(
      'Your current password is required to change your password or email',
      [{ path: 'currentPassword', message: validationMessages.currentPasswordRequired }],
      'currentPasswordRequired',
    );
  }
  const keys = loginKeys(origin.address, user.email);
  await origin.throttle.check(keys);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await origin.throttle.fail(keys);
    throw new HttpError(
      403,
      'The current password is wrong',
      [{ path: 'currentPassword', message: validationMessages.currentPasswordWrong }],
      { code: 'currentPasswordWrong' },
    );
  }
}

/** Whether an edit changes what the account shows of its owner: the name, avatar or details. */
function changesProfile(target: UserRow, input: UserUpdate): boolean {
  const avatar = input.avatar === '' ? null : input.avatar;
  const properties = input.properties;
  return (
    (input.name !== undefined && input.name !== target.name) ||
    (avatar !== undefined && avatar !== target.avatar) ||
    (properties !== undefined &&
      (Object.keys({ ...properties, ...target.properties }) as (keyof UserProperties)[]).some(
        (key) => (properties[key] ?? '') !== (target.properties[key] ?? ''),
      ))
  );
}

/**
 * PUT /api/users/{id} (design §5). A user may change their own name, email, avatar, properties and
 * password, giving their current password to change the password or the email; only an admin
 * changes role or status, or another user, and only the main admin its own password, name,
 * avatar and details. The main
 * admin's role never changes, and nobody deactivates the main admin or themself. A password or
 * email change, a role change or a deactivation ends the user's other sessions. An edit that names
 * the version it was made from (`updatedAt`) is refused, 409 with the account as it stands, once
 * that version is gone.
 */
export async function updateUser(
  db: Database,
  auth: AuthContext,
  id: string,
  input: UserUpdate,
  origin: RequestOrigin,
): Promise<User> {
  const caller = auth.user;
  const isAdmin = caller.role === 'admin';
  const isSelf = caller.id === id;
  if (!isAdmin && !isSelf) throw new ForbiddenError('You can only edit your own account');
  const target = await requireUserRow(db, id);
  // An edit made from an older version of the account is refused here, and again by the write's
  // own condition, which nothing can slip between.
  if (input.updatedAt !== undefined && !isVersion(target, input.updatedAt)) {
    throw new VersionConflictError(toUser(target));
  }

  const roleChanges = input.role !== undefined && input.role !== target.role;
  const statusChanges = input.status !== undefined && input.status !== target.status;
  if (!isAdmin && roleChanges) throw new ForbiddenError('Only an admin can change a role');
  if (!isAdmin && statusChanges)
    throw new ForbiddenError('Only an admin can change an account status');
  if (changesMainAdminRole(target, input.role))
    throw new ForbiddenError(MAIN_ADMIN_ROLE_MESSAGE, 'mainAdminRole');
  if (statusChanges && input.status === 'inactive') {
    if (target.isMainAdmin)
      throw new ForbiddenError('Cannot deactivate the main admin', 'mainAdminStatus');
    if (isSelf)
      throw new ForbiddenError('You cannot deactivate your own account', 'selfDeactivate');
  }
  const emailChanges =
    input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase();
  if (emailChanges && target.isMainAdmin) {
    // The main admin is identified by ADMIN_EMAIL (spec §3: a fixed email).
    throw new ForbiddenError('Cannot change main admin email', 'mainAdminEmail');
  }
  const passwordChanges = input.password !== undefined && input.password !== '';
  if (passwordChanges && target.isMainAdmin && !isSelf) {
    // Another admin resetting it would lock the owner out of the account nobody can demote.
    throw new ForbiddenError(
      "Only the main admin can change the main admin's password",
      'mainAdminPassword',
    );
  }
  if (target.isMainAdmin && !isSelf && changesProfile(target, input)) {
    // As with its password: the account nobody can demote is the main admin's to present.
    throw new ForbiddenError(
      "Only the main admin can change the main admin's name, picture and details",
    );
  }
  if (passwordChanges) refuseCommonPassword(input.password!);
  if (isSelf && (passwordChanges || emailChanges)) {
    await requireCurrentPassword(target, input.currentPassword, origin);
  }

  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.avatar !== undefined) changes.avatar = input.avatar === '' ? null : input.avatar;
  if (input.properties !== undefined) changes.properties = input.properties;
  if (roleChanges) changes.role = input.role;
  if (statusChanges) changes.status = input.status;
  if (passwordChanges) changes.passwordHash = await hashPassword(input.password!);

  let row: UserRow | undefined;
  try {
    [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: nextUpdatedAt() })
      .where(
        input.updatedAt === undefined
          ? eq(users.id, id)
          : and(eq(users.id, id), sameVersion(input.updatedAt)),
      )
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'emailTaken');
    throw error;
  }
  if (!row) {
    const latest = await findUser(db, id);
    if (latest && input.updatedAt !== undefined) throw new VersionConflictError(toUser(latest));
    throw new NotFoundError('User not found');
  }
  if (
    passwordChanges ||
    emailChanges ||
    roleChanges ||
    (statusChanges && input.status === 'inactive')
  ) {
    await revokeUserSessions(db, id, isSelf ? auth.tokenHash : undefined);
  }
  return toUser(row);
}

/**
 * DELETE /api/users/{id} (admin). The user's sessions and votes go with them (cascade); their
 * suggestions, comments and uploads stay, with the author set to null.
 */
export async function deleteUser(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<{ id: string }> {
  const target = await requireUserRow(db, id);
  if (target.isMainAdmin)
    throw new ForbiddenError('Cannot delete the main admin', 'mainAdminDelete');
  if (target.id === auth.user.id)
    throw new ForbiddenError('You cannot delete your own account', 'selfDelete');
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw new NotFoundError('User not found');
  return { id };
}

/**
 * POST /api/users/login. An unknown email and a wrong password get the same answer, after the same
 * amount of work. A deactivated account is told so, but only once its password is proven.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  origin: RequestOrigin,
): Promise<LoginResponse> {
  const keys = loginKeys(origin.address, input.email);
  // A throttled address or account is refused before any hashing: a flood costs one read each.
  await origin.throttle.check(keys);
  const [row] = await db.select().from(users).where(byEmail(input.email)).limit(1);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!row || !valid) {
    await origin.throttle.fail(keys);
    throw new UnauthorizedError(INVALID_LOGIN_MESSAGE, 'invalidCredentials');
  }
  await origin.throttle.succeed(keys);
  if (row.status !== 'active')
    throw new ForbiddenError('This account is inactive', 'accountInactive');
  const token = await createSession(db, row.id);
  const [updated] = await db
    .update(users)
    .set({ lastLogin: now() })
    .where(eq(users.id, row.id))
    .returning();
  return { token, user: toUser(updated ?? row) };
}

export async function logout(db: Database, auth: AuthContext): Promise<{ success: true }> {
  await revokeSession(db, auth.tokenHash);
  return { success: true };
}

/**
 * Makes sure the main admin exists (the account with ADMIN_EMAIL, role admin, locked). It is created
 * on first start with ADMIN_PASSWORD, or with a random password that the caller prints once.
 *
 * An ADMIN_EMAIL that names another existing account (one somebody signed up with) is refused
 * with a ConfigError: making it the main admin would hand the site to whoever chose that
 * account's password. Only `transfer` (npm run transfer-main-admin) moves the main admin to it:
 * then ADMIN_PASSWORD, when set, becomes its password, and its sessions end.
 */
export async function ensureMainAdmin(
  db: Database,
  options: { email: string; password?: string | undefined; transfer?: boolean },
): Promise<{ generatedPassword?: string }> {
  const email = options.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(byEmail(email)).limit(1);
    if (existing?.isMainAdmin) {
      if (existing.role !== 'admin' || existing.status !== 'active') {
        await tx
          .update(users)
          .set({ role: 'admin', status: 'active' })
          .where(eq(users.id, existing.id));
      }
      return {};
    }
    if (existing) {
      if (!options.transfer) {
        const [current] = await tx.select().from(users).where(eq(users.isMainAdmin, true));
        throw new ConfigError(
          `ADMIN_EMAIL is ${email}, an account that is not the main admin` +
            (current ? ` (the main admin is ${current.email})` : '') +
            '. Refusing to make it the main admin with the password its owner chose. ' +
            `To hand the main admin over to it, run: npm run transfer-main-admin -- ${email} ` +
            '(with ADMIN_PASSWORD set to give it a new password)' +
            (current ? `; otherwise set ADMIN_EMAIL back to ${current.email}.` : '.'),
        );
      }
      await tx.update(users).set({ isMainAdmin: false }).where(eq(users.isMainAdmin, true));
      await tx
        .update(users)
        .set({
          isMainAdmin: true,
          role: 'admin',
          status: 'active',
          ...(options.password !== undefined
            ? { passwordHash: await hashPassword(options.password) }
            : {}),
          updatedAt: now(),
        })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      return {};
    }
    const password = options.password ?? generatePassword();
    await tx.update(users).set({ isMainAdmin: false }).where(eq(users.isMainAdmin, true));
    await tx.insert(users).values({
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'active',
      isMainAdmin: true,
    });
    return options.password === undefined ? { generatedPassword: password } : {};
  });
}
