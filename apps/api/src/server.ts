import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig, policiesFromConfig } from './platform/config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`The API did not start: ${(error as Error).message}`);
  process.exit(1);
}

let app: FastifyInstance | undefined;
/** Set by the first SIGTERM/SIGINT: past SHUTDOWN_TIMEOUT_MS the process exits with code 1. */
let deadline: NodeJS.Timeout | undefined;

function requestShutdown(signal: NodeJS.Signals): void {
  // A terminal's Ctrl-C reaches the whole process group and start.mjs forwards it too: once is enough.
  if (deadline) return;
  const timeoutMs = config.SHUTDOWN_TIMEOUT_MS;
  deadline = setTimeout(() => {
    warn({ timeoutMs }, 'requests still running at SHUTDOWN_TIMEOUT_MS; exiting without finishing them');
    process.exit(1);
  }, timeoutMs);
  // During start-up there is nothing to close yet: the start finishes below and closes at once.
  if (app) void close(app, signal);
}

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish, then close the
 * knowledge base and the database (buildApp's onClose hooks, which Fastify runs once the server
 * has closed).
 */
async function close(app: FastifyInstance, signal: NodeJS.Signals): Promise<void> {
  app.log.info(
    { signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
    'shutting down: finishing in-flight requests',
  );
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

function warn(details: object, message: string): void {
  if (app) app.log.warn(details, message);
  else console.warn(message, details);
}

// Before start-up, so that a signal while the database opens still closes it cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => requestShutdown(signal));

try {
  app = await buildApp({ config, ...policiesFromConfig(config) });
} catch (error) {
  // A locked or unusable data folder is the operator's to fix: the message says what to do.
  const known = error instanceof Error && 'code' in error;
  console.error(`The API did not start: ${known ? error.message : ((error as Error).stack ?? error)}`);
  process.exit(1);
}
if (deadline) await close(app, 'SIGTERM');
else await app.listen({ port: config.API_PORT, host: config.API_HOST });
