/**
 * The teleconsultation provider: its sso-login call signs a patient in and answers the tokens the
 * teleconsultation screen opens the call with. Outside production, without TELECONSULT_BASE_URL, a
 * local development provider answers (dev.ts), in process and under /api/dev/teleconsult.
 */

export interface SsoLoginInput {
  name: string;
  gender: 'male' | 'female';
  /** '+' and the digits of calling code and number. */
  phone: string;
  /** Emirates ID, or empty. */
  emirates: string;
}

export interface SsoLoginResult {
  accessToken: string;
  userId: string;
  profileId: string;
}

export interface TeleconsultProvider {
  readonly name: 'development' | 'external';
  /** Base address the teleconsultation screen talks to. */
  readonly baseUrl: string;
  readonly appId: string;
  ssoLogin(input: SsoLoginInput): Promise<SsoLoginResult>;
}

export class TeleconsultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TeleconsultError';
  }
}
