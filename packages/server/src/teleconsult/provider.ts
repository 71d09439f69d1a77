/**
 * The teleconsultation provider: its sso-login call signs a patient in and answers the tokens the
 * teleconsultation screen opens the call with. Outside production, without TELECONSULT_BASE_URL, a
 * local development provider answers (dev.ts), in process and under /api/dev/teleconsult.
 */

import { ssoLoginResponse, TELECONSULT_APPID_HEADER, TeleconsultPath } from '@portal/contract';
import type { AppContext } from '../context';
import { DEV_TELECONSULT_APP_ID, devSsoLogin } from './dev';

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

const TIMEOUT_MS = 10_000;

/** A provider on the network: POST {base}/web/api/default/sso-login with the APPID header. */
export class HttpTeleconsultProvider implements TeleconsultProvider {
  readonly name = 'external';
  constructor(
    readonly baseUrl: string,
    readonly appId: string,
  ) {}

  async ssoLogin(input: SsoLoginInput): Promise<SsoLoginResult> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${TeleconsultPath.ssoLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TELECONSULT_APPID_HEADER]: this.appId },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = ssoLoginResponse.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success || !parsed.data.success || !parsed.data.data) {
      throw new TeleconsultError(`sso-login answered ${response.status}`);
    }
    const { access_token, PatientProfile } = parsed.data.data;
    return {
      accessToken: access_token,
      userId: String(PatientProfile.user_id),
      profileId: String(PatientProfile.id),
    };
  }
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

type Env = Record<string, string | undefined>;

/**
 * TELECONSULT_BASE_URL and TELECONSULT_APP_ID name a real provider; without them the development
 * provider serves outside production, and production has none (starting a call then fails politely).
 */
export function teleconsultFromEnv(env: Env, production: boolean): TeleconsultProvider | null {
  const baseUrl = env.TELECONSULT_BASE_URL?.trim();
  if (baseUrl) {
    const appId = env.TELECONSULT_APP_ID?.trim();
    if (!appId) throw new Error('TELECONSULT_APP_ID must be set with TELECONSULT_BASE_URL');
    return new HttpTeleconsultProvider(new URL(baseUrl).toString(), appId);
  }
  return production ? null : new LocalTeleconsultProvider(env.TELECONSULT_APP_ID?.trim() || undefined);
}

const providers = new WeakMap<AppContext, TeleconsultProvider | null>();

/** Puts another provider behind a context (tests, or a provider built elsewhere). */
export function useTeleconsult(context: AppContext, provider: TeleconsultProvider | null): void {
  providers.set(context, provider);
}

export function teleconsultFor(context: AppContext): TeleconsultProvider | null {
  if (!providers.has(context))
    providers.set(context, teleconsultFromEnv(process.env, context.config.production));
  return providers.get(context) ?? null;
}
