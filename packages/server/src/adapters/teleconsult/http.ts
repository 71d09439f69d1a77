import { ssoLoginResponse, TELECONSULT_APPID_HEADER, TeleconsultPath } from '@portal/contract';
import { type SsoLoginInput, type SsoLoginResult, TeleconsultError, type TeleconsultProvider } from './port';

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
