import { type Article, articleSteps } from '@support/answer-engine';
import { ApiErrorSchema, ArticleParamsSchema, ArticleViewSchema, articleUrl } from '@support/contracts';
import type { Database } from '@support/db';
import { renderMarkdown, type SafeHtml } from '@support/safe-html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { allocationRoutes } from './allocations.ts';
import { contactUsRoutes } from './contact-us.ts';
import { deviceRoutes } from './devices.ts';
import { outageRoutes } from './outages.ts';
import { profileRoutes } from './profile.ts';
import { recommendationRoutes } from './recommendations.ts';
import { serviceArticleRoutes } from './service-articles.ts';
import { supportContentRoutes } from './support-content.ts';
import { supportSearchRoutes } from './support-search.ts';
import { widgetContentRoutes } from './widget-content.ts';

// The engine holds one object per article and is rebuilt when the articles change, so the HTML is
// rendered once per article and version, and goes with the engine it came from.
const bodyHtml = new WeakMap<Article, SafeHtml>();
function articleHtml(article: Article): SafeHtml {
  let html = bodyHtml.get(article);
  if (html === undefined) {
    html = renderMarkdown(article.body);
    bodyHtml.set(article, html);
  }
  return html;
}

/**
 * Content and services for the site's own pages: knowledge-base articles, the widget's text and
 * flags, the contact-us feeds, and the support area's services (profile, recommendations, search
 * suggestions, outages, device catalogue; README.md lists them).
 */
export const contentRoutes: FastifyPluginAsyncZod<{
  kb: KnowledgeBase;
  db: Database;
  contentDir: string;
}> = async (app, { kb, db, contentDir }) => {
  await app.register(widgetContentRoutes, { db });
  await app.register(allocationRoutes, { db });
  await app.register(contactUsRoutes, { db });
  await app.register(supportContentRoutes, { db });
  await app.register(profileRoutes);
  await app.register(recommendationRoutes, { kb, db });
  await app.register(supportSearchRoutes, { kb });
  await app.register(outageRoutes, { db });
  await app.register(deviceRoutes, { kb, contentDir });
  await app.register(serviceArticleRoutes, { kb });
  app.get(
    '/msapi/kb/v1/articles/:articleId',
    {
      schema: {
        tags: ['content'],
        summary: 'One knowledge-base article, with its sanitised HTML, its steps and related articles',
        params: ArticleParamsSchema,
        response: { 200: ArticleViewSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const engine = kb.engine;
      const a = engine.article(request.params.articleId);
      if (!a) throw new HttpError(404, 'NOT_FOUND', `No such article`);
      reply.header('cache-control', 'public, max-age=60');
      return {
        ...a,
        html: articleHtml(a),
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
