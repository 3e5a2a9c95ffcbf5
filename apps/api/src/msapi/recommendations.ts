import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  RECOMMENDATION_PAGES,
  RECOMMENDATIONS_PATH,
  RecommendationsQuerySchema,
  RecommendationsResponseSchema,
  VISITOR_ID_COOKIE,
  VisitorIdSchema,
} from '@support/contracts';
import { type Database, signalsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessRule } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { recommend } from './recommendations.service.ts';

/**
 * Seed 001 §7 support-site call 5: "suggested for you" for one page and visitor, as a list read by
 * position (contracts: RECOMMENDATION_POSITION). The visitor is the `tdiceId` query or, without it,
 * the tdiceId cookie; a cookie that is not a UUID counts as no visitor (popular articles), while a
 * malformed query is a 400. Per visitor: never cached.
 */
export const recommendationRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase; db: Database }> = async (
  app,
  { kb, db },
) => {
  const signals = signalsRepository(db);
  app.get(
    RECOMMENDATIONS_PATH,
    {
      config: { personal: true },
      schema: {
        tags: ['recommendations'],
        summary:
          'Suggested articles for a page and visitor, read by position (0: transaction id, 8: articles)',
        description:
          'pageId: a tDicePageId (contactus-prepaid, contactus-digitallife, contactus-landing, contactus-smb-landing, ' +
          'contactus-smb-prepaid, support-landing, support-smb-landing); another is 400 SPTSEARCH-101. tdiceId: the ' +
          `visitor's UUID, else the ${VISITOR_ID_COOKIE} cookie.`,
        querystring: RecommendationsQuerySchema,
        response: { 200: RecommendationsResponseSchema, 400: ApiErrorSchema, 500: ApiErrorSchema },
      },
    },
    async (request) => {
      const { pageId, tdiceId } = request.query;
      const page = Object.hasOwn(RECOMMENDATION_PAGES, pageId) ? RECOMMENDATION_PAGES[pageId] : undefined;
      if (!page) throw businessRule('Unknown pageId');
      const visitorId = tdiceId ?? cookieVisitor(request.headers.cookie);
      return recommend(kb.engine, signals, {
        transactionId: randomUUID(),
        pageId,
        ...page,
        visitorId,
        now: new Date(),
      });
    },
  );
};

/** The visitor id of the tdiceId cookie, when it holds a UUID. */
function cookieVisitor(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== VISITOR_ID_COOKIE) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    const parsed = VisitorIdSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}
