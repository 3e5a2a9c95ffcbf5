import {
  ApiErrorSchema,
  SEARCH_RESULTS_PATH,
  SearchResultsQuerySchema,
  SearchResultsResponseSchema,
} from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { questionHash } from '../platform/logging.ts';
import { checkCaller } from './answer.service.ts';
import { rankedResults, resultsPage } from './results.service.ts';

/**
 * The results list of the search pages (/search, /search/smallBusiness): up to TOTAL_RESULTS
 * ranked articles, RESULTS_PER_PAGE a page. It carries the visitor's question, so it is no-store
 * and counted in the same `answers` budget as the answer routes.
 */
export const resultsRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase }> = async (app, { kb }) => {
  app.get(
    SEARCH_RESULTS_PATH,
    {
      config: { personal: true, perClientLimit: 'answers' },
      schema: {
        tags: ['answers'],
        summary: 'Ranked articles for a question, one page of RESULTS_PER_PAGE',
        description:
          'page is 1 to MAX_RESULTS_PAGE (TOTAL_RESULTS / RESULTS_PER_PAGE); above it is 400 SPTSEARCH-100. A page past the last page of this question answers an empty list with the real pageCount.',
        querystring: SearchResultsQuerySchema,
        response: {
          200: SearchResultsResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
          500: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const customerType = checkCaller(q['app-id'], q.customerType, 'consumer');
      const ranked = rankedResults(kb.engine, q.q, customerType);
      const page = resultsPage(ranked, { query: q.q, customerType, page: q.page });
      // As the answer routes log: the question only as its hash at info, in full at debug.
      const hash = questionHash(q.q);
      request.log.info(
        { questionHash: hash, numFound: page.numFound, page: page.page, declineReason: ranked.declineReason },
        'results',
      );
      request.log.debug({ questionHash: hash, question: q.q }, 'question');
      return page;
    },
  );
};
