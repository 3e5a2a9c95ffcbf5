import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { questionKey } from '@support/answer-engine';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * Logging policy (ARCHITECTURE.md "logs"): pino to stdout, one request id per request, and
 * nothing personal at info. Questions, query strings, account numbers and cookies are personal:
 * a question reaches info only as `questionHash`, in full only at debug; access lines
 * ("incoming request", "request completed") are debug, since their one useful field at info
 * (the URL) is where the personal data is.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like to be reused: short, and nothing a log viewer would interpret. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's x-request-id when it is a short safe token (so a trace crosses web and api), else a new UUID. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A question as logged at info: the first 12 hex digits of the SHA-256 of its key (questionKey:
 * its normalised text), so the same question asked with other punctuation or case counts as one
 * in the logs, and the text itself is not there.
 */
export function questionHash(question: string, normalized: string = questionKey(question)): string {
  return createHash('sha256').update(normalized).digest('hex').slice(0, 12);
}

export const withoutQuery = (url: string): string => {
  const i = url.indexOf('?');
  return i === -1 ? url : url.slice(0, i);
};

/** A writable pino destination: stdout when none is given; tests pass their own to read the lines. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Whatever object a log call is given, these paths never reach the output. URLs keep their path
 * and lose the query; everything else is replaced.
 */
const REDACTED_PATHS = [
  'url',
  'req.url',
  'query',
  'req.query',
  'body',
  'req.body',
  'cookie',
  'cookies',
  'authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["proxy-authorization"]',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

export function loggerOptions(
  level: string,
  stream?: LogDestination,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: REDACTED_PATHS,
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === 'url' && typeof value === 'string' ? withoutQuery(value) : '[redacted]',
    },
    serializers: {
      // Fastify's own serializer adds the URL with its query, the client address and port.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: withoutQuery(req.url),
        route: req.routeOptions?.url,
      }),
    },
  };
}

/**
 * Fastify's request lines, moved to debug. Errors that are the client's (a connection reset, a
 * visitor closing the page mid-stream) are debug too, without a stack.
 */
export class QuietAccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.debug({ ...fields, code: codeOf(error) }, 'request ended with a connection error');
    else reply.log.debug(fields, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ code: codeOf(error) }, 'response stream ended early');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, err: error }, 'request failed');
    else reply.log.debug({ res: { statusCode: reply.statusCode }, code: codeOf(error) }, 'client error');
  }
}

const codeOf = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : undefined;

/**
 * The answer to a visitor's question at info: what happened, and the question as a hash only.
 * `hash` is questionHash(question) when the caller has it already (the answer cache keeps it).
 */
export function logAnswer(
  log: FastifyBaseLogger,
  question: string,
  outcome: { answered: boolean; articleId?: string; intent: string; declineReason?: string },
  hash: string = questionHash(question),
): void {
  log.info({ questionHash: hash, ...outcome }, 'answer');
  log.debug({ questionHash: hash, question }, 'question');
}
