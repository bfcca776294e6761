import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, two passes, one lane.
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot read.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked against when there is no account (or no password), so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not the password of any account');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
