import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { HashingQueue } from './HashingQueue';

/** argon2id with OWASP's minimum parameters (design §2): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Every hash and check of a password goes through here: half the cores at most, so others get the rest. */
export const hashingQueue = new HashingQueue(
  Math.max(1, Math.floor(availableParallelism() / 2)),
  64,
);

export function hashPassword(password: string): Promise<string> {
  return hashingQueue.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingQueue.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so a login for an unknown email costs as much time as one
 * with a wrong password and the two cannot be told apart.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A readable random password for the main admin when ADMIN_PASSWORD is unset. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
