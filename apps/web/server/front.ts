import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HTTP_ERROR, SEARCH_ERROR } from '@support/contracts';
import compression from 'compression';
import type { Logger } from 'pino';
import { type HtmlLang, htmlLangOf, SPANISH_HTML_LANG } from '../app/html-lang.ts';
import { BAD_ADDRESS_PATH, MISSING_PAGE_PATH, NOT_FOUND_FOR_HEADER } from '../app/not-found-for.ts';
import { isApiPath } from './api-proxy.ts';
import { rawErrorResponse, sendError } from './errors.ts';
import { forwardedFor } from './forwarded.ts';
import { checkRequestLine, checkSiteMethod, type POST_ONLY_PATHS } from './guard.ts';
import { type HeaderOptions, resourceCsp, setBaseHeaders } from './headers.ts';
import { applyHtmlLang } from './html-lang.ts';
import {
  answerAsNotFound,
  answerWithStatus,
  catchClientRendered404,
  missingPageRequest,
  resetHeaders,
} from './not-found.ts';
import { handleOrcAuth, OrcAuthTickets } from './orc-auth.ts';
import { applyPageCsp, type StaticPagePolicy } from './page-csp.ts';
import { StaticPageCache, sendCachedPage } from './static-cache.ts';

export interface FrontOptions {
  headers: HeaderOptions;
  staticPolicy: StaticPagePolicy;
  /** Static pages kept in memory; default a new StaticPageCache. */
  staticCache?: StaticPageCache;
  /** orcAuth values waiting for their redirected request (ADR 007); default a new store. */
  orcAuthTickets?: OrcAuthTickets;
  /** The same-origin API proxy (createApiProxy). */
  proxy: (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<void>;
  /** The framework's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  log: Logger;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const REVALIDATE_PATH: (typeof POST_ONLY_PATHS)[number] = '/internal/revalidate';

/**
 * The web server's front (ADR 003): what the framework cannot give us, before and around it.
 * Request-line checks and the error contract for malformed requests, security headers and a
 * strict CSP on every page (nonce or hashes), the same-origin proxy to the API, compression,
 * and access logs without personal data (path only, at debug).
 */
export function createFront(o: FrontOptions): Server {
  // Event streams are sent as they come; everything else textual is compressed.
  const compress = compression({
    filter: (req, res) =>
      !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
      compression.filter(req, res),
  });

  const staticCache = o.staticCache ?? new StaticPageCache();
  const orcAuthTickets = o.orcAuthTickets ?? new OrcAuthTickets();

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const incomingId = req.headers['x-request-id'];
    const requestId =
      typeof incomingId === 'string' && SAFE_REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader('x-request-id', requestId);
    setBaseHeaders(res, o.headers);
    res.on('finish', () => {
      const line = {
        requestId,
        method: req.method,
        path: req.url?.split('?')[0],
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) o.log.error(line, 'request failed');
      else o.log.debug(line, 'request');
    });

    // Only the front says which address a not-found page stands for (server/not-found.ts).
    if (req.headers[NOT_FOUND_FOR_HEADER] !== undefined) {
      delete req.headers[NOT_FOUND_FOR_HEADER];
      req.rawHeaders = req.rawHeaders.filter(
        (_, i, raw) => raw[i - (i % 2)]!.toLowerCase() !== NOT_FOUND_FOR_HEADER,
      );
    }
    const refusal = checkRequestLine(req.method, req.url);
    let refusedStatus: number | undefined;
    let refusedLang: HtmlLang | undefined;
    if (refusal) {
      if (!refusedPageRequest(req, refusal.status)) {
        res.setHeader('content-security-policy', resourceCsp(o.headers));
        sendError(res, refusal.status, refusal.code, refusal.message, { allow: refusal.allow });
        req.resume();
        return;
      }
      // A browser asking for a page (a truncated link, a long question sent without scripts): a
      // page saying what went wrong, with the refusal's status; the address is not repeated.
      refusedStatus = refusal.status;
      // Under /es-us/ it speaks Spanish (the raw address: it may not decode).
      refusedLang = htmlLangOf(req.url?.split('?')[0] ?? '');
      const reason = refusal.status === 414 ? 'too-long' : 'unreadable';
      req.url = `${BAD_ADDRESS_PATH}?reason=${reason}${refusedLang === SPANISH_HTML_LANG ? '&lang=es' : ''}`;
    }
    const path = req.url!.split('?')[0]!;
    if (isApiPath(path)) {
      await o.proxy(req, res, requestId);
      return;
    }
    const method = checkSiteMethod(req.method!, path);
    if (method !== undefined) {
      res.setHeader('content-security-policy', resourceCsp(o.headers));
      if (method === 'options') {
        res.writeHead(204, { allow: 'GET, HEAD, OPTIONS' }).end();
      } else {
        sendError(res, method.status, method.code, method.message, { allow: method.allow });
      }
      req.resume();
      return;
    }
    // orcAuth comes off the address before any page can render it (ADR 007).
    if (
      !path.startsWith('/_next/') &&
      handleOrcAuth(req, res, orcAuthTickets, {
        secure: o.headers.hstsMaxAge > 0,
        csp: resourceCsp(o.headers),
      })
    )
      return;
    // Pages call the API server-side; the visitor's address travels with them so the API's
    // per-client limits apply to the visitor, not to the web server.
    req.headers['x-forwarded-for'] = forwardedFor(req);
    await new Promise<void>((resolve) => compress(req as never, res as never, () => resolve()));
    if (path.startsWith('/_next/')) {
      res.setHeader('content-security-policy', resourceCsp(o.headers));
    } else {
      if (path === REVALIDATE_PATH) {
        // Articles changed: forget the pages kept here, before and after the framework expires its own.
        staticCache.clear();
        res.on('finish', () => staticCache.clear());
      }
      const key = staticCache.keyOf(req);
      const kept = key === undefined ? undefined : staticCache.get(key);
      if (kept) {
        sendCachedPage(req, res, kept);
        return;
      }
      // The framework reads the nonce from the request's CSP header and puts it on its scripts.
      const nonce = randomBytes(16).toString('base64');
      req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
      applyPageCsp(req, res, nonce, o.staticPolicy, o.headers, (body) => {
        if (key !== undefined) staticCache.offer(key, res, body);
      });
      // Spanish pages say so on their <html> element (app/html-lang.ts), as does the refused
      // address's page for an address under /es-us/.
      applyHtmlLang(refusedLang === SPANISH_HTML_LANG ? '/es-us' : path, res);
      if (path === MISSING_PAGE_PATH) answerAsNotFound(res);
      else if (path === BAD_ADDRESS_PATH) answerWithStatus(res, refusedStatus ?? 400);
      else return serveRenderingNotFound(req, res, path);
    }
    await o.handle(req, res);
  }

  /**
   * A page, except that a notFound() the framework would leave to the browser (an empty shell) is
   * answered with the missing-page route, rendered here (server/not-found.ts).
   */
  async function serveRenderingNotFound(req: IncomingMessage, res: ServerResponse, path: string) {
    const before = res.getHeaders();
    // Under /es-us/ every 404 is the missing page: it speaks Spanish there; the framework's does not.
    const catcher = catchClientRendered404(req, res, htmlLangOf(path) === SPANISH_HTML_LANG);
    const first = o.handle(req, res);
    // Decided by the response, not by the handler's return: a handler may wait for a 'finish'
    // that a dropped response never has (a handler that fails first fails the request).
    if ((await Promise.race([catcher.outcome, first.then(() => catcher.outcome)])) === 'passed') {
      await first;
      return;
    }
    first.catch((err: unknown) => o.log.warn({ err }, 'a dropped not-found render failed'));
    resetHeaders(res, before);
    answerAsNotFound(res);
    // A second render into the same response: the framework listens for its 'close' again (about
    // five listeners a render, next to the front's own), which is two renders' worth, not a leak.
    res.setMaxListeners(2 * res.getMaxListeners());
    await o.handle(missingPageRequest(req, path), res);
  }

  // Headers up to 64 KiB (Node's default is 16): a question sent without scripts travels in the
  // address, and one that long should reach the guard, which answers a browser with a page (414).
  const server = createServer(
    { requestTimeout: 60_000, headersTimeout: 20_000, maxHeaderSize: MAX_HEADER_BYTES },
    (req, res) => {
      serve(req, res).catch((err: unknown) => {
        o.log.error({ err }, 'unhandled error while serving');
        sendError(
          res,
          500,
          SEARCH_ERROR.internal,
          'The site could not complete the request. Please try again.',
        );
      });
    },
  );

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
    o.log.debug({ code: err.code }, 'malformed request refused');
    socket.end(rawErrorResponse(status, reason, code, message));
  });
  return server;
}

/** Largest request head the front reads (request line and headers), in bytes. */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Whether a refused request is a browser's page request, answered with a page rather than the
 * error contract: GET or HEAD of a path outside the API, asking for HTML, refused as unreadable
 * (400) or too long (414).
 */
function refusedPageRequest(req: IncomingMessage, status: number): boolean {
  if ((status !== 400 && status !== 414) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (isApiPath(target.split('?')[0]!)) return false;
  return String(req.headers.accept ?? '').includes('text/html');
}
