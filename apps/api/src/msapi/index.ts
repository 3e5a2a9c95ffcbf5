import { articleSteps } from '@support/answer-engine';
import { ApiErrorSchema, ArticleParamsSchema, ArticleViewSchema, articleUrl } from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';

/** Content for the site's own pages: knowledge-base articles. */
export const contentRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase }> = async (app, { kb }) => {
  app.get(
    '/msapi/kb/v1/articles/:articleId',
    {
      schema: {
        tags: ['content'],
        summary: 'One knowledge-base article, with its steps and related articles',
        params: ArticleParamsSchema,
        response: { 200: ArticleViewSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const engine = kb.engine;
      const a = engine.article(request.params.articleId);
      if (!a) throw new HttpError(404, 'NOT_FOUND', `No article ${request.params.articleId}`);
      reply.header('cache-control', 'public, max-age=60');
      return {
        ...a,
        steps: articleSteps(a.body),
        related: a.related
          .map((id) => engine.article(id))
          .filter((r) => r !== undefined)
          .map((r) => ({ id: r.id, title: r.title, url: articleUrl(r) })),
        url: articleUrl(a),
      };
    },
  );
};
