import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  CONTACT_US_FEED_KEYS,
  CONTACT_US_FEED_URLS,
  CONTACT_US_LOCALES,
  CONTACT_US_SERVICES,
  ContactUsComponentsSchema,
  type ContactUsFeed,
  ContactUsFeedResponseSchema,
  type ContactUsLocale,
  ContactUsSearchWidgetSchema,
  ContactUsSeoRecordSchema,
  CUSTOMER_TYPES,
  type CustomerType,
  phoneTextParts,
} from '@support/contracts';
import { feedsRepository } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { type FeedApp, startFeedApp, withStoredFeed } from '../testing/app.ts';

const WEB_PUBLIC = join(REPO_ROOT, 'apps', 'web', 'public');
const KB_IDS = new Set(readdirSync(join(REPO_ROOT, 'content', 'kb')).map((f) => f.slice(0, 9)));
const cmsFile = (audience: CustomerType, locale: ContactUsLocale) =>
  join(REPO_ROOT, 'content', 'cms', `contact-us-${audience}.${locale}.json`);
const readFeedFile = (audience: CustomerType, locale: ContactUsLocale) =>
  JSON.parse(readFileSync(cmsFile(audience, locale), 'utf8')) as {
    feedKey: string;
    locale: string;
    payload: ContactUsFeed;
  };
const CASES = CUSTOMER_TYPES.flatMap((audience) =>
  CONTACT_US_LOCALES.map((locale) => [audience, locale] as const),
);

/** The real app over one article and the real content/cms and content/flags files. */
let feedApp: FeedApp;
beforeAll(async () => {
  feedApp = await startFeedApp(['cms', 'flags']);
});
afterAll(() => feedApp.close());

const getFeed = (
  audience: CustomerType,
  { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
) =>
  feedApp.app.inject({
    method: 'GET',
    url: `${CONTACT_US_FEED_URLS[audience]}${query}`,
    headers: { 'client-id': 'support-web', ...headers },
  });

/** Every key of a zod object shape, to compare with what came back. */
const keysOf = (shape: object) => Object.keys(shape).sort();

describe('contact-us feeds (seed 001 §7 contact-us call 1)', () => {
  it.each(CASES)(
    'answers the %s feed in %s with every panel and field of the seed',
    async (audience, locale) => {
      const res = await getFeed(audience, { query: `&locale=${locale}` });
      expect(res.statusCode).toBe(200);
      const feed = ContactUsFeedResponseSchema.parse(res.json())['cms-feed'];
      const file = readFeedFile(audience, locale);
      expect(file.feedKey).toBe(CONTACT_US_FEED_KEYS[audience]);
      expect(file.locale).toBe(locale);
      expect(feed).toEqual(file.payload);

      const { components } = feed;
      expect(keysOf(components)).toEqual(keysOf(ContactUsComponentsSchema.shape));
      expect(keysOf(components.searchWidget)).toEqual(keysOf(ContactUsSearchWidgetSchema.shape));
      for (const record of feed.pageProperties.seo)
        expect(keysOf(record)).toEqual(keysOf(ContactUsSeoRecordSchema.shape));
      expect(components.topSolutions.articleLinks).toHaveLength(6);
      expect(components.articleCards.some((c) => !c.hasCta)).toBe(true);

      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.headers['content-language']).toBe(locale === 'es-us' ? 'es-US' : 'en-US');
    },
  );

  it('covers every service page of its audience: title, panels, search text and SEO record', () => {
    for (const [audience, locale] of CASES) {
      const { components, pageProperties } = readFeedFile(audience, locale).payload;
      const services = CONTACT_US_SERVICES.filter((s) => audience === 'consumer' || s.contactusSMB).map(
        (s) => s.contcatUsCmsContext,
      );
      const names = (list: { serviceName: string }[]) => list.map((x) => x.serviceName).sort();
      for (const list of [components.titleDescription, components.searchWidget.services])
        expect(names(list), `${audience} ${locale}`).toEqual([...services].sort());
      // The phone panels also have the landing page's own (context index).
      for (const list of [components.customerServicePanel, components.otherContactOptionsPanel])
        expect(names(list), `${audience} ${locale}`).toEqual([...services, 'index'].sort());
      expect(names(pageProperties.seo)).toEqual(
        [audience === 'smb' ? 'smbIndex' : 'index', ...services].sort(),
      );
    }
  });

  it('keeps the Spanish feeds in step with the English ones: same links, icons, services and phone numbers', () => {
    const skeleton = (feed: ContactUsFeed) => {
      const c = feed.components;
      return {
        menu: c.serviceInfo.dropDownMenu.map((m) => [
          m.productCategory,
          m.imageUrl,
          m.primaryNav.map((n) => n.navId),
        ]),
        cards: c.articleCards.map((a) => [a.readMoreUrl, a.hasCta, a.ctaLink, a.iconUrl]),
        solutions: c.topSolutions.articleLinks.map((l) => l.link),
        phones: JSON.stringify(c).match(/phoneNo:[^:]*:phoneNo/g),
        seo: feed.pageProperties.seo.map((r) => [r.serviceName, r.canonicalLinks]),
      };
    };
    for (const audience of CUSTOMER_TYPES) {
      const en = readFeedFile(audience, 'en-us').payload;
      const es = readFeedFile(audience, 'es-us').payload;
      expect(skeleton(es)).toEqual(skeleton(en));
      expect(es.components.header.unauthHeaderTitle).not.toBe(en.components.header.unauthHeaderTitle);
    }
  });

  it('points only at things we serve: icons under apps/web/public, articles in content/kb', () => {
    for (const [audience, locale] of CASES) {
      const text = readFileSync(cmsFile(audience, locale), 'utf8');
      const { components } = readFeedFile(audience, locale).payload;
      const images = [
        ...components.serviceInfo.dropDownMenu.map((m) => m.imageUrl),
        ...components.articleCards.map((c) => c.iconUrl).filter((u) => u !== ''),
      ];
      for (const image of images) expect(existsSync(join(WEB_PUBLIC, image)), image).toBe(true);
      for (const [, id] of text.matchAll(/\/article\/[a-z-]+\/(KM\d{7})"/g)) expect(KB_IDS).toContain(id);
      for (const m of text.matchAll(/"https:\/\/([^/"]+)/g)) expect(m[1]).toBe('www.example.com');
    }
  });

  it('keeps to made-up contact details, phone numbers inside phoneNo markers', () => {
    for (const [audience, locale] of CASES) {
      const text = readFileSync(cmsFile(audience, locale), 'utf8');
      for (const phone of text.match(/\d{3}-\d{4}/g) ?? []) expect(phone).toMatch(/^555-01\d\d$/);
      for (const mail of text.match(/[\w.]+@[\w-]+(\.[\w-]+)*/g) ?? [])
        expect(mail).toMatch(/@example\.com$/);
      const { components } = readFeedFile(audience, locale).payload;
      for (const panel of [...components.customerServicePanel, ...components.otherContactOptionsPanel])
        for (const value of Object.values(panel))
          for (const part of phoneTextParts(value))
            if (part.kind === 'text') expect(part.text).not.toMatch(/\d{3}-\d{4}/);
    }
  });
});

describe('contact-us feed language', () => {
  const titleOf = (body: unknown) =>
    ContactUsFeedResponseSchema.parse(body)['cms-feed'].components.header.unauthHeaderTitle;
  const spanish = readFeedFile('consumer', 'es-us').payload.components.header.unauthHeaderTitle;
  const english = readFeedFile('consumer', 'en-us').payload.components.header.unauthHeaderTitle;

  it.each([
    ['no locale and no Accept-Language', '', {}, english],
    ['Accept-Language es-MX', '', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, spanish],
    ['Accept-Language that prefers English', '', { 'accept-language': 'en-US,es;q=0.5' }, english],
    ['a language we do not have', '', { 'accept-language': 'fr-FR,de;q=0.8' }, english],
    ['locale=es-us', '&locale=es-us', {}, spanish],
    ['locale=EN-US over a Spanish Accept-Language', '&locale=EN-US', { 'accept-language': 'es' }, english],
  ])('answers with %s', async (_name, query, headers, title) => {
    const res = await getFeed('consumer', { query, headers });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.json())).toBe(title);
  });

  it('answers without raw-mode too (the only mode there is)', async () => {
    const res = await feedApp.app.inject({
      method: 'GET',
      url: CONTACT_US_FEED_URLS.smb.split('?')[0]!,
      headers: { 'client-id': 'support-web' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('contact-us feed requests refused', () => {
  it.each([
    ['no client-id header', '', { 'client-id': '' }, 'headers.client-id'],
    ['an unsupported locale', '&locale=fr-fr', {}, 'querystring.locale'],
    ['a raw-mode other than true', '&raw-mode=false', {}, 'querystring.raw-mode'],
  ])('400 SPTSEARCH-100 for %s', async (_name, query, headers, path) => {
    const res = await getFeed('smb', { query, headers });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.errorCode).toBe('SPTSEARCH-100');
    expect(body.details?.issues?.map((i) => i.path)).toContain(path);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a stored contact-us feed that went bad', () => {
  it('answers 500 SPTSEARCH-103 and logs the field when the feed is malformed, then recovers', async () => {
    const key = CONTACT_US_FEED_KEYS.consumer;
    const spanish = { query: '&locale=es-us' };
    const withoutChooseServiceText = (good: unknown) => {
      const broken = good as ContactUsFeed;
      (broken.components.header as { chooseServiceText?: string }).chooseServiceText = undefined;
      return broken;
    };
    await withStoredFeed(feedApp, { key, locale: 'es-us' }, withoutChooseServiceText, async () => {
      const res = await getFeed('consumer', spanish);
      expect(res.statusCode).toBe(500);
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ errorCode: 'SPTSEARCH-103', statusCode: 500 });
      expect(res.body).not.toContain('chooseServiceText');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(feedApp.logged('contact-us feed is malformed')).toMatchObject({
        level: 50,
        feedKey: key,
        locale: 'es-us',
        field: 'components.header.chooseServiceText',
      });
      // The English feed is another row, and still fine.
      expect((await getFeed('consumer')).statusCode).toBe(200);
    });
    await withStoredFeed(
      feedApp,
      { key, locale: 'es-us' },
      () => ['not', 'a', 'feed'],
      async () => {
        expect((await getFeed('consumer', spanish)).statusCode).toBe(500);
      },
    );
    expect((await getFeed('consumer', spanish)).statusCode).toBe(200);
  });

  it('answers 500 SPTSEARCH-103 and logs the key when the feed is not in the database', async () => {
    const feeds = feedsRepository(feedApp.db);
    const key = CONTACT_US_FEED_KEYS.smb;
    const good = await feeds.get(key, 'en-us');
    await feedApp.db.query(`DELETE FROM content_feeds WHERE feed_key = $1 AND locale = 'en-us'`, [key]);
    try {
      feedApp.logs.length = 0;
      const res = await getFeed('smb');
      expect(res.statusCode).toBe(500);
      expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('SPTSEARCH-103');
      expect(feedApp.logged('contact-us feed is missing')).toMatchObject({
        level: 50,
        feedKey: key,
        locale: 'en-us',
      });
    } finally {
      await feeds.put(key, good, 'en-us');
    }
    expect((await getFeed('smb')).statusCode).toBe(200);
  });
});
