import type { Config } from '../../config';
import { LocalTeleconsultProvider } from './dev';
import { HttpTeleconsultProvider } from './http';
import type { TeleconsultProvider } from './port';

export * from './port';

/** The provider the configuration names (config.ts teleconsult), or none; never the development one in production. */
export function teleconsultProvider(config: Config): TeleconsultProvider | null {
  const settings = config.teleconsult;
  if (!settings || (settings.provider === 'development' && config.production)) return null;
  return settings.provider === 'http'
    ? new HttpTeleconsultProvider(settings.baseUrl, settings.appId)
    : new LocalTeleconsultProvider(settings.appId);
}
