export type { SmsGateway, SmsMessage } from './adapters/sms/port';
export {
  DEMO_UAEPASS_ACCOUNTS,
  type DemoUaePassKey,
  SAEED_PORTAL_USER,
  seedUaePassDemo,
} from './adapters/uaepass/demo';
export {
  type RunningDevProvider,
  startDevProvider,
  startUaePassDevelopment,
} from './adapters/uaepass/dev-provider';
export { API_PREFIX, type BuildAppOptions, buildApp, CSP_DIRECTIVES } from './app';
export { type Brand, loadBrands } from './brands';
export { type Clock, systemClock } from './clock';
export { type Config, loadConfig, REPO_ROOT } from './config';
export { type AppContext, type AuthUser, createContext } from './context';
export { DEMO_USERS, type DemoUser, type DemoUserKey } from './db/demo-users';
export { type AppDb, type Database, openDatabase } from './db/index';
export { migrate, readMigrations } from './db/migrate';
export { refuseDemoAccounts, seedDemo, seedFacilities } from './db/seed/index';
export { currentUser, requireUser } from './http/auth';
export { ApiError } from './http/envelope';
export { type RunningServer, type StartServerOptions, startServer } from './server';
