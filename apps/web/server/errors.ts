import type { ServerResponse } from 'node:http';
import type { ApiError } from '@support/contracts';

export interface ErrorExtras {
  /** Allow header for 405. */
  allow?: string;
  /** Retry-After header, seconds. */
  retryAfter?: number;
}

/**
 * Answers with the error contract (`{ errorCode, statusCode, message, details }`), never echoing
 * the request. Used for the web server's own refusals (malformed paths, methods, sizes) and for
 * proxy failures; a response that has already started is cut instead.
 */
export function sendError(
  res: ServerResponse,
  statusCode: number,
  errorCode: string,
  message: string,
  extras: ErrorExtras = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: ApiError = { errorCode, statusCode, message, details: { statusCode } };
  const json = JSON.stringify(body);
  res.statusCode = statusCode;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.setHeader('cache-control', 'no-store');
  if (extras.allow) res.setHeader('allow', extras.allow);
  if (extras.retryAfter !== undefined) res.setHeader('retry-after', String(extras.retryAfter));
  res.end(res.req?.method === 'HEAD' ? undefined : json);
}

/** A complete raw HTTP/1.1 error answer, for sockets Node's parser gave up on (no request object exists). */
export function rawErrorResponse(
  statusCode: number,
  reason: string,
  errorCode: string,
  message: string,
): string {
  const body: ApiError = { errorCode, statusCode, message, details: { statusCode } };
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${statusCode} ${reason}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    'connection: close',
    '',
    json,
  ].join('\r\n');
}
