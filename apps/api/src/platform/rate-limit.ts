import rateLimit from '@fastify/rate-limit';
import { HTTP_ERROR } from '@support/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Budgets a client spends from. Routes in one bucket share a budget, so a client cannot get twice
 * the answers by alternating v1 and v2. A new kind of call (summary, spectra: answers; sign-in:
 * its own bucket) joins with one line in its route options: `config: { perClientLimit: 'answers' }`.
 */
export type RateLimitBucket = 'answers' | 'signals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests per client (`request.ip`) in the bucket's budget. */
    perClientLimit?: RateLimitBucket;
  }
}

export interface RateLimitOptions {
  /** Requests per client per window, in each bucket. Default 120. */
  max?: number;
  /** The window in milliseconds. Default 60 000 (one minute). */
  timeWindowMs?: number;
}

export const RATE_LIMIT_DEFAULTS = { max: 120, timeWindowMs: 60_000 } as const;

/**
 * Per-client limits on the routes that opt in. The client is `request.ip`: behind the web
 * server that is the address it puts in x-forwarded-for, which Fastify only believes from a
 * trusted proxy (the `trustProxy` option of buildApp). Counters live in this process: N API
 * instances behind a balancer allow up to N times the budget, which is fine for abuse control.
 * Register before the routes; `false` turns the limits off (the routes still declare them).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions | false,
): Promise<void> {
  if (options === false) return;
  const max = options.max ?? RATE_LIMIT_DEFAULTS.max;
  const timeWindow = options.timeWindowMs ?? RATE_LIMIT_DEFAULTS.timeWindowMs;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        HTTP_ERROR.tooManyRequests,
        `Too many requests. Please try again in ${context.after}.`,
      ),
  });
  const limiters = new Map<RateLimitBucket, onRequestHookHandler>();
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.perClientLimit;
    if (!bucket) return;
    let limiter = limiters.get(bucket);
    if (!limiter) {
      // One hook (and one counter store) per bucket, shared by every route in it.
      limiter = app.rateLimit({ max, timeWindow }) as onRequestHookHandler;
      limiters.set(bucket, limiter);
    }
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), limiter];
  });
}
