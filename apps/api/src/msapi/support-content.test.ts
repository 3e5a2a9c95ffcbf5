import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  SUPPORT_CONTENT_SERVICES,
  SupportContentFileSchema,
  SupportContentResponseSchema,
  type SupportContentService,
  SupportPageContentSchema,
  supportContentFeedKey,
  supportContentUrl,
} from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { type FeedApp, startFeedApp, withStoredFeed } from '../testing/app.ts';

const CMS = join(REPO_ROOT, 'content', 'cms');
const KB_IDS = new Set(readdirSync(join(REPO_ROOT, 'content', 'kb')).map((f) => f.slice(0, 9)));
const fileOf = (service: SupportContentService) => join(CMS, `support-${service}.en-us.json`);
const readFile = (service: SupportContentService) =>
  SupportContentFileSchema.parse(JSON.parse(readFileSync(fileOf(service), 'utf8')));

/** The real app over one article and the real content/cms files. */
let feedApp: FeedApp;
beforeAll(async () => {
  feedApp = await startFeedApp(['cms']);
});
afterAll(() => feedApp.close());

const get = (url: string) => feedApp.app.inject({ method: 'GET', url });

describe('support page content (idpcms/support/{service}/index)', () => {
  it.each(SUPPORT_CONTENT_SERVICES)('serves the %s page as stored from its content file', async (service) => {
    const res = await get(supportContentUrl(service));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = SupportContentResponseSchema.parse(res.json());
    expect(body.service).toBe(service);
    expect(body.content).toEqual(readFile(service).payload);
  });

  it('gives each page its own words: a business page is not the consumer one', async () => {
    const headings = await Promise.all(
      SUPPORT_CONTENT_SERVICES.map(
        async (s) => (await get(supportContentUrl(s))).json().content.page.heading,
      ),
    );
    expect(new Set(headings).size).toBe(SUPPORT_CONTENT_SERVICES.length);
    expect(headings[SUPPORT_CONTENT_SERVICES.indexOf('smallbusiness-internet')]).toBe(
      'Business internet support',
    );
  });

  it('matches the service in any case', async () => {
    const res = await get('/msapi/idp-content-orchestration/v1/idpcms/support/SmallBusiness-Wireless/index');
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toBe('smallbusiness-wireless');
  });

  it.each(['tv', 'common', 'smallbusiness'])(
    'answers 404 NOT_FOUND in the error contract for %s',
    async (s) => {
      const res = await get(`/msapi/idp-content-orchestration/v1/idpcms/support/${s}/index`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ errorCode: 'NOT_FOUND', statusCode: 404 });
    },
  );

  it.each([
    ['punctuation', 'internet%3Bdrop'],
    ['an underscore', 'small_business'],
    ['41 characters', 'a'.repeat(41)],
    ['a leading hyphen', '-internet'],
  ])('answers 400 SPTSEARCH-100 for a service with %s', async (_name, s) => {
    const res = await get(`/msapi/idp-content-orchestration/v1/idpcms/support/${s}/index`);
    expect(res.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(res.json());
    expect(error.errorCode).toBe('SPTSEARCH-100');
    expect(error.details?.issues?.[0]?.path).toBe('params.service');
  });

  it('answers 500 SPTSEARCH-103 and logs the field when the stored content is malformed, then recovers', async () => {
    const key = supportContentFeedKey('wireless');
    const broken = (good: unknown) => {
      const page = good as ReturnType<typeof readFile>['payload'];
      page.popularTasks[0]!.href = 'javascript:alert(1)';
      return page;
    };
    await withStoredFeed(feedApp, { key }, broken, async () => {
      const res = await get(supportContentUrl('wireless'));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ errorCode: 'SPTSEARCH-103' });
      expect(JSON.stringify(res.json())).not.toContain('javascript');
      expect(feedApp.logged('support page content is malformed')).toMatchObject({
        feedKey: key,
        field: 'popularTasks.0.href',
      });
    });
    expect((await get(supportContentUrl('wireless'))).statusCode).toBe(200);
  });
});

describe('content/cms/support-*.json', () => {
  it('has one valid file per page and no other support file', () => {
    const files = readdirSync(CMS).filter((f) => f.startsWith('support-'));
    expect(files.sort()).toEqual(SUPPORT_CONTENT_SERVICES.map((s) => `support-${s}.en-us.json`).sort());
    for (const service of SUPPORT_CONTENT_SERVICES)
      expect(readFile(service).feedKey, service).toBe(supportContentFeedKey(service));
  });

  it('links only to this site: articles that are in content/kb', () => {
    for (const service of SUPPORT_CONTENT_SERVICES) {
      for (const task of readFile(service).payload.popularTasks) {
        expect(task.href).toMatch(/^\/[a-z]/);
        const id = task.href.match(/\/article\/[a-z-]+\/(KM\d{7})$/)?.[1];
        if (task.href.includes('/article/')) expect(KB_IDS, task.href).toContain(id);
      }
    }
  });

  it('keeps to made-up contact details', () => {
    for (const service of SUPPORT_CONTENT_SERVICES) {
      const text = readFileSync(fileOf(service), 'utf8');
      for (const phone of text.match(/\d{3}-\d{4}/g) ?? []) expect(phone).toMatch(/^555-01\d\d$/);
      for (const mail of text.match(/[\w.]+@[\w-]+(\.[\w-]+)*/g) ?? [])
        expect(mail).toMatch(/@example\.com$/);
      for (const m of text.matchAll(/https?:\/\/([^/"]+)/g)) expect(m[1]).toMatch(/(^|\.)example\.com$/);
    }
  });

  it.each([
    ['a protocol-relative link', { href: '//evil.example.com/x' }],
    ['a backslash link', { href: '/\\evil.example.com' }],
    ['an https link', { href: 'https://www.example.com/' }],
    ['a script link', { href: 'javascript:alert(1)' }],
    ['an empty title', { title: ' ' }],
    ['an extra field', { target: '_blank' }],
  ])('refuses %s in a popular task', (_name, over) => {
    const content = readFile('internet').payload;
    const bad = { ...content, popularTasks: [{ ...content.popularTasks[0]!, ...over }] };
    expect(SupportPageContentSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses a topic listed twice and an over-long heading', () => {
    const content = readFile('internet').payload;
    const twice = { ...content, topicHeadings: [...content.topicHeadings, content.topicHeadings[0]!] };
    expect(SupportPageContentSchema.safeParse(twice).success).toBe(false);
    const long = { ...content, page: { ...content.page, heading: 'x'.repeat(81) } };
    expect(SupportPageContentSchema.safeParse(long).success).toBe(false);
  });
});
