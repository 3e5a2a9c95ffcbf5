import {
  ApiErrorSchema,
  HTTP_ERROR,
  SEARCH_ERROR,
  SUPPORT_CONTENT_LOCALE,
  SUPPORT_CONTENT_ROUTE,
  SupportContentParamsSchema,
  SupportContentResponseSchema,
  SupportContentServiceSchema,
  SupportPageContentSchema,
  supportContentFeedKey,
} from '@support/contracts';
import { type Database, feedsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/errors.ts';

const contentFault = () =>
  new HttpError(500, SEARCH_ERROR.internal, 'The service could not complete the request. Please try again.');

/**
 * Seed 001 §7 `idpcms/support/{service}/index`: the words of a support topic page (heading, intro,
 * search label, popular tasks, topic headings), from the content_feeds rows seeded from
 * content/cms/support-<service>.en-us.json (editable there or in the database). A service with no
 * page is 404; the stored row is checked on every read, and a missing or malformed one is a 500
 * SPTSEARCH-103 with the field in the log, as the contact-us feeds are.
 */
export const supportContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const feeds = feedsRepository(db);
  app.get(
    SUPPORT_CONTENT_ROUTE,
    {
      schema: {
        tags: ['content'],
        summary: "A support topic page's words (heading, intro, search label, popular tasks, topic headings)",
        description:
          '`service` is `internet`, `wireless`, `smallbusiness-internet` or `smallbusiness-wireless` (any case). ' +
          'A malformed service is 400 SPTSEARCH-100; another well-formed one is 404 NOT_FOUND.',
        params: SupportContentParamsSchema,
        response: {
          200: SupportContentResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          500: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const service = SupportContentServiceSchema.safeParse(request.params.service);
      if (!service.success) throw new HttpError(404, HTTP_ERROR.notFound, 'No such support page');
      const feedKey = supportContentFeedKey(service.data);
      const stored = await feeds.get(feedKey, SUPPORT_CONTENT_LOCALE);
      if (stored === undefined) {
        request.log.error({ feedKey }, 'support page content is missing');
        throw contentFault();
      }
      const parsed = SupportPageContentSchema.safeParse(stored);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        request.log.error(
          { feedKey, field: issue?.path.join('.'), problem: issue?.message },
          'support page content is malformed',
        );
        throw contentFault();
      }
      reply.header('cache-control', 'public, max-age=60');
      return { service: service.data, content: parsed.data };
    },
  );
};
