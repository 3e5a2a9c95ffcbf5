import {
  ApiErrorSchema,
  articleUrl,
  SERVICE_ARTICLES_PATH,
  ServiceArticlesQuerySchema,
  ServiceArticlesResponseSchema,
} from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KnowledgeBase } from '../platform/knowledge.ts';

/**
 * The articles of one line of service and customer type, for the topic pages (seed 001 §2:
 * /support/internet/, /support/wireless/ and their small-business versions), which group them by
 * topic. Read from the engine per request, so a changed knowledge base shows at once.
 */
export const serviceArticleRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase }> = async (app, { kb }) => {
  app.get(
    SERVICE_ARTICLES_PATH,
    {
      schema: {
        tags: ['content'],
        summary: 'The knowledge-base articles of one line of service (consumer or smb), in id order',
        querystring: ServiceArticlesQuerySchema,
        response: { 200: ServiceArticlesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lineOfService, customerType } = request.query;
      const articles = kb.engine
        .articles()
        .filter((a) => a.lineOfService === lineOfService && a.customerType === customerType)
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((a) => ({
          id: a.id,
          title: a.title,
          topic: a.topic,
          serviceKey: a.serviceKey,
          dataSource: a.dataSource,
          intent: a.intent,
          url: articleUrl(a),
        }));
      // As the article route: a minute in caches; the web's data cache is expired by the kb notice.
      reply.header('cache-control', 'public, max-age=60');
      return { lineOfService, customerType, articles };
    },
  );
};
