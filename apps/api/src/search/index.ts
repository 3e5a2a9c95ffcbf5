import type { AnswerComposer } from '@support/answer-engine';
import {
  AnswerExtractionV1QuerySchema,
  AnswerExtractionV2QuerySchema,
  ApiErrorSchema,
  BestAnswerResponseSchema,
  type CustomerType,
  type LineOfService,
  LineOfServiceSchema,
  PopularAnswersQuerySchema,
  PopularAnswersResponseSchema,
  ROOT_NAVIGATION,
  SERVICE_KEYS,
  type ServiceKey,
  SmartAnswerResponseSchema,
  TOTAL_RESULTS,
} from '@support/contracts';
import { type Database, outagesRepository, signalsRepository } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import {
  askKnowledgeBase,
  bestAnswerJson,
  checkCaller,
  type PreparedAnswer,
  parseDataSources,
  smartAnswerJson,
  smartAnswerPageKey,
  streamAnswer,
} from './answer.service.ts';
import { answerKeptAddress, keepForAddress, logPrepared, rankedNow } from './answer-by-address.ts';
import { outageLinesFor, outageNotice, zipInQuestion } from './outage-notice.ts';
import { popularAnswers } from './popular.service.ts';
import { resultsRoutes } from './results.ts';
import { contractSerializerCompiler, sendJson } from './serialize.ts';
import { signalRoutes } from './signals.ts';
import { sendEventStream } from './sse.ts';

export interface SearchRoutesOptions {
  kb: KnowledgeBase;
  db: Database;
  composer: AnswerComposer;
}

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema, 500: ApiErrorSchema };

/**
 * An answer is about this visitor's question: never stored by a cache, and counted against the
 * client's answer budget.
 */
const ANSWER_ROUTE = { personal: true, perClientLimit: 'answers' } as const;

/** The answer APIs of seed 000 §7 (calls 1, 3 and 5). */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { kb, db, composer }) => {
  // Responses (answers and errors) written by serializers compiled from the contracts, not by a
  // zod parse of our own output per request; the contract tests check what they write.
  app.setSerializerCompiler(contractSerializerCompiler);
  const answeredBefore = answerKeptAddress(kb);
  app.get(
    '/search/v1/answerextraction',
    {
      config: ANSWER_ROUTE,
      preValidation: answeredBefore,
      schema: {
        tags: ['answers'],
        summary: 'Smart answer: the best answer as the first doc, with related questions',
        querystring: AnswerExtractionV1QuerySchema,
        response: { 200: SmartAnswerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const customerType = checkCaller(q['app-id'], q.customerType, 'consumer');
      const lineOfService = parseLosFilter(q.fq);
      const ranked = rankedNow(kb);
      const p = await askKnowledgeBase(kb, {
        appId: q['app-id'],
        question: q.q,
        customerType,
        lineOfService,
        dataSources: parseDataSources(undefined, false),
        relatedEnabled: true,
        limit: TOTAL_RESULTS,
      });
      logPrepared(request.log, q.q, p);
      // Serialized by the service (once per cache entry when it can), so sent as it is.
      const page = { start: q.start, rows: q.rows };
      const json = await smartAnswerJson(kb.engine, composer, p, page);
      // The entry keeps the body of the last page it was asked for: kept here only if that is this one.
      const kept = p.bodies.v1?.page === smartAnswerPageKey(page) ? p.bodies.v1.body : undefined;
      keepForAddress(ranked, request.url, q.q, p, kept);
      return sendJson(reply, json);
    },
  );

  const outages = outagesRepository(db);
  /**
   * The outage notice a troubleshooting answer starts with when the visitor's ZIP has an outage of
   * that service; a failed lookup is logged and the answer goes without it.
   */
  async function outageFirst(p: PreparedAnswer, zip: string | undefined, log: FastifyBaseLogger) {
    const lines = outageLinesOf(p);
    if (zip === undefined || lines.length === 0) return undefined;
    const now = new Date();
    try {
      return outageNotice(await outages.active({ now, zip }), lines, zip, now, p.best ? 'steps' : 'choices');
    } catch (err) {
      log.warn(
        { err: err instanceof Error ? err.name : 'error' },
        'outage check failed; answering without it',
      );
      return undefined;
    }
  }

  const v2 = (customerTypeOfPath: CustomerType) =>
    async function handler(
      request: {
        query: z.infer<typeof AnswerExtractionV2QuerySchema>;
        url: string;
        raw: { on: (e: 'close', f: () => void) => void };
        log: typeof app.log;
      },
      reply: Parameters<typeof sendEventStream>[0],
    ) {
      const q = request.query;
      const asked = checkCaller(q['app-id'], q.customerType, customerTypeOfPath);
      // The /smb path answers for small business only; customerType is still checked (SPTSEARCH-101).
      const customerType: CustomerType = customerTypeOfPath === 'smb' ? 'smb' : asked;
      const ranked = rankedNow(kb);
      const p = await askKnowledgeBase(kb, {
        appId: q['app-id'],
        question: q.searchTerm,
        customerType,
        navigationTree: q.navigationTree,
        lineOfService: q.lineOfService,
        dataSources: parseDataSources(q.includeDatasources, q.isForums),
        relatedEnabled: q.isRelatedQnAEnabled,
      });
      logPrepared(request.log, q.searchTerm, p);
      const zip = q.zip ?? zipInQuestion(q.searchTerm);
      const notice = await outageFirst(p, zip, request.log);
      // The visitor leaving (closed connection) stops composition; a cached extractive answer needs
      // none. The request also closes once the answer has been sent: nothing is left to stop then.
      const signal = () => {
        const aborted = new AbortController();
        request.raw.on('close', () => {
          if (!reply.raw.writableEnded) aborted.abort();
        });
        return aborted.signal;
      };
      if (q.stream) return sendEventStream(reply, streamAnswer(composer, p, signal(), notice), request.log);
      // Serialized by the service (once per cache entry when it can), so sent as it is.
      const json = await bestAnswerJson(composer, p, signal, notice);
      // Kept for the address unless an outage notice for the visitor's ZIP could come and go.
      if (zip === undefined || outageLinesOf(p).length === 0)
        keepForAddress(ranked, request.url, q.searchTerm, p, p.bodies.v2);
      return sendJson(reply, json);
    };

  const v2Schema = (summary: string) => ({
    tags: ['answers'],
    summary,
    description:
      'With stream=true the answer comes as text/event-stream: an `init` event, `data:` lines (answer pieces, related questions, citations, meta) and an end marker `[END]`.',
    querystring: AnswerExtractionV2QuerySchema,
    response: { 200: BestAnswerResponseSchema, ...errors },
  });
  app.get(
    '/search/v2/answerextraction',
    {
      config: ANSWER_ROUTE,
      preValidation: answeredBefore,
      schema: v2Schema('Best answer for a consumer question'),
    },
    v2('consumer'),
  );
  app.get(
    '/search/v2/answerextraction/smb',
    {
      config: ANSWER_ROUTE,
      preValidation: answeredBefore,
      schema: v2Schema('Best answer for a small-business question'),
    },
    v2('smb'),
  );

  await app.register(signalRoutes, { db });
  await app.register(resultsRoutes, { kb });

  const signals = signalsRepository(db);
  app.get(
    '/search/v3/sitesearchapi/popularAnswers',
    {
      schema: {
        tags: ['answers'],
        summary: 'Common questions for a service (q: a service key, "*" for all, or words to match)',
        querystring: PopularAnswersQuerySchema,
        response: { 200: PopularAnswersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const customerType = checkCaller(q['app-id'], q.customerType, 'consumer');
      // A business visitor's "wireless" is the smb-wireless service.
      const key = customerType === 'smb' && !q.q.startsWith('smb-') ? `smb-${q.q}` : q.q;
      const serviceKey = (SERVICE_KEYS as readonly string[]).includes(key)
        ? (key as ServiceKey)
        : (SERVICE_KEYS as readonly string[]).includes(q.q)
          ? (q.q as ServiceKey)
          : undefined;
      return popularAnswers(kb.engine, signals, {
        customerType,
        serviceKey,
        query: serviceKey || q.q === '*' ? undefined : q.q,
        navigationTree: q.navigationTree,
        lineOfService: q.los,
        rootNavigation: ROOT_NAVIGATION[customerType],
      });
    },
  );
};

/**
 * The outage lines an answer starts with (outageLinesFor), or without an answer, those of the
 * choices offered instead: "wifi" asked where the internet is out hears of the outage first.
 */
function outageLinesOf(p: PreparedAnswer): readonly LineOfService[] {
  if (p.best) return outageLinesFor(p.best);
  if (p.related.length === 0) return [];
  return [...new Set((p.retrieval.choices ?? []).flatMap((h) => outageLinesFor(h.article)))];
}

/** fq=los:<line of service> (seed 000 §7 call 1). */
function parseLosFilter(fq: string | undefined) {
  if (fq === undefined) return undefined;
  const value = fq.replace(/^los:/i, '').replace(/"/g, '').toLowerCase();
  const parsed = LineOfServiceSchema.safeParse(value);
  if (!parsed.success) throw badRequest('Invalid request: fq has an unknown line of service');
  return parsed.data;
}
