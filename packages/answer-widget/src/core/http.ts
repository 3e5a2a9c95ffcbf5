import { TIMEOUT_ERROR, timeoutMessage } from '@support/contracts';

/**
 * The widget's HTTP layer: every failure becomes a {@link ClientError} that keeps the HTTP status
 * and the error code (conventions: clients never swallow the status), and is logged without the
 * URL, which carries the visitor's question.
 */

export const ERROR_TYPE = {
  timeout: TIMEOUT_ERROR.name,
  http: 'HTTP_ERROR',
  network: 'NETWORK_ERROR',
  parse: 'PARSE_ERROR',
  stream: 'STREAM_ERROR',
  aborted: 'ABORT_ERROR',
} as const;

export interface ClientError {
  errorType: string;
  /** The catalogue code (`SPTSEARCH-10x`, `SPTR-…`), else the HTTP status; 999 for a timeout. */
  code: string | number;
  message: string;
  /** The HTTP status, when a response came. */
  status?: number;
}

export type Result<T> = { ok: true; status: number; data: T } | { ok: false; error: ClientError };

/** Seed 000 §8, exactly: `{ errorType: 'TIMEOUT_ERROR', code: 999, message: 'Request timed out after :: N milliseconds' }`. */
export function timeoutError(ms: number): ClientError {
  return { errorType: TIMEOUT_ERROR.name, code: TIMEOUT_ERROR.code, message: timeoutMessage(ms) };
}

export const abortedError = (): ClientError => ({
  errorType: ERROR_TYPE.aborted,
  code: ERROR_TYPE.aborted,
  message: 'The request was cancelled',
});

export const isAborted = (error: ClientError) => error.errorType === ERROR_TYPE.aborted;

/** The structural part of a zod schema the clients use (the widget does not import zod itself). */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A query value sent as it is (already encoded), e.g. includeDatasources' `%2C`-joined list. */
export interface RawValue {
  raw: string;
}
export type QueryValue = string | number | boolean | undefined | RawValue;

/** `host + path + ?query`, in the given order, leaving out undefined values. */
export function buildUrl(host: string, path: string, params: Readonly<Record<string, QueryValue>>): string {
  const parts = Object.entries(params).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const encoded = typeof value === 'object' ? value.raw : encodeURIComponent(String(value));
    return [`${encodeURIComponent(name)}=${encoded}`];
  });
  return `${host}${path}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** Logs a failed call by its name, type, code and status only. */
export function logFailure(call: string, error: ClientError): void {
  if (isAborted(error)) return;
  console.warn(`[answer-widget] ${call} failed`, {
    errorType: error.errorType,
    code: error.code,
    status: error.status,
  });
}

/** The error of a non-OK response: `errorCode`, else `details.statusCode`, else the HTTP status. */
export function readApiError(body: unknown, status: number): ClientError {
  const record = isRecord(body) ? body : {};
  const details = isRecord(record.details) ? record.details : {};
  const code =
    typeof record.errorCode === 'string' && record.errorCode !== ''
      ? record.errorCode
      : typeof details.statusCode === 'number'
        ? details.statusCode
        : status;
  const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;
  return { errorType: ERROR_TYPE.http, code, message, status };
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RequestOptions {
  timeoutMs: number;
  /** Aborting it ends the call with an ABORT_ERROR (never logged, never shown). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * fetch with a timeout that covers `read` (the body) as well as the headers, unless `read` stops
 * the timer (a stream has its own). The caller's signal and the timer both abort the one request;
 * which of them did decides the error.
 */
export async function request<T>(
  url: string,
  options: RequestOptions,
  read: (response: Response, stopTimer: () => void) => Promise<Result<T>>,
): Promise<Result<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) controller.abort();
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await fetch(url, {
      headers: options.headers,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return await read(response, () => clearTimeout(timer));
  } catch (err) {
    if (timedOut) return { ok: false, error: timeoutError(options.timeoutMs) };
    if (options.signal?.aborted) return { ok: false, error: abortedError() };
    const message = err instanceof Error ? err.message : 'The request failed';
    return { ok: false, error: { errorType: ERROR_TYPE.network, code: ERROR_TYPE.network, message } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads a JSON body: a non-OK status is its API error, a body the schema refuses a PARSE_ERROR. */
export function readJson<T>(parser: Parser<T>) {
  return async (response: Response): Promise<Result<T>> => {
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { ok: false, error: readApiError(body, response.status) };
    const parsed = parser.safeParse(body);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          errorType: ERROR_TYPE.parse,
          code: ERROR_TYPE.parse,
          message: 'The response did not have the expected shape',
          status: response.status,
        },
      };
    }
    return { ok: true, status: response.status, data: parsed.data };
  };
}

/** GET + JSON + schema, logged on failure under the call's name. */
export async function getJson<T>(
  call: string,
  url: string,
  parser: Parser<T>,
  options: RequestOptions,
): Promise<Result<T>> {
  const result = await request(url, options, readJson(parser));
  if (!result.ok) logFailure(call, result.error);
  return result;
}
