import {
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HTTP_ERROR, SEARCH_ERROR, TIMEOUT_ERROR } from '@support/contracts';
import type { Logger } from 'pino';
import { sendError } from './errors.ts';
import { forwardedFor } from './forwarded.ts';

/**
 * Path prefixes the browser reaches the API under (seed 000 §7, seed 001 calls): the site and
 * the API share one origin. Pages under /search (the search page, /search/smallBusiness…) are not
 * API paths and stay with the site.
 */
export const API_PREFIXES = [
  '/search/v1/',
  '/search/v2/',
  '/search/v3/',
  '/search/genai/',
  '/msapi/',
  '/kmservices/',
];

export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

export interface ProxyOptions {
  apiUrl: string;
  /** Largest request body forwarded, in bytes; larger ones get 413 without reaching the API. */
  bodyLimit: number;
  /** How long to wait for the API's response headers. */
  timeoutMs: number;
  log: Logger;
}

class BodyTooLarge extends Error {}

/** Counts bytes as they pass and fails the stream at the limit, so a body is never held in memory. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new BodyTooLarge());
    else done(null, chunk);
  }
}

/**
 * Forwards a browser request to the API and streams both bodies (Server-Sent Events included):
 * the request body through a byte limit (413 in the error contract beyond it), the API's status
 * and headers as they are (its 413, 429 and errors pass through). A visitor who leaves aborts the
 * upstream call; an unreachable or slow API becomes 502/504 in the error contract.
 */
export function createApiProxy(o: ProxyOptions) {
  const target = new URL(o.apiUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  return async function proxy(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > o.bodyLimit) {
      sendError(res, 413, HTTP_ERROR.payloadTooLarge, 'The request body is too large.');
      req.resume();
      return;
    }
    const headers = forwardHeaders(req.headers);
    if (req.headers['content-length'] !== undefined) headers['content-length'] = String(declared);
    headers['x-request-id'] = requestId;
    headers['x-forwarded-for'] = forwardedFor(req);
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';

    const upstream = request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    upstream.setTimeout(o.timeoutMs, () => upstream.destroy(new UpstreamTimeout()));

    const responded = new Promise<void>((resolve) => {
      upstream.on('response', (answer) => {
        res.statusCode = answer.statusCode ?? 502;
        for (const [k, v] of Object.entries(answer.headers)) {
          if (v !== undefined && !HOP_BY_HOP.has(k)) res.setHeader(k, v);
        }
        // Server-Sent Events must reach the browser as they are written.
        if (String(answer.headers['content-type']).startsWith('text/event-stream')) res.flushHeaders();
        pipeline(answer, res)
          .catch(() => undefined)
          .finally(resolve);
      });
      upstream.on('error', (error) => {
        if (res.writableEnded) {
          resolve();
          return;
        }
        if (!res.headersSent) {
          if (error instanceof UpstreamTimeout)
            sendError(res, 504, TIMEOUT_ERROR.name, 'The answer service took too long to respond.');
          else if (!res.destroyed) {
            o.log.warn({ err: { message: error.message }, requestId }, 'API unreachable');
            sendError(res, 502, SEARCH_ERROR.internal, 'The answer service is not reachable right now.');
          }
        } else res.destroy();
        resolve();
      });
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (!hasBody) {
      upstream.end();
      req.resume();
    } else {
      try {
        await pipeline(req, new ByteLimit(o.bodyLimit), upstream);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          upstream.destroy();
          sendError(res, 413, HTTP_ERROR.payloadTooLarge, 'The request body is too large.');
          return;
        }
        // The visitor went away mid-body, or the API refused: the response side reports it.
      }
    }
    await responded;
  };
}

class UpstreamTimeout extends Error {}

function forwardHeaders(incoming: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(incoming)) {
    if (v !== undefined && !HOP_BY_HOP.has(k) && k !== 'x-forwarded-for') out[k] = v;
  }
  return out;
}
