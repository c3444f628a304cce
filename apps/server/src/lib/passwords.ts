import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Here in lib, not in a module: users hashes passwords it stores (createUser) and auth checks them at sign-in.
// @node-rs/argon2's defaults are argon2id, m=19456 KiB, t=2, p=1: the OWASP recommendation
// (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html), about 60-90 ms here.

/** An argon2id hash (PHC string) of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown email or an account without a
 * password, so response timing does not reveal which emails have accounts. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
