import type { FastifyBaseLogger } from 'fastify';
import { type HospitalInformationSystem, SimulatedHospital } from './adapters/hospital/index';
import { ConsoleSmsGateway } from './adapters/sms/console';
import { HttpSmsGateway } from './adapters/sms/http';
import type { SmsGateway } from './adapters/sms/port';
import { type FileStorage, fileStorage } from './adapters/storage/index';
import { type TeleconsultProvider, teleconsultProvider } from './adapters/teleconsult/index';
import { OidcUaePassClient } from './adapters/uaepass/client';
import { loadUaePassSettings } from './adapters/uaepass/config';
import type { UaePassClient } from './adapters/uaepass/port';
import type { Clock } from './clock';
import type { Config } from './config';
import type { AppDb, Database } from './db/index';
import { AuditLog } from './services/audit';
import { Limits } from './services/limits';
import { OtpService } from './services/otp';
import { loadServerKeys, type ServerKeys } from './services/secrets';
import { TokenService } from './services/tokens';

/**
 * Everything a route needs, built here and only here: the adapters to outside systems (SMS, hospital,
 * teleconsultation, UAE PASS, file storage) come from the options (tests, another deployment) or the configuration.
 * Holds connections and keys only: no per-user state.
 */
export interface AppContext {
  config: Config;
  clock: Clock;
  database: Database;
  db: AppDb;
  keys: ServerKeys;
  sms: SmsGateway;
  /** The hospital information system: the simulated hospital on this database unless given. */
  hospital: HospitalInformationSystem;
  /** The teleconsultation provider, or none (production without one configured). */
  teleconsult: TeleconsultProvider | null;
  /** The UAE PASS provider's client, or none when UAE PASS is not configured (sign-in hidden). */
  uaePass: UaePassClient | null;
  /** Uploaded files: the folder or bucket the configuration names unless given. */
  storage: FileStorage;
  limits: Limits;
  otp: OtpService;
  tokens: TokenService;
  audit: AuditLog;
}

export interface AuthUser {
  id: number;
  roleId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: AppContext;
    /** The key of the brand this app serves (its tokens are good here only); 'api' without one. */
    siteBrand: string;
  }
  interface FastifyRequest {
    /** Set by requireUser() on the routes that use it. */
    user: AuthUser | null;
  }
}

export interface CreateContextOptions {
  database: Database;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
  sms?: SmsGateway | undefined;
  hospital?: HospitalInformationSystem | undefined;
  teleconsult?: TeleconsultProvider | null | undefined;
  uaePass?: UaePassClient | null | undefined;
  storage?: FileStorage | undefined;
  keys?: ServerKeys | undefined;
}

/** From the environment; a half-configured production issuer stops the start. */
function uaePassClient(config: Config, logger: FastifyBaseLogger): UaePassClient | null {
  const settings = loadUaePassSettings(config);
  return settings ? new OidcUaePassClient(settings, logger) : null;
}

export async function createContext(options: CreateContextOptions): Promise<AppContext> {
  const { database, config, clock } = options;
  const db = database.db;
  const keys = options.keys ?? (await loadServerKeys(db, config.jwtSecret));
  return {
    config,
    clock,
    database,
    db,
    keys,
    sms:
      options.sms ??
      (config.smsHttp
        ? new HttpSmsGateway(config.smsHttp)
        : new ConsoleSmsGateway(db, clock, options.logger, !config.production)),
    hospital: options.hospital ?? new SimulatedHospital(db, clock),
    teleconsult: options.teleconsult === undefined ? teleconsultProvider(config) : options.teleconsult,
    uaePass: options.uaePass === undefined ? uaePassClient(config, options.logger) : options.uaePass,
    storage: options.storage ?? fileStorage(config, clock),
    limits: new Limits(db, config, clock),
    otp: new OtpService(db, config, clock, keys.otp),
    tokens: new TokenService(db, config, clock, keys.jwt),
    audit: new AuditLog(db, clock),
  };
}
