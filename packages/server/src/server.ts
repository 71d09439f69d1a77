import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig, REPO_ROOT } from './config';
import { createContext } from './context';
import { type Database, openDatabase } from './db/index';
import { migrate } from './db/migrate';
import { refuseDemoAccounts, seedDemo, seedFacilities } from './db/seed/index';
import type { BrandSite } from './http/static';
import { createLogger } from './logger';

export const BRANDS = [
  { id: 'aldhannah', name: 'Al Dhannah Hospital' },
  { id: 'colab', name: 'Colab Medical Centre' },
] as const;

export interface StartServerOptions {
  /** Environment to read the configuration from; process.env by default. */
  env?: Record<string, string | undefined>;
  config?: Config;
  clock?: Clock;
  /** Folder holding brands/<id>/dist; the repository root by default. */
  repoRoot?: string;
}

export interface RunningServer {
  config: Config;
  database: Database;
  /** One per brand, each on its own port, all on the same database. */
  sites: { brand: string; name: string; url: string; app: FastifyInstance }[];
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Opens (and on first start creates, migrates and seeds) the database, then serves each brand on
 * its port with the same /api.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel);
  const repoRoot = options.repoRoot ?? REPO_ROOT;

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => logger.error({ err: error }, 'idle PostgreSQL connection failed'),
  });
  const apps: FastifyInstance[] = [];
  let timer: NodeJS.Timeout | undefined;
  const close = async () => {
    if (timer) clearInterval(timer);
    await Promise.allSettled(apps.map((app) => app.close()));
    await database.close();
  };

  try {
    logger.info(
      { engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined },
      'database opened',
    );
    const applied = await migrate(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    // Demo accounts have published passwords: development and tests only (DEMO_SEED, refused in
    // production). Without it only the facilities are seeded; the simulated hospital is demo data
    // too (its patient records carry made-up mobile numbers a real person may own).
    if (config.demoSeed) {
      if (await seedDemo(database.db)) logger.info('demo data seeded (see README for the demo logins)');
    } else {
      await seedFacilities(database.db);
    }
    if (config.production) await refuseDemoAccounts(database.db);

    const context = await createContext({ database, config, clock, logger });
    const ports = [config.port, config.portColab];
    const sites: RunningServer['sites'] = [];
    for (const [index, brand] of BRANDS.entries()) {
      const site: BrandSite = { ...brand, distDir: path.join(repoRoot, 'brands', brand.id, 'dist') };
      const app = await buildApp({ database, context, logger: logger.child({ brand: brand.id }), site });
      apps.push(app);
      const address = await app.listen({ host: config.host, port: ports[index] ?? 0 });
      const url = address.replace('[::1]', 'localhost');
      sites.push({ brand: brand.id, name: brand.name, url, app });
    }

    timer = setInterval(() => {
      Promise.all([
        context.limits.purgeExpired(),
        context.otp.purgeExpired(),
        context.tokens.purgeExpired(),
      ]).catch((error: unknown) => logger.warn({ err: error }, 'purging expired rows failed'));
    }, MAINTENANCE_INTERVAL_MS);
    timer.unref();

    return { config, database, sites, close };
  } catch (error) {
    await close();
    throw error;
  }
}
