import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTP_MAX_ATTEMPTS, OTP_MAX_VALIDITY_MINUTES, OTP_RESEND_SECONDS } from '@portal/contract';
import { loadSmsHttpSettings, type SmsHttpSettings } from './adapters/sms/http';
import { loadS3Settings, type S3Settings } from './adapters/storage/s3';

/**
 * The monorepo root: brands, migrations and the default data folder are found from here, whatever
 * the cwd. Three folders up from this module, and as much from the server's bundle that `pnpm start`
 * runs (packages/server/dist/main.mjs, scripts/server.mjs).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  nodeEnv: string;
  production: boolean;
  host: string;
  port: number;
  /** PostgreSQL server; when unset the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** When unset, a random key is generated once and kept in server_secrets so every server shares it. */
  jwtSecret: string | undefined;
  jwtIssuer: string;
  accessTokenMinutes: number;
  refreshIdleMinutes: number;
  refreshAbsoluteHours: number;
  otpValidityMinutes: number;
  otpMaxAttempts: number;
  otpResendSeconds: number;
  otpSendPerNumberPerHour: number;
  otpSendPerIpPerHour: number;
  loginDailyLimit: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** console: the development gateway (log and outbox); http: a provider's JSON API (sms/http.ts). */
  smsGateway: 'console' | 'http';
  /** The SMS_HTTP_* settings with SMS_GATEWAY=http, else null. */
  smsHttp: SmsHttpSettings | null;
  /**
   * The teleconsultation provider: TELECONSULT_BASE_URL and TELECONSULT_APP_ID name a real one;
   * without them the development provider (adapters/teleconsult/dev.ts) outside production, and
   * none in production, where starting a call then fails politely.
   */
  teleconsult:
    | { provider: 'http'; baseUrl: string; appId: string }
    | { provider: 'development'; appId: string | undefined }
    | null;
  /**
   * Where uploaded files go (adapters/storage): STORAGE=local, a folder (STORAGE_DIR, by default
   * `files` in the data directory), or STORAGE=s3, an S3 bucket or S3-compatible store (S3_*).
   */
  storage: { driver: 'local'; dir: string } | { driver: 's3'; s3: S3Settings };
  /**
   * Fastify's trustProxy: false (the socket's address is the client), the number of proxies in
   * front of the server, or the addresses and CIDRs of the trusted proxies. Never `true`.
   */
  trustProxy: false | number | string[];
  /**
   * Seed the demo accounts (known passwords) and the simulated hospital into an empty database.
   * DEMO_SEED, on by default outside production; production refuses it.
   */
  demoSeed: boolean;
  /** Serve GET /api/dev/outbox (console gateway, outside production): DEV_OUTBOX=1, set by pnpm start. */
  devOutbox: boolean;
  /**
   * Parse every answer with its endpoint's response schema before it leaves (http/endpoint.ts), so
   * that a route drifting from the contract fails its tests: CHECK_ANSWERS, on by default outside
   * production, off in production; the API bench turns it off to measure what production runs.
   */
  checkAnswers: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 1, max = Number.POSITIVE_INFINITY): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.POSITIVE_INFINITY ? `>= ${min}` : `from ${min} to ${max}`;
    throw new Error(`${name} must be an integer ${range}, got '${raw}'`);
  }
  return value;
}

/** Token lifetimes of SECURITY.md: a deployment may shorten them, never stretch them. */
export const ACCESS_TOKEN_MAX_MINUTES = 15;
export const REFRESH_IDLE_MAX_MINUTES = 30;
export const REFRESH_ABSOLUTE_MAX_HOURS = 12;

/** A lifetime that defaults to its cap; a larger value stops the start. */
const capped = (env: Env, name: string, cap: number) => int(env, name, cap, 1, cap);

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got '${raw}'`);
}

/** proxy-addr's names for well-known ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A /0 trusts every address: the "trust everything" this setting exists to rule out.
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or 0) when clients reach the server directly; the number of proxies in front
 * of it (1 behind one load balancer), or a comma-separated list of the proxies' addresses/CIDRs.
 * Every rate limit and the audit log key on request.ip, so trusting any X-Forwarded-For would let a
 * client choose its own address.
 */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For, so a client could pick the address that rate ' +
        'limits and the audit log see; set the number of proxies in front of the server (e.g. 1) or ' +
        'their addresses (e.g. 10.0.0.0/8,192.0.2.1)',
    );
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !proxyAddress(entry));
  if (bad.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or CIDRs ` +
        `(no /0); not understood: '${bad.join("', '")}'`,
    );
  return entries;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const otpValidityMinutes = int(env, 'OTP_VALIDITY_MINUTES', OTP_MAX_VALIDITY_MINUTES);
  // SECURITY.md caps a code's life; a misconfiguration must not quietly stretch it.
  if (otpValidityMinutes > OTP_MAX_VALIDITY_MINUTES) {
    throw new Error(`OTP_VALIDITY_MINUTES must be at most ${OTP_MAX_VALIDITY_MINUTES}`);
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new Error('JWT_SECRET must be at least 32 bytes (HS256 needs a 256-bit key)');
  }
  const smsGateway = env.SMS_GATEWAY || 'console';
  if (smsGateway !== 'console' && smsGateway !== 'http')
    throw new Error(`SMS_GATEWAY '${smsGateway}' is not supported (known: console, http)`);
  const smsHttp = smsGateway === 'http' ? loadSmsHttpSettings(env, production) : null;
  const teleconsult = teleconsultSettings(env, production);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data/pglite'));
  const storage = storageSettings(env, production, dataDir);
  const demoSeed = flag(env, 'DEMO_SEED', !production);
  const devOutbox = flag(env, 'DEV_OUTBOX', false);
  const checkAnswers = flag(env, 'CHECK_ANSWERS', !production);
  if (production) {
    // A deployment that would run with a development piece stops here, before the database opens
    // or a port listens, and names every such piece at once.
    const refusals = [
      jwtSecret ? null : 'JWT_SECRET is required (at least 32 bytes, the same on every server)',
      smsGateway === 'console'
        ? 'SMS_GATEWAY=console delivers no SMS: set SMS_GATEWAY=http and the SMS_HTTP_* settings'
        : null,
      demoSeed ? 'DEMO_SEED must be off: it seeds demo accounts with published passwords' : null,
      devOutbox ? 'DEV_OUTBOX is a development switch: unset it' : null,
    ].filter((refusal) => refusal !== null);
    if (refusals.length > 0) throw new Error(`NODE_ENV=production refuses to start: ${refusals.join('; ')}`);
  }
  return {
    nodeEnv,
    production,
    host: env.HOST ?? '127.0.0.1',
    port: int(env, 'PORT', 8080, 0),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret,
    jwtIssuer: env.JWT_ISSUER ?? 'patient-portal-api',
    accessTokenMinutes: capped(env, 'ACCESS_TOKEN_MINUTES', ACCESS_TOKEN_MAX_MINUTES),
    refreshIdleMinutes: capped(env, 'REFRESH_IDLE_MINUTES', REFRESH_IDLE_MAX_MINUTES),
    refreshAbsoluteHours: capped(env, 'REFRESH_ABSOLUTE_HOURS', REFRESH_ABSOLUTE_MAX_HOURS),
    otpValidityMinutes,
    otpMaxAttempts: OTP_MAX_ATTEMPTS,
    otpResendSeconds: OTP_RESEND_SECONDS,
    otpSendPerNumberPerHour: int(env, 'OTP_SEND_PER_NUMBER_PER_HOUR', 10),
    otpSendPerIpPerHour: int(env, 'OTP_SEND_PER_IP_PER_HOUR', 50),
    loginDailyLimit: int(env, 'LOGIN_DAILY_LIMIT', 20),
    lockoutThreshold: int(env, 'LOCKOUT_THRESHOLD', 5),
    lockoutMinutes: int(env, 'LOCKOUT_MINUTES', 15),
    smsGateway,
    smsHttp,
    teleconsult,
    storage,
    trustProxy: trustProxy(env),
    demoSeed,
    devOutbox,
    checkAnswers,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
  };
}

function teleconsultSettings(env: Env, production: boolean): Config['teleconsult'] {
  const baseUrl = env.TELECONSULT_BASE_URL?.trim();
  const appId = env.TELECONSULT_APP_ID?.trim() || undefined;
  if (!baseUrl) return production ? null : { provider: 'development', appId };
  if (!appId) throw new Error('TELECONSULT_APP_ID must be set with TELECONSULT_BASE_URL');
  return { provider: 'http', baseUrl: new URL(baseUrl).toString(), appId };
}

function storageSettings(env: Env, production: boolean, dataDir: string): Config['storage'] {
  const driver = env.STORAGE?.trim() || 'local';
  if (driver === 's3') return { driver, s3: loadS3Settings(env, production) };
  if (driver !== 'local') throw new Error(`STORAGE '${driver}' is not supported (known: local, s3)`);
  return { driver, dir: path.resolve(env.STORAGE_DIR?.trim() || path.join(dataDir, 'files')) };
}
