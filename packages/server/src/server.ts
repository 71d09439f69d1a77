import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Brand, loadBrands } from './brands';
import { type Clock, systemClock } from './clock';
import { type Config, loadConfig, REPO_ROOT } from './config';
import { createContext } from './context';
import { type Database, openDatabase } from './db/index';
import { migrate } from './db/migrate';
import { refuseDemoAccounts, seedDemo, seedFacilities } from './db/seed/index';
import { createLogger } from './logger';

export interface StartServerOptions {
  /** Environment to read the configuration from; process.env by default. */
  env?: Record<string, string | undefined>;
  config?: Config;
  clock?: Clock;
  /** Folder holding brands/<key> (config and dist); the repository root by default. */
  repoRoot?: string;
  /**
   * Settles when the brand builds are in place (`pnpm start` builds them while the database opens):
   * the sites are set up after it, as they read each build's index.html.
   */
  built?: Promise<void>;
}

export interface RunningServer {
  config: Config;
  database: Database;
  /**
   * One per brand under brands/, all on the same database. Each answers on its own port (PORT +
   * the brand's devPortOffset, the development default) and, on any port, for its host names.
   */
  sites: { brand: string; name: string; url: string; hosts: string[]; app: FastifyInstance }[];
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Opens (and on first start creates, migrates and seeds) the database, finds the brands under
 * brands/, then serves them all from this one process with the same /api: a request goes to the
 * brand whose host names include its Host header, otherwise to the brand whose port it came in on.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel);
  const repoRoot = options.repoRoot ?? REPO_ROOT;

  // The brands' modules load while the database opens (a thread of its own for their TypeScript,
  // and the database's WebAssembly compiles on V8's): not one after the other.
  const brandsLoaded = loadBrands(repoRoot);
  brandsLoaded.catch(() => {});
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => logger.error({ err: error }, 'idle PostgreSQL connection failed'),
  });
  const apps: FastifyInstance[] = [];
  const servers: Server[] = [];
  let timer: NodeJS.Timeout | undefined;
  const close = async () => {
    if (timer) clearInterval(timer);
    await Promise.allSettled(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      ),
    );
    await Promise.allSettled(apps.map((app) => app.close()));
    await database.close();
  };

  try {
    logger.info(
      { engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined },
      'database opened',
    );
    const brands = await brandsLoaded;
    if (brands.length === 0)
      throw new Error(`No brand under ${repoRoot}/brands: create one with pnpm new-brand`);
    const applied = await migrate(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    // Demo accounts have published passwords: development and tests only (DEMO_SEED, refused in
    // production). Without it only the facilities are seeded; the simulated hospital is demo data
    // too (its patient records carry made-up mobile numbers a real person may own).
    if (config.demoSeed) {
      if (await seedDemo(database.db, brands, clock()))
        logger.info('demo data seeded (see README for the demo logins)');
    } else {
      await seedFacilities(database.db, brands, clock());
    }
    if (config.production) await refuseDemoAccounts(database.db);

    const context = await createContext({ database, config, clock, logger });
    await options.built;
    const sites: RunningServer['sites'] = [];
    const byHost = new Map<string, FastifyInstance>();
    const siteApps: { brand: Brand; app: FastifyInstance }[] = [];
    for (const brand of brands) {
      const { site } = brand;
      const app = await buildApp({
        database,
        context,
        logger: logger.child({ brand: site.key }),
        site: {
          id: site.key,
          name: site.displayName.en,
          distDir: brand.distDir,
          mediaDir: brand.mediaDir,
          filterToBeApplied: site.features.filterToBeApplied,
        },
      });
      apps.push(app);
      await app.ready();
      for (const host of site.hosts) byHost.set(host, app);
      siteApps.push({ brand, app });
    }
    for (const { brand, app } of siteApps) {
      const { site } = brand;
      const server = createServer((request, response) => {
        (byHost.get(hostName(request)) ?? app).routing(request, response);
      });
      servers.push(server);
      const port = config.port === 0 ? 0 : config.port + site.devPortOffset;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host: config.host, port }, () => resolve());
      });
      const { port: bound } = server.address() as AddressInfo;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      const url = `http://${host === '[::1]' ? 'localhost' : host}:${bound}`;
      sites.push({ brand: site.key, name: site.displayName.en, url, hosts: site.hosts, app });
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

/** The request's host name as the browser wrote it, without a port, in lower case. */
function hostName(request: IncomingMessage): string {
  const host = (request.headers.host ?? '').toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':', 1)[0] ?? '');
}
