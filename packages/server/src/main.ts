import { type RunningDevProvider, startUaePassDevelopment } from './adapters/uaepass/dev-provider';
import { type RunningServer, startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

let server: RunningServer | undefined;
let uaePass: RunningDevProvider | null = null;
let stopping = false;

async function stop(): Promise<never> {
  setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
    await uaePass?.close();
    await server?.close();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}

function onSignal(signal: NodeJS.Signals) {
  // A second Ctrl+C means "now".
  if (stopping) process.exit(1);
  stopping = true;
  console.info(`${signal} received: finishing requests, then closing the database`);
  // During startup the database may be mid-creation: let startup finish, then stop (below).
  if (server) void stop();
}

// Registered before startup so that a signal during a first start (creating the embedded
// database) does not kill the process halfway through writing its files.
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

// `pnpm start` (scripts/start.mjs) builds the brands while this process opens the database, then
// says 'built' over the IPC channel it opened; the brand sites are set up after that.
const built =
  process.env.PORTAL_BUILD === 'pending'
    ? new Promise<void>((resolve) => {
        process.on('message', (message) => {
          if (message === 'built') resolve();
        });
      })
    : undefined;

try {
  server = await startServer({ built });
} catch (error) {
  console.error('The server could not start:', error);
  process.exit(1);
}

// Outside production without UAEPASS_ISSUER, a local provider plays UAE PASS. The portal runs
// without it if it cannot start (its port taken, say): only UAE PASS sign-in is then unavailable.
try {
  uaePass = await startUaePassDevelopment(server.config, server.database.db);
} catch (error) {
  console.warn(
    `The UAE PASS development provider did not start (UAEPASS_DEV_PORT): ${(error as Error).message}`,
  );
}

if (stopping) await stop();
for (const site of server.sites) console.info(`${site.name} portal: ${site.url}`);
if (uaePass) console.info(`UAE PASS development provider: ${uaePass.issuer} (demo accounts, no password)`);
// Since the process started: loading the code, opening, migrating and seeding the database, listening.
console.info(`Ready in ${(performance.now() / 1000).toFixed(1)} s`);
process.send?.('ready');
