import { timingSafeEqual } from 'node:crypto';
import { ApiErrorSchema, HTTP_ERROR, SignalsParamsSchema } from '@support/contracts';
import { type Database, gapSignalsRepository, signalsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { GAP_SIGNAL_TYPES, GapsReportSchema, gapsReport } from './gaps.ts';

/** Most rows one read returns. */
export const OPERATOR_READ_MAX = 1000;
/** Most signals the gaps report reads (the newest first); it says how many it read. */
export const GAPS_SCAN_MAX = 50_000;
/** The gaps report's window, in days: the default and the most. */
export const GAPS_DAYS = { default: 30, max: 365 } as const;

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
export const operatorRoutes: FastifyPluginAsyncZod<{
  db: Database;
  token: string;
  kb: KnowledgeBase;
}> = async (app, { db, token, kb }) => {
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

  const gaps = gapSignalsRepository(db);
  app.get(
    '/operator/v1/reports/gaps',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Where the knowledge base falls short: unanswered questions, hand-offs to a person, answers voted unhelpful (operator token required)',
        description: `From the stored signals of the last \`days\` days (default ${GAPS_DAYS.default}), at most ${GAPS_SCAN_MAX} of them, newest first (\`scanned\` says how many). Questions count as one when their words are the same; each list is most frequent first, at most \`limit\` long.`,
        querystring: z.object({
          days: z.coerce.number().int().min(1).max(GAPS_DAYS.max).default(GAPS_DAYS.default),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: GapsReportSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { days, limit } = request.query;
      const since = new Date(Date.now() - days * 86_400_000);
      const rows = await gaps.recent(GAP_SIGNAL_TYPES, since, GAPS_SCAN_MAX);
      return gapsReport(rows, since, limit, (id) => kb.engine.article(id)?.title);
    },
  );
};
