import type { AppContext } from '../../context';
import { LocalTeleconsultProvider } from './dev';
import { HttpTeleconsultProvider } from './http';
import type { TeleconsultProvider } from './port';

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
