import 'server-only';
import { type ApiError, ApiErrorSchema } from '@support/contracts';
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

/** GETs an API path and parses the answer with its contract schema. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: { revalidate?: number; tags?: string[]; forwardedFor?: string; headers?: Record<string, string> },
): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, {
      headers: {
        accept: 'application/json',
        ...init?.headers,
        ...(init?.forwardedFor ? { 'x-forwarded-for': init.forwardedFor } : {}),
      },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      ...(init?.revalidate !== undefined
        ? { next: { revalidate: init.revalidate, tags: init.tags } }
        : { cache: 'no-store' as const }),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiCallError(
      timedOut ? 504 : 502,
      timedOut ? 'TIMEOUT_ERROR' : 'UNREACHABLE',
      `API ${path}: ${String(error)}`,
    );
  }
  const body: unknown = await res.json().catch(() => undefined);
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
