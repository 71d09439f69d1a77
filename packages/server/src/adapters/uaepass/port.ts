import type { UaePassClaims } from './claims';
import type { UaePassSettings } from './config';

export interface AuthorizationRequest {
  state: string;
  /** Sent only when the scope asks for an ID token (openid). */
  nonce: string | null;
  /** PKCE S256 challenge of the verifier kept with the state. */
  codeChallenge: string;
  redirectUri: string;
  /** 'login' makes the provider ask for the account again (the spec's SOP1 retry). */
  prompt?: 'login';
  extraParams?: Record<string, string>;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string | null;
}

/**
 * - invalid_grant: the provider refused the code (used, expired, unknown, or not ours): the spec's
 *   BadRequest 'Inactive authorization code received from token request'.
 * - unavailable: the provider could not be reached or refused us (configuration): try later.
 * - invalid_response: an answer that fails verification (ID token signature, nonce, subject).
 */
export type ExchangeResult =
  | { ok: true; claims: UaePassClaims }
  | { ok: false; reason: 'invalid_grant' | 'unavailable' | 'invalid_response' };

/** The seam between the portal and UAE PASS: an authorization-code client, nothing more. */
export interface UaePassClient {
  readonly settings: UaePassSettings;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchangeCode(exchange: CodeExchange): Promise<ExchangeResult>;
  /** The provider's sign-out address that returns the browser to `postLogoutRedirectUri`; null if none. */
  logoutUrl(postLogoutRedirectUri: string): Promise<string | null>;
}
