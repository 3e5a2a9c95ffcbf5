import { type ApiError, SEARCH_ERROR } from '@support/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * One error handler: validation → 400 SPTSEARCH-100; our HttpErrors as they are; anything else
 * → 500 SPTSEARCH-103 with a fixed message (the details go to the log, never to the client).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      return reply
        .status(400)
        .send(errorBody(400, SEARCH_ERROR.invalidParameters, message, { statusCode: 400, issues }));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.errorCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && isFastifyError(error)) {
      // Fastify's own client errors: bad JSON, unsupported media type, body too large… Any other
      // error is an internal fault, even with a statusCode (say, an upstream 401 in a composer).
      return reply.status(status).send(errorBody(status, SEARCH_ERROR.invalidParameters, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(
        errorBody(
          500,
          SEARCH_ERROR.internal,
          'The service could not complete the request. Please try again.',
        ),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** Errors Fastify raises itself carry an FST_ code (FST_ERR_CTP_INVALID_JSON_BODY…). */
function isFastifyError(error: FastifyError): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_');
}
