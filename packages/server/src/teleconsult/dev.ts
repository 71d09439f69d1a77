/**
 * The development teleconsultation provider: answers sso-login as the real one does, for the demo
 * and the tests. Never registered in production.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SsoLoginRequest } from '@portal/contract';

export const DEV_TELECONSULT_APP_ID = 'portal-dev-teleconsult';

export interface DevSsoLoginAnswer {
  success: true;
  data: { access_token: string; PatientProfile: { user_id: number; id: number } };
}

/** Same phone, same provider user: ids derive from the phone; every sign-in gets a fresh token. */
export function devSsoLogin(input: Pick<SsoLoginRequest, 'phone'>): DevSsoLoginAnswer {
  const digest = createHash('sha256').update(input.phone.replace(/\D/g, '')).digest();
  return {
    success: true,
    data: {
      access_token: randomBytes(32).toString('base64url'),
      PatientProfile: {
        user_id: 100_000 + (digest.readUInt32BE(0) % 900_000),
        id: 1_000 + (digest.readUInt16BE(4) % 9_000),
      },
    },
  };
}
