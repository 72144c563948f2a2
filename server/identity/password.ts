import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const options = {
  // Algorithm.Argon2id is an ambient const enum; its value is 2.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, options);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so a wrong email costs the same time as a
 * wrong password and nobody can tell which accounts exist.
 */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword('not-a-real-password-A1!');
  return dummy;
};
