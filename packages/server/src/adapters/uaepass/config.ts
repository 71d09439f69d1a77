import type { Config } from '../../config';

type Env = Record<string, string | undefined>;

/** UAE PASS's own values (docs.uaepass.ae); the defaults whenever UAEPASS_ISSUER names a real one. */
export const UAEPASS_SCOPE = 'urn:uae:digitalid:profile:general';
export const UAEPASS_ACR_LOW = 'urn:safelayer:tws:policies:authentication:level:low';

/** The development provider (dev-provider.ts) plays UAE PASS with these unless the environment says otherwise. */
export const DEV_PROVIDER_PORT = 8090;
export const DEV_PROVIDER_HOST = '127.0.0.1';
export const DEV_CLIENT_ID = 'patient-portal-dev';
export const DEV_CLIENT_SECRET = 'patient-portal-dev-secret';
/** It is an OpenID provider, whose userinfo needs the openid scope. */
export const DEV_SCOPE = `openid ${UAEPASS_SCOPE}`;
/** Where the development provider answers RP-initiated logout. */
export const DEV_END_SESSION_PATH = '/session/end';

export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface UaePassSettings {
  /** 'development': the local provider of dev-provider.ts; 'external': UAEPASS_ISSUER. */
  mode: 'development' | 'external';
  issuer: string;
  clientId: string;
  clientSecret: string;
  tokenAuthMethod: TokenAuthMethod;
  scope: string;
  acrValues: string | null;
  /** The portal's /home/login addresses registered with the provider, one per brand host. */
  redirectUris: string[];
  /** Endpoints that win over discovery; with all of them set, no discovery call is made. */
  endpoints: {
    authorization?: string | undefined;
    token?: string | undefined;
    userinfo?: string | undefined;
    jwks?: string | undefined;
    endSession?: string | undefined;
  };
  /**
   * UAE PASS's logout address (it takes `redirect_uri`). Unset, the discovered end_session_endpoint
   * is used the OpenID way (client_id and post_logout_redirect_uri).
   */
  logoutUrl: string | null;
  /** Seconds a started sign-in may take before its state is refused. */
  stateTtlSeconds: number;
  /** Seconds a first-time user has to confirm the registration. */
  registrationTtlSeconds: number;
}

function url(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return parsed.toString();
}

function optionalUrl(env: Env, name: string): string | undefined {
  const value = env[name];
  return value ? url(name, value) : undefined;
}

function list(env: Env, ...names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    for (const item of (env[name] ?? '').split(/[\s,]+/)) if (item) out.push(url(name, item));
  }
  return out;
}

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 30) throw new Error(`${name} must be an integer >= 30`);
  return value;
}

/**
 * UAEPASS_DEV_PORT, else PORT + 10 (8090 beside the default 8080), so that two portals on one
 * machine (a developer's and an e2e run) each get their own provider.
 */
export function devProviderPort(config: Config, env: Env): number {
  const raw = env.UAEPASS_DEV_PORT;
  if (!raw) return config.port > 0 && config.port <= 65_525 ? config.port + 10 : DEV_PROVIDER_PORT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535)
    throw new Error(`UAEPASS_DEV_PORT must be a port number, got '${raw}'`);
  return value;
}

export function devIssuer(config: Config, env: Env): string {
  return `http://${DEV_PROVIDER_HOST}:${devProviderPort(config, env)}`;
}

/**
 * The /home/login addresses of the brands on this machine (PORT + a brand's devPortOffset, 0 to 9),
 * under both loopback names, plus any UAEPASS_REDIRECT_URIS (a brand dev server on another port,
 * or a brand's host name).
 */
export function devRedirectUris(config: Config, env: Env): string[] {
  const uris = new Set<string>();
  const hosts = new Set(['127.0.0.1', 'localhost']);
  if (!['0.0.0.0', '::', '::1'].includes(config.host)) hosts.add(config.host);
  if (config.port !== 0) {
    for (let offset = 0; offset <= 9; offset += 1)
      for (const host of hosts) uris.add(`http://${host}:${config.port + offset}/home/login`);
  }
  for (const extra of list(env, 'UAEPASS_REDIRECT_URIS', 'UAEPASS_REDIRECT_URI')) uris.add(extra);
  return [...uris];
}

/**
 * UAE PASS settings from the environment, or null when the sign-in is off: in production without
 * UAEPASS_ISSUER, or with UAEPASS_ENABLED=false anywhere. Outside production without an issuer the
 * development provider is the issuer. A half-configured production issuer throws, so a deployment
 * does not start with a sign-in that cannot work.
 */
export function loadUaePassSettings(config: Config, env: Env = process.env): UaePassSettings | null {
  if (env.UAEPASS_ENABLED === 'false' || env.UAEPASS_ENABLED === '0') return null;
  const stateTtlSeconds = seconds(env, 'UAEPASS_STATE_TTL_SECONDS', 600);
  const registrationTtlSeconds = seconds(env, 'UAEPASS_REGISTRATION_TTL_SECONDS', 1800);
  const tokenAuthMethod = (env.UAEPASS_TOKEN_AUTH_METHOD || 'client_secret_basic') as TokenAuthMethod;
  if (tokenAuthMethod !== 'client_secret_basic' && tokenAuthMethod !== 'client_secret_post')
    throw new Error('UAEPASS_TOKEN_AUTH_METHOD must be client_secret_basic or client_secret_post');
  const endpoints = {
    authorization: optionalUrl(env, 'UAEPASS_AUTHORIZATION_ENDPOINT'),
    token: optionalUrl(env, 'UAEPASS_TOKEN_ENDPOINT'),
    userinfo: optionalUrl(env, 'UAEPASS_USERINFO_ENDPOINT'),
    jwks: optionalUrl(env, 'UAEPASS_JWKS_URI'),
    endSession: optionalUrl(env, 'UAEPASS_END_SESSION_ENDPOINT'),
  };
  const logoutUrl = optionalUrl(env, 'UAEPASS_LOGOUT_URL') ?? null;

  if (env.UAEPASS_ISSUER) {
    const issuer = url('UAEPASS_ISSUER', env.UAEPASS_ISSUER).replace(/\/$/, '');
    const clientId = env.UAEPASS_CLIENT_ID;
    const clientSecret = env.UAEPASS_CLIENT_SECRET;
    if (!clientId || !clientSecret)
      throw new Error('UAEPASS_CLIENT_ID and UAEPASS_CLIENT_SECRET are required with UAEPASS_ISSUER');
    const redirectUris = list(env, 'UAEPASS_REDIRECT_URIS', 'UAEPASS_REDIRECT_URI');
    if (redirectUris.length === 0)
      throw new Error(
        'UAEPASS_REDIRECT_URIS (the portal /home/login addresses) is required with UAEPASS_ISSUER',
      );
    return {
      mode: 'external',
      issuer,
      clientId,
      clientSecret,
      tokenAuthMethod,
      scope: env.UAEPASS_SCOPE || UAEPASS_SCOPE,
      acrValues: env.UAEPASS_ACR_VALUES === undefined ? UAEPASS_ACR_LOW : env.UAEPASS_ACR_VALUES || null,
      redirectUris,
      endpoints,
      logoutUrl,
      stateTtlSeconds,
      registrationTtlSeconds,
    };
  }
  if (config.production) return null;
  const issuer = devIssuer(config, env);
  // Known without asking the provider, so the config call answers even while it is down.
  endpoints.endSession ??= `${issuer}${DEV_END_SESSION_PATH}`;
  return {
    mode: 'development',
    issuer,
    clientId: env.UAEPASS_CLIENT_ID || DEV_CLIENT_ID,
    clientSecret: env.UAEPASS_CLIENT_SECRET || DEV_CLIENT_SECRET,
    tokenAuthMethod,
    scope: env.UAEPASS_SCOPE || DEV_SCOPE,
    acrValues: env.UAEPASS_ACR_VALUES || null,
    redirectUris: devRedirectUris(config, env),
    endpoints,
    logoutUrl,
    stateTtlSeconds,
    registrationTtlSeconds,
  };
}
