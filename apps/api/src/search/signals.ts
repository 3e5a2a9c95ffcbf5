import {
  ApiErrorSchema,
  SEARCH_ERROR,
  SIGNALS_BODY_LIMIT,
  SIGNALS_PATH,
  type Signal,
  SignalsBatchSchema,
  SignalsHeadersSchema,
  SignalsParamsSchema,
  SignalsResponseSchema,
} from '@support/contracts';
import { type Database, type SignalRecord, signalsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../platform/errors.ts';

/**
 * Seed 000 §7 call 10: reporting signals (impression, submit, clicks, feedback), stored durably.
 *
 * - Each signal needs an idempotency key: its own `idempotencyKey`, or the batch's
 *   `Idempotency-Key` header, which gives signal i the key `<header>#<i>`. A key is stored once, so
 *   a retried POST stores nothing twice; the answer says how many were new and how many repeats.
 * - A batch is stored whole or not at all (one INSERT), after the whole of it validated.
 * - At most SIGNALS_MAX_BATCH signals and SIGNALS_BODY_LIMIT bytes (413 PAYLOAD_TOO_LARGE above).
 * - Counted in the client's `signals` budget; answers are no-store.
 * - A signal's payload.docId is a use of that article: popular answers are ordered by them.
 */
export const signalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const signals = signalsRepository(db);
  app.post(
    SIGNALS_PATH,
    {
      bodyLimit: SIGNALS_BODY_LIMIT,
      config: { personal: true, perClientLimit: 'signals' },
      schema: {
        tags: ['signals'],
        summary: 'Store reporting signals (idempotent per signal key)',
        description:
          'Each signal needs `idempotencyKey`, or the request an `Idempotency-Key` header (signal i then gets `<key>#<i>`). A key already stored is counted as a duplicate and not stored again.',
        params: SignalsParamsSchema,
        headers: SignalsHeadersSchema,
        body: SignalsBatchSchema,
        response: {
          202: SignalsResponseSchema,
          400: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
          500: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const batch = request.body;
      const batchKey = request.headers['idempotency-key'];
      const missing = batch.signals.flatMap((s, i) =>
        s.idempotencyKey || batchKey
          ? []
          : [
              {
                path: `body.signals.${i}.idempotencyKey`,
                message: 'is required without an Idempotency-Key header',
              },
            ],
      );
      if (missing.length > 0) {
        return reply.status(400).send(
          errorBody(
            400,
            SEARCH_ERROR.invalidParameters,
            `Invalid request: ${missing[0]!.path} ${missing[0]!.message}`,
            {
              statusCode: 400,
              issues: missing,
            },
          ),
        );
      }
      const records = batch.signals.map(
        (s, i): SignalRecord =>
          toRecord(request.params.collection, batch, s, s.idempotencyKey ?? `${batchKey}#${i}`),
      );
      const stored = await signals.insert(records);
      request.log.info(
        { collection: request.params.collection, stored, duplicates: records.length - stored },
        'signals',
      );
      return reply.status(202).send({ stored, duplicates: records.length - stored });
    },
  );
};

function toRecord(
  collection: string,
  batch: { 'app-id'?: string; q?: string; name?: string },
  s: Signal,
  idempotencyKey: string,
): SignalRecord {
  const p = s.payload;
  return {
    collection,
    type: s.type,
    appId: s['app-id'] ?? batch['app-id'] ?? p.app_id ?? null,
    query: s.q ?? batch.q ?? p.query ?? null,
    name: s.name ?? batch.name ?? null,
    docId: p.docId ?? null,
    userId: p.user_id ?? null,
    // The sender's own signal id has no column: it stays with the payload.
    payload: s.id === undefined ? p : { ...p, signal_id: s.id },
    idempotencyKey,
  };
}
