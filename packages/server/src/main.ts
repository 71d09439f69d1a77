import { type RunningServer, startServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

let server: RunningServer | undefined;
let stopping = false;

async function stop(): Promise<never> {
  setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  try {
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

try {
  server = await startServer();
} catch (error) {
  console.error('The server could not start:', error);
  process.exit(1);
}

if (stopping) await stop();
for (const site of server.sites) console.info(`${site.name} portal: ${site.url}`);
