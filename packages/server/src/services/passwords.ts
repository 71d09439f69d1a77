import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP ASVS 5.0 11.4.2 / appendix C minimum for argon2id. */
export const ARGON2_OPTIONS = {
  // Algorithm is a const enum that isolatedModules cannot read; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a server error the caller could probe.
    return false;
  }
}
