import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/index';
import { serverSecrets } from '../db/schema';

export interface ServerKeys {
  /** HS256 key of the access tokens. */
  jwt: Uint8Array;
  /** HMAC key under which one-time codes are stored. */
  otp: Buffer;
}

/**
 * Returns the named secret, creating it on first use. Servers racing on an empty database all
 * read back the one row that won, so they sign and verify with the same key.
 */
export async function sharedSecret(db: AppDb, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret '${name}' could not be created`);
  return row.value;
}

export async function loadServerKeys(db: AppDb, jwtSecret: string | undefined): Promise<ServerKeys> {
  const jwt = jwtSecret
    ? new TextEncoder().encode(jwtSecret)
    : Buffer.from(await sharedSecret(db, 'jwt_hs256'), 'base64url');
  const otp = Buffer.from(await sharedSecret(db, 'otp_hmac'), 'base64url');
  return { jwt: new Uint8Array(jwt), otp };
}
