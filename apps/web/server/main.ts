import { join } from 'node:path';
import { trackConnections } from '@support/contracts/http-drain';
import next from 'next';
import { createApiProxy } from './api-proxy.ts';
import { loadWebConfig } from './config.ts';
import { createFront } from './front.ts';
import type { HeaderOptions } from './headers.ts';
import { createLogger } from './log.ts';
import { StaticPagePolicy } from './page-csp.ts';

/** Starts the web server: Next.js behind our front (front.ts), with a graceful shutdown. */
const config = loadWebConfig();
const log = createLogger(config.logLevel);
const appDir = join(import.meta.dirname, '..');
const headers: HeaderOptions = {
  hstsMaxAge: config.hstsMaxAge,
  frameAncestors: config.frameAncestors,
  dev: config.dev,
};

const app = next({ dev: config.dev, dir: appDir, hostname: config.host, port: config.port });
await app.prepare();
const handle = app.getRequestHandler();
const server = createFront({
  headers,
  staticPolicy: new StaticPagePolicy(join(appDir, '.next', 'static'), headers, log),
  proxy: createApiProxy({
    apiUrl: config.apiUrl,
    bodyLimit: config.proxyBodyLimit,
    timeoutMs: config.proxyTimeoutMs,
    log,
  }),
  handle: (req, res) => handle(req, res),
  log,
});

// A shutdown closes connections with no request in flight, those that never sent one included.
const drain = trackConnections(server);
server.listen(config.port, config.host, () => {
  log.info({ port: config.port, host: config.host, api: config.apiUrl }, 'web server listening');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: draining requests');
  const timer = setTimeout(() => {
    log.warn({ timeoutMs: config.shutdownTimeoutMs }, 'requests still open at the shutdown timeout; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  server.close(() => {
    Promise.resolve(app.close?.())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
  drain.start();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
