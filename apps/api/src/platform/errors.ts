import { randomUUID } from 'node:crypto';
import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, HTTP_ERROR, SEARCH_ERROR } from '@support/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error the API means to send: a seed error code and its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, SEARCH_ERROR.invalidParameters, message);
export const businessRule = (message: string) => new HttpError(400, SEARCH_ERROR.businessRule, message);

export function errorBody(
  statusCode: number,
  errorCode: string,
  message: string,
  issues?: ApiError['details'],
): ApiError {
  return { errorCode, statusCode, message, details: issues ?? { statusCode } };
}

const INTERNAL_MESSAGE = 'The service could not complete the request. Please try again.';
const internalError = () => errorBody(500, SEARCH_ERROR.internal, INTERNAL_MESSAGE);

/**
 * Errors of the HTTP layer rather than of a search. The message is fixed per status: the
 * framework's own messages repeat the URL or the content type, and a client's input never goes
 * back in an error (reflected content is how error pages become attack pages).
 */
const TRANSPORT_ERRORS: Record<number, { errorCode: string; message: string }> = {
  400: { errorCode: HTTP_ERROR.badRequest, message: 'The request is malformed.' },
  404: { errorCode: HTTP_ERROR.notFound, message: 'There is nothing at this address.' },
  405: { errorCode: HTTP_ERROR.methodNotAllowed, message: 'This method is not allowed here.' },
  406: { errorCode: HTTP_ERROR.notAcceptable, message: 'No acceptable representation is available.' },
  408: { errorCode: HTTP_ERROR.requestTimeout, message: 'The request took too long to arrive.' },
  413: { errorCode: HTTP_ERROR.payloadTooLarge, message: 'The request body is too large.' },
  414: { errorCode: HTTP_ERROR.uriTooLong, message: 'The request address is too long.' },
  415: { errorCode: HTTP_ERROR.unsupportedMediaType, message: 'The request body has an unsupported type.' },
  429: { errorCode: HTTP_ERROR.tooManyRequests, message: 'Too many requests. Please try again later.' },
  431: { errorCode: HTTP_ERROR.headersTooLarge, message: 'The request headers are too large.' },
};

/** The contract body of a transport-level client error; an unlisted 4xx keeps its status as BAD_REQUEST. */
export function transportError(status: number): ApiError {
  const known = TRANSPORT_ERRORS[status] ?? TRANSPORT_ERRORS[400]!;
  return errorBody(status, known.errorCode, known.message);
}

/** Errors Fastify raises itself carry an FST_ code (FST_ERR_CTP_INVALID_JSON_BODY…). */
function isFastifyError(error: FastifyError): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_');
}

/**
 * One error handler: validation → 400 SPTSEARCH-100; our HttpErrors as they are; Fastify's own
 * client errors (bad JSON, unsupported media type, body too large) → their status with an
 * HTTP_ERROR code; anything else → 500 SPTSEARCH-103 with a fixed message (the details go to
 * the log, never to the client). A client's fault is logged at debug without a stack; the
 * error level is for our faults. Every error answer is `no-store`.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const routedMethods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routedMethods.add(method);
    if (routedMethods.has('GET')) routedMethods.add('HEAD');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0];
      const message = first
        ? `Invalid request: ${first.path.replace(/^querystring\./, '')} ${first.message}`
        : 'Invalid request';
      request.log.debug({ statusCode: 400, errorCode: SEARCH_ERROR.invalidParameters }, 'invalid request');
      return reply
        .status(400)
        .send(errorBody(400, SEARCH_ERROR.invalidParameters, message, { statusCode: 400, issues }));
    }
    if (error instanceof HttpError) {
      const fields = { statusCode: error.statusCode, errorCode: error.errorCode };
      if (error.statusCode === 429) request.log.warn(fields, 'rate limit reached');
      else if (error.statusCode >= 500) request.log.error({ ...fields, err: error }, 'request failed');
      else request.log.debug(fields, 'client error');
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.errorCode, error.message));
    }
    const status = error.statusCode ?? 500;
    const clientStatus = status >= 400 && status < 500;
    // Any other error is an internal fault, even with a 4xx statusCode (say, an upstream 401 in
    // a composer), unless Fastify raised it or the client is gone (a body cut off mid-way).
    if (clientStatus && (isFastifyError(error) || request.raw.socket?.destroyed)) {
      request.log.debug({ statusCode: status, code: error.code }, 'client error');
      return reply.status(status).send(transportError(status));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(internalError());
  });

  app.setNotFoundHandler((request, reply) => {
    reply.header('cache-control', 'no-store');
    // TRACE, CONNECT, OPTIONS * and the like: no route takes them, whatever the path.
    if (!routedMethods.has(request.method)) {
      return reply
        .status(405)
        .header('allow', [...routedMethods].sort().join(', '))
        .send(transportError(405));
    }
    return reply.status(404).send(transportError(404));
  });

  // Once closing, requests still arriving on open connections get a 503 in the contract (see
  // transportErrorOptions: Fastify's own 503 has another body), and the connection closes.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // HTTP/1.1 requires Host (RFC 9112 §3.2); Node's own check answers with an empty body, so the
  // check is here (see transportErrorOptions: requireHostHeader is off).
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      request.log.info({ statusCode: 503 }, 'refused: the server is closing');
      return reply
        .status(503)
        .headers({ connection: 'close', 'cache-control': 'no-store', 'retry-after': '1' })
        .send(errorBody(503, HTTP_ERROR.unavailable, 'The service is restarting. Please try again.'));
    }
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, HTTP_ERROR.badRequest, TRANSPORT_ERRORS[400]!.message);
    }
  });
}

/** An error answer for a request that never reached the router: the raw bytes of an HTTP/1.1 response. */
function rawErrorResponse(status: number, headers: Record<string, string>, requestId: string): string {
  const body = JSON.stringify(transportError(status));
  const all = {
    ...headers,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
    connection: 'close',
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

type TransportErrorOptions = Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'
> & { http: ServerOptions };

const statusOfConnectionError = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Fastify options for requests that go wrong before routing: an undecodable or over-long URL
 * (frameworkErrors), and bytes Node's HTTP parser rejects (clientErrorHandler: a bad request
 * line, version, header or chunk; headers over 16 KiB). Both answer in the error contract with
 * the security headers of any other answer, then the parser's errors close the connection.
 * Fastify's 503 while closing is off: registerErrorHandling answers those in the contract.
 */
export function transportErrorOptions(headers: Record<string, string>): TransportErrorOptions {
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status =
      error.code === 'FST_ERR_BAD_URL' ? 400 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 500;
    reply.headers({ ...headers, 'cache-control': 'no-store', 'x-request-id': request.id }).status(status);
    if (status === 500) {
      request.log.error({ code: error.code }, 'request failed before routing');
      return reply.send(internalError());
    }
    request.log.debug({ statusCode: status, code: error.code }, 'client error');
    return reply.send(transportError(status));
  }

  function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = statusOfConnectionError(error.code);
    const requestId = randomUUID();
    this.log.debug({ reqId: requestId, statusCode: status, code: error.code }, 'malformed request');
    // A response already under way (a pipelined request) cannot be followed by another one.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.end(rawErrorResponse(status, headers, requestId));
    else socket.destroy();
  }

  return {
    frameworkErrors: frameworkErrors as FastifyServerOptions['frameworkErrors'],
    clientErrorHandler,
    http: { requireHostHeader: false },
    return503OnClosing: false,
  };
}

/**
 * CONNECT is for proxies; Node closes the connection without a word unless someone listens.
 * This API is not a proxy: 405 in the contract, then close.
 */
export function refuseConnect(app: FastifyInstance, headers: Record<string, string>): void {
  app.server.on('connect', (_request, socket: Socket) => {
    app.log.debug({ statusCode: 405 }, 'CONNECT refused');
    if (socket.writable) socket.end(rawErrorResponse(405, headers, randomUUID()));
    else socket.destroy();
  });
}
