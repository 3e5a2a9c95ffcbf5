import { timingSafeEqual } from 'node:crypto';
import { ApiErrorSchema, HTTP_ERROR, SignalsParamsSchema } from '@support/contracts';
import { type Database, signalsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../platform/errors.ts';

/** Most rows one read returns. */
export const OPERATOR_READ_MAX = 1000;

const StoredSignalSchema = z.object({
  id: z.number(),
  collection: z.string(),
  type: z.string(),
  idempotencyKey: z.string().nullable(),
  createdAt: z.string(),
  appId: z.string().nullable(),
  query: z.string().nullable(),
  name: z.string().nullable(),
  docId: z.string().nullable(),
  userId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});

/**
 * Read-only routes for the team running the site: what the widget reported (impressions, clicks,
 * feedback with its reasons), straight from the database. Behind a bearer token; registered only
 * when OPERATOR_TOKEN is set, and never proxied by the web server (its prefixes are the public
 * APIs only), so the public site cannot reach them.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ db: Database; token: string }> = async (
  app,
  { db, token },
) => {
  const expected = Buffer.from(`Bearer ${token}`);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = Buffer.from(request.headers.authorization ?? '');
    // Constant-time, so the token cannot be guessed byte by byte from response times.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, HTTP_ERROR.unauthorized, 'A valid operator token is required.');
    }
  });
  const signals = signalsRepository(db);
  app.get(
    '/operator/v1/signals/:collection',
    {
      schema: {
        tags: ['operator'],
        summary:
          "A collection's stored signals, oldest or newest first, a page at a time (operator token required)",
        description:
          'Oldest first by default; `order=newest` for the latest (new feedback among many impressions). `type` keeps one kind (`feedback`, `click`, `submit`...). `next` is the id to pass as `after` (oldest first) or `before` (newest first) for the following page; absent on the last page.',
        params: SignalsParamsSchema,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(OPERATOR_READ_MAX).default(OPERATOR_READ_MAX),
          order: z.enum(['oldest', 'newest']).default('oldest'),
          type: z.string().trim().min(1).max(64).optional(),
          after: z.coerce.number().int().min(0).optional(),
          before: z.coerce.number().int().min(1).optional(),
        }),
        response: {
          200: z.object({ signals: z.array(StoredSignalSchema), next: z.number().optional() }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { limit, order, type, after, before } = request.query;
      const rows = await signals.forCollection(request.params.collection, limit, {
        type,
        newest: order === 'newest',
        after,
        before,
      });
      const last = rows.at(-1);
      return {
        ...(rows.length === limit && last ? { next: Number(last.id) } : {}),
        signals: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          createdAt: new Date(r.createdAt).toISOString(),
          // jsonb may come back as text from some drivers; the stored value is always an object.
          payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
        })),
      };
    },
  );
};
