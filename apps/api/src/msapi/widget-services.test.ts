import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALLOCATION_KEYS,
  ALLOCATIONS_PATH,
  AllocationsResponseSchema,
  ApiErrorSchema,
  experimentFlags,
  LOADING_MESSAGE_COUNT,
  WIDGET_CONTENT_FEED_KEY,
  WIDGET_CONTENT_PATH,
  WidgetContentResponseSchema,
  WidgetContentSchema,
} from '@support/contracts';
import { flagsRepository } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { type FeedApp, startFeedApp, withStoredFeed } from '../testing/app.ts';

const CMS_FILE = join(REPO_ROOT, 'content', 'cms', 'hubanswer-global-search-consumer.json');
const FLAGS_FILE = join(REPO_ROOT, 'content', 'flags', 'search.json');

/** The real app over one article and the real content/cms and content/flags files. */
let feedApp: FeedApp;
beforeAll(async () => {
  feedApp = await startFeedApp(['cms', 'flags']);
});
afterAll(() => feedApp.close());

const getContent = (headers: Record<string, string> = { 'client-id': 'sitesearch' }) =>
  feedApp.app.inject({ method: 'GET', url: WIDGET_CONTENT_PATH, headers });

describe('widget content (seed 000 §7 call 7)', () => {
  it('answers the seeded text under cms-feed.components.default.hubAnswer.content', async () => {
    const res = await getContent();
    expect(res.statusCode).toBe(200);
    const body = WidgetContentResponseSchema.parse(res.json());
    const content = body['cms-feed'].components.default.hubAnswer.content;
    const file = JSON.parse(readFileSync(CMS_FILE, 'utf8'));
    expect(content).toEqual(file.payload);
    expect(content.loadingMsgArray).toHaveLength(LOADING_MESSAGE_COUNT);
    expect(Object.keys(content).sort()).toEqual(Object.keys(WidgetContentSchema.shape).sort());
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('keeps to made-up contact details', () => {
    const text = readFileSync(CMS_FILE, 'utf8');
    for (const phone of text.match(/\d{3}-\d{4}/g) ?? []) expect(phone).toMatch(/^555-01\d\d$/);
    for (const mail of text.match(/[\w.]+@[\w-]+(\.[\w-]+)*/g) ?? []) expect(mail).toMatch(/@example\.com$/);
  });

  it.each([
    ['no client-id header', {}],
    ['an empty client-id', { 'client-id': ' ' }],
  ])('refuses a request with %s: 400 SPTSEARCH-100 naming the header', async (_name, headers) => {
    const res = await getContent(headers);
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.errorCode).toBe('SPTSEARCH-100');
    expect(body.details?.issues?.[0]?.path).toBe('headers.client-id');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 500 SPTSEARCH-103 and logs the field when the stored feed is malformed, then recovers', async () => {
    const feed = { key: WIDGET_CONTENT_FEED_KEY };
    const oneMessage = (good: unknown) => ({ ...(good as object), loadingMsgArray: ['only one'] });
    await withStoredFeed(feedApp, feed, oneMessage, async () => {
      const res = await getContent();
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ errorCode: 'SPTSEARCH-103', statusCode: 500 });
      expect(res.body).not.toContain('loadingMsgArray');
      expect(feedApp.logged('widget content feed is malformed')).toMatchObject({
        field: 'loadingMsgArray',
        level: 50,
      });
    });
    await withStoredFeed(
      feedApp,
      feed,
      () => 'not an object',
      async () => {
        expect((await getContent()).statusCode).toBe(500);
      },
    );
    expect((await getContent()).statusCode).toBe(200);
  });
});

const getAllocations = (query: string) =>
  feedApp.app.inject({ method: 'GET', url: `${ALLOCATIONS_PATH}${query}` });

describe('flag allocations (seed 000 §7 call 6)', () => {
  it('answers the nine search keys with the defaults of content/flags/search.json', async () => {
    const res = await getAllocations('?teams=search');
    expect(res.statusCode).toBe(200);
    const { allocations } = AllocationsResponseSchema.parse(res.json());
    expect(allocations.map((a) => a.key).sort()).toEqual([...ALLOCATION_KEYS].sort());
    expect(allocations.every((a) => a.team === 'search')).toBe(true);
    const file = JSON.parse(readFileSync(FLAGS_FILE, 'utf8'));
    for (const a of allocations) expect(a.value).toBe(file.allocations[a.key].value);
    expect(experimentFlags(allocations)).toEqual({
      enableWidget: true,
      enableAPICallOnPageLoad: true,
      enableGenAIButton: false,
      enableBillingIntent: false,
      enableSpectraAPI: false,
      enablePersonalization: false,
      enableRelatedQuestions: true,
      enableFollowUp: false,
      enableForums: true,
    });
  });

  it('takes a comma list of teams, and an unknown team has an empty list', async () => {
    const flags = flagsRepository(feedApp.db);
    await flags.put('billing', 'svc-billing-ixp-demo', 'true');
    const both = AllocationsResponseSchema.parse((await getAllocations('?teams=search,billing')).json());
    expect(both.allocations).toHaveLength(10);
    expect(both.allocations).toContainEqual({ key: 'svc-billing-ixp-demo', team: 'billing', value: 'true' });
    const unknown = await getAllocations('?teams=nobody');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ allocations: [] });
  });

  it('passes the string "true" on as it is stored, and leaves out a value that is not a scalar', async () => {
    const flags = flagsRepository(feedApp.db);
    await flags.put('lab', 'svc-search-ixp-show-gen-ai', 'true');
    await flags.put('lab', 'svc-search-ixp-ask-followup', { on: true });
    const { allocations } = AllocationsResponseSchema.parse((await getAllocations('?teams=lab')).json());
    expect(allocations).toEqual([{ key: 'svc-search-ixp-show-gen-ai', team: 'lab', value: 'true' }]);
    expect(experimentFlags(allocations).enableGenAIButton).toBe(true);
  });

  it.each(['', '?teams=', '?teams=Search!'])('refuses %j with 400 SPTSEARCH-100', async (query) => {
    const res = await getAllocations(query);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('SPTSEARCH-100');
  });
});
