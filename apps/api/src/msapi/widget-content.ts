import {
  ApiErrorSchema,
  SEARCH_ERROR,
  WIDGET_CONTENT_FEED_KEY,
  WIDGET_CONTENT_PATH,
  WidgetContentHeadersSchema,
  WidgetContentResponseSchema,
  WidgetContentSchema,
} from '@support/contracts';
import { type Database, feedsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/errors.ts';

const FEED_LOCALE = 'en-us';
const contentFault = () =>
  new HttpError(500, SEARCH_ERROR.internal, 'The service could not complete the request. Please try again.');

/**
 * Seed 000 §7 call 7: the answer widget's text, from the content_feeds row seeded from
 * content/cms/hubanswer-global-search-consumer.json (and editable there or in the database).
 * The stored payload is checked on every read: a feed edited into a bad shape is a 500
 * SPTSEARCH-103 with the field in the log, never a half-empty widget.
 */
export const widgetContentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const feeds = feedsRepository(db);
  app.get(
    WIDGET_CONTENT_PATH,
    {
      schema: {
        tags: ['content'],
        summary: "The answer widget's content-managed text (labels, loading messages, feedback)",
        description:
          'Needs a `client-id` header naming the calling app; without one the answer is 400 SPTSEARCH-100.',
        headers: WidgetContentHeadersSchema,
        response: { 200: WidgetContentResponseSchema, 400: ApiErrorSchema, 500: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const stored = await feeds.get(WIDGET_CONTENT_FEED_KEY, FEED_LOCALE);
      if (stored === undefined) {
        request.log.error({ feedKey: WIDGET_CONTENT_FEED_KEY }, 'widget content feed is missing');
        throw contentFault();
      }
      const parsed = WidgetContentSchema.safeParse(stored);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        request.log.error(
          { feedKey: WIDGET_CONTENT_FEED_KEY, field: issue?.path.join('.'), problem: issue?.message },
          'widget content feed is malformed',
        );
        throw contentFault();
      }
      reply.header('cache-control', 'public, max-age=60');
      return { 'cms-feed': { components: { default: { hubAnswer: { content: parsed.data } } } } };
    },
  );
};
