/**
 * The development teleconsultation provider: answers sso-login as the real one does, for the demo
 * and the tests. Never registered in production.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type SsoLoginRequest, TeleconsultPath } from '@portal/contract';
import type { SsoLoginInput, SsoLoginResult, TeleconsultProvider } from './port';

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

/** The development provider, called in process (no network hop), same answers as its route. */
export class LocalTeleconsultProvider implements TeleconsultProvider {
  readonly name = 'development';
  // The API prefix of app.ts (not imported: app.ts imports the routes that import this file).
  readonly baseUrl = `/api${TeleconsultPath.devBase}`;
  constructor(readonly appId: string = DEV_TELECONSULT_APP_ID) {}

  async ssoLogin(input: SsoLoginInput): Promise<SsoLoginResult> {
    const answer = devSsoLogin(input);
    return {
      accessToken: answer.data.access_token,
      userId: String(answer.data.PatientProfile.user_id),
      profileId: String(answer.data.PatientProfile.id),
    };
  }
}
