import 'server-only';
import { type ApiError, ApiErrorSchema, parseSiteEnv, SITE_HOSTS } from '@support/contracts';
import type { z } from 'zod';
import { API_TIMEOUT_MS, API_URL } from './config.server.ts';

/** A failed API call that keeps the HTTP status and the seed error code. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * Where a path's service lives in this SITE_ENV (packages/contracts/src/site-env.ts): /msapi and
 * /kmservices at their environment's hosts when the table names one, everything else (and `local`)
 * at this site's API.
 */
export function serviceOrigin(path: string, env: Record<string, string | undefined> = process.env): string {
  const hosts = SITE_HOSTS[parseSiteEnv(env.SITE_ENV)];
  if (path.startsWith('/msapi/') && hosts.msapi) return hosts.msapi;
  if (path.startsWith('/kmservices/') && hosts.kmservices) return hosts.kmservices;
  return API_URL;
}

/** GETs an API path and parses the answer with its contract schema. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: {
    revalidate?: number;
    tags?: string[];
    forwardedFor?: string;
    headers?: Record<string, string>;
    /** Origin of the service (default: serviceOrigin, by SITE_ENV). */
    baseUrl?: string;
    /** Give up after this long, in ms (default API_TIMEOUT_MS). */
    timeoutMs?: number;
  },
): Promise<z.infer<S>> {
  // A timer of our own rather than AbortSignal.timeout, so tests can drive it with fake timers.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    init?.timeoutMs ?? API_TIMEOUT_MS,
  );
  let res: Response;
  let body: unknown;
  try {
    try {
      res = await fetch(`${init?.baseUrl ?? serviceOrigin(path)}${path}`, {
        headers: {
          accept: 'application/json',
          ...init?.headers,
          ...(init?.forwardedFor ? { 'x-forwarded-for': init.forwardedFor } : {}),
        },
        signal: controller.signal,
        ...(init?.revalidate !== undefined
          ? { next: { revalidate: init.revalidate, tags: init.tags } }
          : { cache: 'no-store' as const }),
      });
      body = await res.json().catch(() => undefined);
    } catch (error) {
      const timedOut = controller.signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
      throw new ApiCallError(
        timedOut ? 504 : 502,
        timedOut ? 'TIMEOUT_ERROR' : 'UNREACHABLE',
        `API ${path}: ${timedOut ? 'timed out' : String(error)}`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    const err: ApiError | undefined = parsed.success ? parsed.data : undefined;
    throw new ApiCallError(
      res.status,
      err?.errorCode ?? `HTTP_${res.status}`,
      err?.message ?? res.statusText,
    );
  }
  return schema.parse(body);
}
