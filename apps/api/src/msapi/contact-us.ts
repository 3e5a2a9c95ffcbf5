import {
  ApiErrorSchema,
  CONTACT_US_FEED_KEYS,
  CONTACT_US_FEED_PATHS,
  ContactUsFeedQuerySchema,
  ContactUsFeedResponseSchema,
  ContactUsFeedSchema,
  ContactUsHeadersSchema,
  CUSTOMER_TYPES,
  contactUsLocale,
  SEARCH_ERROR,
} from '@support/contracts';
import { type Database, feedsRepository } from '@support/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../platform/errors.ts';

const contentFault = () =>
  new HttpError(500, SEARCH_ERROR.internal, 'The service could not complete the request. Please try again.');

/**
 * Seed 001 §7 contact-us call 1: the consumer and smb contact-us feeds, from the content_feeds
 * rows seeded from content/cms/contact-us-<audience>.<locale>.json (editable there or in the
 * database). The language is the `locale` query, else Accept-Language (es → es-us), else en-us.
 * The stored payload is checked on every read, as the widget's text is: a feed edited into a bad
 * shape, or a missing one, is a 500 SPTSEARCH-103 with the field in the log, never a half page.
 */
export const contactUsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const feeds = feedsRepository(db);
  for (const audience of CUSTOMER_TYPES) {
    const feedKey = CONTACT_US_FEED_KEYS[audience];
    app.get(
      CONTACT_US_FEED_PATHS[audience],
      {
        schema: {
          tags: ['content'],
          summary: `The ${audience} contact-us page's content feed (cms-feed.components, pageProperties.seo)`,
          description:
            'Needs a `client-id` header naming the calling app (400 SPTSEARCH-100 without). `raw-mode=true` ' +
            'is the only mode. `locale=en-us|es-us` picks the language; without it Accept-Language does ' +
            '(Spanish first: es-us), else en-us. An unsupported `locale` is a 400.',
          headers: ContactUsHeadersSchema,
          querystring: ContactUsFeedQuerySchema,
          response: { 200: ContactUsFeedResponseSchema, 400: ApiErrorSchema, 500: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const locale = contactUsLocale(request.query.locale, request.headers['accept-language']);
        const stored = await feeds.get(feedKey, locale);
        if (stored === undefined) {
          request.log.error({ feedKey, locale }, 'contact-us feed is missing');
          throw contentFault();
        }
        const parsed = ContactUsFeedSchema.safeParse(stored);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          request.log.error(
            { feedKey, locale, field: issue?.path.join('.'), problem: issue?.message },
            'contact-us feed is malformed',
          );
          throw contentFault();
        }
        // The answer depends on Accept-Language when no locale is named, so caches must key on it.
        reply.header('cache-control', 'public, max-age=60');
        reply.header('vary', 'Accept-Language');
        reply.header('content-language', locale === 'es-us' ? 'es-US' : 'en-US');
        return { 'cms-feed': parsed.data };
      },
    );
  }
};
