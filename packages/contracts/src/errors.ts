import { z } from 'zod';

/** Seed 000 §8: the search error catalogue. */
export const SEARCH_ERROR = {
  invalidParameters: 'SPTSEARCH-100',
  businessRule: 'SPTSEARCH-101',
  noAnswer: 'SPTSEARCH-102',
  internal: 'SPTSEARCH-103',
} as const;
export type SearchErrorCode = (typeof SEARCH_ERROR)[keyof typeof SEARCH_ERROR];

/**
 * Errors of the HTTP layer itself rather than of a search (bad request lines, methods, sizes, rates),
 * shared by the API and the web server so every answer keeps the same error body.
 */
export const HTTP_ERROR = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  notAcceptable: 'NOT_ACCEPTABLE',
  requestTimeout: 'REQUEST_TIMEOUT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type HttpErrorCode = (typeof HTTP_ERROR)[keyof typeof HTTP_ERROR];

/** Seed 000 §8: a request timeout on the client. */
export const TIMEOUT_ERROR = { name: 'TIMEOUT_ERROR', code: 999 } as const;
export const timeoutMessage = (ms: number) => `Request timed out after :: ${ms} milliseconds`;

/** Body of every 4xx/5xx answer from the search API. No stack, no internals. */
export const ApiErrorSchema = z.object({
  errorCode: z.string(),
  statusCode: z.number().int(),
  message: z.string(),
  details: z
    .object({
      statusCode: z.number().int(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Seed 000 §8: analytics error-code mapping. */
export function analyticsErrorClass(code: string | undefined | null): string {
  switch (code) {
    case 'SPTSEARCH-100':
      return 'Failure_Data';
    case 'SPTSEARCH-101':
      return 'Failure_BusinessRule';
    case 'SPTSEARCH-102':
      return 'Failure_User';
    case 'SPTSEARCH-103':
      return 'Failure_System';
    case 'SPTR-4004':
    case 'SPTR-4999':
    case 'SPTR-5001':
    case 'SPTR-8999':
      return 'System';
    case 'SPTR-4012':
    case 'SPTR-8002':
    case 'SPTR-8003':
    case 'SPTR-8012':
    case 'SPTR-2001':
      return 'User';
    case 'SPTR-1001':
      return 'BusinessRule';
    case 'Success_Admit':
      return 'success';
    default:
      return 'Failure_Unknown_Error';
  }
}
