import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { HTTP_ERROR, SEARCH_ERROR } from '@support/contracts';
import compression from 'compression';
import next from 'next';
import { createApiProxy, isApiPath } from './api-proxy.ts';
import { loadWebConfig } from './config.ts';
import { rawErrorResponse, sendError } from './errors.ts';
import { checkRequestLine } from './guard.ts';
import { type HeaderOptions, resourceCsp, setBaseHeaders } from './headers.ts';
import { createLogger } from './log.ts';
import { applyPageCsp, StaticPagePolicy } from './page-csp.ts';

/**
 * The web server: Next.js behind a thin front that the framework cannot give us (ADR 003):
 * request-line checks and the error contract for malformed requests, security headers and a
 * strict CSP on every page (nonce or hashes), the same-origin proxy to the API with a body limit,
 * compression, access logs without personal data, and a graceful shutdown.
 */
const config = loadWebConfig();
const log = createLogger(config.logLevel);
const appDir = join(import.meta.dirname, '..');
const headerOptions: HeaderOptions = {
  hstsMaxAge: config.hstsMaxAge,
  frameAncestors: config.frameAncestors,
  dev: config.dev,
};

const app = next({ dev: config.dev, dir: appDir, hostname: config.host, port: config.port });
await app.prepare();
const handle = app.getRequestHandler();
const staticPolicy = new StaticPagePolicy(join(appDir, '.next', 'static'), headerOptions, log);
const proxy = createApiProxy({
  apiUrl: config.apiUrl,
  bodyLimit: config.proxyBodyLimit,
  timeoutMs: config.proxyTimeoutMs,
  log,
});
// Event streams and proxied answers are sent as they come; everything else textual is compressed.
const compress = compression({
  filter: (req, res) =>
    !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
    compression.filter(req, res),
});

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  const incomingId = req.headers['x-request-id'];
  const requestId =
    typeof incomingId === 'string' && SAFE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
  res.setHeader('x-request-id', requestId);
  setBaseHeaders(res, headerOptions);
  res.on('finish', () => {
    const path = req.url?.split('?')[0];
    const ms = Math.round(performance.now() - started);
    if (res.statusCode >= 500)
      log.error({ requestId, method: req.method, path, status: res.statusCode, ms }, 'request failed');
    else log.debug({ requestId, method: req.method, path, status: res.statusCode, ms }, 'request');
  });

  const refusal = checkRequestLine(req.method, req.url);
  if (refusal) {
    res.setHeader('content-security-policy', resourceCsp(headerOptions));
    sendError(res, refusal.status, refusal.code, refusal.message, { allow: refusal.allow });
    req.resume();
    return;
  }
  const path = req.url!.split('?')[0]!;
  if (isApiPath(path)) {
    await proxy(req, res, requestId);
    return;
  }
  await new Promise<void>((resolve) => compress(req as never, res as never, () => resolve()));
  if (!path.startsWith('/_next/')) {
    // The framework reads the nonce from the request's CSP header and puts it on its scripts.
    const nonce = randomBytes(16).toString('base64');
    req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
    applyPageCsp(req, res, nonce, staticPolicy, headerOptions);
  } else {
    res.setHeader('content-security-policy', resourceCsp(headerOptions));
  }
  await handle(req, res);
}

const server = createServer({ requestTimeout: 60_000, headersTimeout: 20_000 }, (req, res) => {
  serve(req, res).catch((err: unknown) => {
    log.error({ err }, 'unhandled error while serving');
    sendError(res, 500, SEARCH_ERROR.internal, 'The site could not complete the request. Please try again.');
  });
});

// Requests Node's parser rejects never reach the handler: answer them in the contract, then close.
server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          HTTP_ERROR.headersTooLarge,
          'The request headers are too large.',
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', HTTP_ERROR.requestTimeout, 'The request took too long to arrive.']
        : [400, 'Bad Request', HTTP_ERROR.badRequest, 'The request could not be read.'];
  log.debug({ code: err.code }, 'malformed request refused');
  socket.end(rawErrorResponse(status, reason, code, message));
});

server.listen(config.port, config.host, () => {
  log.info({ port: config.port, host: config.host, api: config.apiUrl }, 'web server listening');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: draining requests');
  const timer = setTimeout(() => {
    log.warn({ timeoutMs: config.shutdownTimeoutMs }, 'requests still open at the shutdown timeout; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  server.close(() => {
    app.close?.().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
