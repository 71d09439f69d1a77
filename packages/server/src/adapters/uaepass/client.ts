import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { uaePassClaimsSchema } from './claims';
import type { UaePassSettings } from './config';
import type { AuthorizationRequest, CodeExchange, ExchangeResult, UaePassClient } from './port';

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri?: string | undefined;
  end_session_endpoint?: string | undefined;
}

class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;
const DISCOVERY_RETRY_MS = 5_000;

type Fetch = typeof fetch;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** RFC 6749 2.3.1: client id and secret are form-encoded before they are joined and base64-encoded. */
function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/**
 * OAuth 2.0 / OpenID Connect client on plain fetch: discovery (unless every endpoint is configured),
 * the token endpoint with client_secret_basic or client_secret_post, userinfo, and verification of
 * the ID token (signature, issuer, audience, nonce) when the scope asks for one. Holds no per-user
 * state: state, nonce and PKCE verifier come from the caller, who keeps them in the database.
 */
export class OidcUaePassClient implements UaePassClient {
  private metadata: Promise<ProviderMetadata> | undefined;
  private metadataFailedAt = 0;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly settings: UaePassSettings,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  private get wantsIdToken(): boolean {
    return this.settings.scope.split(/\s+/).includes('openid');
  }

  private async discover(): Promise<ProviderMetadata> {
    const { endpoints, issuer } = this.settings;
    const needsJwks = this.wantsIdToken && !endpoints.jwks;
    if (endpoints.authorization && endpoints.token && endpoints.userinfo && !needsJwks) {
      return {
        issuer,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
        userinfo_endpoint: endpoints.userinfo,
        jwks_uri: endpoints.jwks,
        end_session_endpoint: endpoints.endSession,
      };
    }
    const res = await this.fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new ProviderError(`discovery answered ${res.status}`);
    const body: unknown = await res.json();
    if (!isObject(body)) throw new ProviderError('discovery answered no JSON object');
    // RFC 8414 section 3.3: a document naming another issuer is not this provider's.
    if (typeof body.issuer !== 'string' || body.issuer.replace(/\/$/, '') !== issuer)
      throw new ProviderError(`discovery names issuer '${String(body.issuer)}', expected '${issuer}'`);
    const metadata: ProviderMetadata = {
      issuer: body.issuer,
      authorization_endpoint: endpoints.authorization ?? httpUrl(body.authorization_endpoint) ?? '',
      token_endpoint: endpoints.token ?? httpUrl(body.token_endpoint) ?? '',
      userinfo_endpoint: endpoints.userinfo ?? httpUrl(body.userinfo_endpoint) ?? '',
      jwks_uri: endpoints.jwks ?? httpUrl(body.jwks_uri),
      end_session_endpoint: endpoints.endSession ?? httpUrl(body.end_session_endpoint),
    };
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.userinfo_endpoint)
      throw new ProviderError('discovery lacks the authorization, token or userinfo endpoint');
    if (this.wantsIdToken && !metadata.jwks_uri) throw new ProviderError('discovery lacks jwks_uri');
    return metadata;
  }

  /** Discovery once per process; a failure is retried on a later call, not on every call. */
  private async provider(): Promise<ProviderMetadata> {
    if (!this.metadata && Date.now() - this.metadataFailedAt < DISCOVERY_RETRY_MS && this.metadataFailedAt) {
      throw new ProviderError('discovery failed recently');
    }
    this.metadata ??= this.discover().catch((error: unknown) => {
      this.metadata = undefined;
      this.metadataFailedAt = Date.now();
      throw error;
    });
    return this.metadata;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const { authorization_endpoint } = await this.provider();
    const target = new URL(authorization_endpoint);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: request.redirectUri,
      scope: this.settings.scope,
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      ...(request.nonce && this.wantsIdToken ? { nonce: request.nonce } : {}),
      ...(this.settings.acrValues ? { acr_values: this.settings.acrValues } : {}),
      ...(request.prompt ? { prompt: request.prompt } : {}),
      ...request.extraParams,
    };
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  }

  async exchangeCode(exchange: CodeExchange): Promise<ExchangeResult> {
    let metadata: ProviderMetadata;
    try {
      metadata = await this.provider();
    } catch (error) {
      this.log.error({ err: error }, 'UAE PASS discovery failed');
      return { ok: false, reason: 'unavailable' };
    }

    let tokens: Record<string, unknown>;
    try {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        code_verifier: exchange.codeVerifier,
      });
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      };
      if (this.settings.tokenAuthMethod === 'client_secret_basic') {
        headers.authorization = basicAuth(this.settings.clientId, this.settings.clientSecret);
      } else {
        form.set('client_id', this.settings.clientId);
        form.set('client_secret', this.settings.clientSecret);
      }
      const res = await this.fetchImpl(metadata.token_endpoint, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const error = isObject(body) && typeof body.error === 'string' ? body.error : `http_${res.status}`;
        // A refused code is the user's problem (reused, expired, forged); anything else is ours.
        if (res.status === 400 && (error === 'invalid_grant' || error === 'invalid_request')) {
          return { ok: false, reason: 'invalid_grant' };
        }
        this.log.error({ status: res.status, error }, 'UAE PASS token request refused');
        return { ok: false, reason: 'unavailable' };
      }
      if (!isObject(body) || typeof body.access_token !== 'string') {
        this.log.error('UAE PASS token answer has no access_token');
        return { ok: false, reason: 'invalid_response' };
      }
      if (typeof body.token_type !== 'string' || body.token_type.toLowerCase() !== 'bearer') {
        this.log.error({ tokenType: body.token_type }, 'UAE PASS token answer is not a bearer token');
        return { ok: false, reason: 'invalid_response' };
      }
      tokens = body;
    } catch (error) {
      this.log.error({ err: error }, 'UAE PASS token request failed');
      return { ok: false, reason: 'unavailable' };
    }

    let idTokenSubject: string | undefined;
    if (this.wantsIdToken) {
      if (typeof tokens.id_token !== 'string') {
        this.log.error('UAE PASS token answer lacks the ID token the openid scope asks for');
        return { ok: false, reason: 'invalid_response' };
      }
      try {
        idTokenSubject = await this.verifyIdToken(metadata, tokens.id_token, exchange.nonce);
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof ProviderError) {
          this.log.warn({ err: error }, 'UAE PASS ID token refused');
          return { ok: false, reason: 'invalid_response' };
        }
        this.log.error({ err: error }, 'UAE PASS ID token could not be checked');
        return { ok: false, reason: 'unavailable' };
      }
    }

    try {
      const res = await this.fetchImpl(metadata.userinfo_endpoint, {
        headers: { accept: 'application/json', authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) {
        this.log.error({ status: res.status }, 'UAE PASS userinfo refused');
        return { ok: false, reason: 'unavailable' };
      }
      const parsed = uaePassClaimsSchema.safeParse(await res.json());
      if (!parsed.success) {
        this.log.error('UAE PASS userinfo has no subject');
        return { ok: false, reason: 'invalid_response' };
      }
      // OpenID Connect Core 5.3.2: userinfo of another subject than the ID token's is not used.
      if (idTokenSubject !== undefined && parsed.data.sub !== idTokenSubject) {
        this.log.warn('UAE PASS userinfo subject differs from the ID token subject');
        return { ok: false, reason: 'invalid_response' };
      }
      return { ok: true, claims: parsed.data };
    } catch (error) {
      this.log.error({ err: error }, 'UAE PASS userinfo request failed');
      return { ok: false, reason: 'unavailable' };
    }
  }

  private async verifyIdToken(metadata: ProviderMetadata, idToken: string, nonce: string | null) {
    if (!metadata.jwks_uri) throw new ProviderError('no jwks_uri to check the ID token');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: TIMEOUT_MS });
    const { payload } = await jwtVerify(idToken, this.jwks, {
      issuer: metadata.issuer,
      audience: this.settings.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp', 'iat'],
      // The provider's clock, not the portal's (tests move the portal's).
      clockTolerance: 60,
    });
    if (nonce !== null && payload.nonce !== nonce) throw new ProviderError('ID token nonce mismatch');
    if (typeof payload.sub !== 'string') throw new ProviderError('ID token has no subject');
    return payload.sub;
  }

  async logoutUrl(postLogoutRedirectUri: string): Promise<string | null> {
    if (this.settings.logoutUrl) {
      // UAE PASS's logout takes the return address as redirect_uri.
      const target = new URL(this.settings.logoutUrl);
      if (!target.searchParams.has('redirect_uri'))
        target.searchParams.set('redirect_uri', postLogoutRedirectUri);
      return target.toString();
    }
    let endSession = this.settings.endpoints.endSession;
    try {
      endSession ??= (await this.provider()).end_session_endpoint;
    } catch (error) {
      this.log.warn({ err: error }, 'UAE PASS discovery failed; no logout address');
      return null;
    }
    if (!endSession) return null;
    const target = new URL(endSession);
    target.searchParams.set('client_id', this.settings.clientId);
    target.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    return target.toString();
  }
}
