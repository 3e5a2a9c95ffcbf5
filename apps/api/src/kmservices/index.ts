import {
  ApiErrorSchema,
  articleUrl,
  type CustomerType,
  CustomerTypeSchema,
  customerTypeOfService,
  isKnownAppId,
  type LineOfService,
  LineOfServiceSchema,
  SERVICE_DETAILS,
  SERVICE_KEYS,
  type ServiceKey,
  TOP_SOLUTIONS_LIMIT,
  TOP_SOLUTIONS_PATH,
  TopSolutionsQuerySchema,
  TopSolutionsResponseSchema,
} from '@support/contracts';
import { type Database, signalsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, businessRule } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { popularity } from '../search/popular.service.ts';

const isServiceKey = (v: string): v is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(v);

/**
 * The knowledge-management services under /kmservices (the web server proxies the prefix here).
 * Seed 001 §7: top solutions for a tag, the articles of that service or line of service ordered by
 * usage (signals popularity over 30 days), then knowledge-base order.
 */
export const kmServicesRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase; db: Database }> = async (
  app,
  { kb, db },
) => {
  const signals = signalsRepository(db);
  app.get(
    TOP_SOLUTIONS_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'Top solutions (most used articles) for a service key or line of service',
        description:
          'tags: a service key (wireless, smb-u-verse-tv, …) or a line of service (internet, tv, …); a value that is ' +
          'neither is 400 SPTSEARCH-100. app-id: a known app (idpui); another is 400 SPTSEARCH-101. customerType ' +
          '(consumer default, or smb) applies to a line of service only.',
        querystring: TopSolutionsQuerySchema,
        response: { 200: TopSolutionsResponseSchema, 400: ApiErrorSchema, 500: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (!isKnownAppId(q['app-id'])) throw businessRule('Unknown app-id');
      const scope = tagScope(q.tags, q.customerType);
      const articles = kb.engine.popular({
        customerType: scope.customerType,
        navigationTree: scope.serviceKey ? SERVICE_DETAILS[scope.serviceKey].navigationTree[0] : undefined,
        lineOfService: scope.lineOfService,
        popularity: await popularity(signals),
        limit: TOP_SOLUTIONS_LIMIT,
      });
      // Usage is recounted once a minute; a minute in caches changes nothing a visitor could see.
      reply.header('cache-control', 'public, max-age=60');
      return {
        tags: q.tags,
        tagType: scope.serviceKey ? ('serviceKey' as const) : ('lineOfService' as const),
        customerType: scope.customerType,
        articleLinks: articles.map((a) => ({ id: a.id, title: a.title, link: articleUrl(a) })),
      };
    },
  );
};

function tagScope(
  tag: string,
  customerType: string | undefined,
): { customerType: CustomerType; serviceKey?: ServiceKey; lineOfService?: LineOfService } {
  if (isServiceKey(tag)) return { customerType: customerTypeOfService(tag), serviceKey: tag };
  const los = LineOfServiceSchema.safeParse(tag);
  if (!los.success) throw badRequest('Invalid request: tags is not a service key or a line of service');
  if (customerType === undefined) return { customerType: 'consumer', lineOfService: los.data };
  const parsed = CustomerTypeSchema.safeParse(customerType.toLowerCase());
  if (!parsed.success) throw businessRule('Unknown customerType; expected consumer or smb');
  return { customerType: parsed.data, lineOfService: los.data };
}
