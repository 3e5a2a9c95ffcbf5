import { randomUUID } from 'node:crypto';
import {
  ApiErrorSchema,
  RECOMMENDATION_POSITION,
  RECOMMENDATIONS_PATH,
  RECOMMENDED_ARTICLES,
  RecommendationsResponseSchema,
  readRecommendations,
  VISITOR_ID_COOKIE,
} from '@support/contracts';
import { signalsRepository } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';
import { RECOMMENDATION_MESSAGES } from './recommendations.service.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp();
});
afterAll(async () => {
  await s.close();
});

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const res = await s.app.inject({ method: 'GET', url: `${RECOMMENDATIONS_PATH}?${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return RecommendationsResponseSchema.parse(res.json());
};
const ids = (r: { [RECOMMENDATION_POSITION.articles]: { externalContentId: string }[] }) =>
  r[RECOMMENDATION_POSITION.articles].map((a) => a.externalContentId);

/** Stores what a visitor did, as the widget's signals would. */
async function visitorDid(visitor: string, ...events: ({ query: string } | { docId: string })[]) {
  await signalsRepository(s.db).insert(
    events.map((e) => ({
      collection: 'sitesearch',
      type: 'query' in e ? 'submit' : 'click',
      userId: visitor,
      payload: {},
      ...e,
    })),
  );
}

describe('suggested for you (seed 001 §7 call 5)', () => {
  // First, so the popularity counts (recounted once a minute) are those of an unused site.
  it("without a visitor answers the page service's articles in knowledge-base order, read by position", async () => {
    const r = await ask('pageId=contactus-prepaid');
    expect(r).toHaveLength(9);
    expect(r[RECOMMENDATION_POSITION.transactionId]).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.slice(1, 5)).toEqual(['contactus-prepaid', 'popular', 'consumer', 'prepaid']);
    expect(r[RECOMMENDATION_POSITION.recentQuestionsUsed]).toBe(0);
    const articles = r[RECOMMENDATION_POSITION.articles];
    expect(articles).toHaveLength(RECOMMENDED_ARTICLES);
    expect(ids(r)).toEqual(['KM1000044', 'KM1000045', 'KM1000046', 'KM1000047']);
    expect(articles[0]).toMatchObject({
      contentId: '/support/article/prepaid/KM1000044',
      inventorySpaceId: 'contactus-prepaid-1',
      message: RECOMMENDATION_MESSAGES.popular,
      tagName: 'prepaid',
    });
    expect(articles[0]!.name.length).toBeGreaterThan(0);
    expect(articles[0]!.displayDescription.length).toBeGreaterThan(0);
    expect(articles.map((a) => a.inventorySpaceId)).toEqual(
      [1, 2, 3, 4].map((i) => `contactus-prepaid-${i}`),
    );
    // The page reads the first and the ninth items.
    expect(readRecommendations(r)).toEqual({ transactionId: r[0], articles });
    expect(readRecommendations({ not: 'a list' })).toBeUndefined();
    expect((await ask('pageId=contactus-prepaid'))[0]).not.toBe(r[0]);
  });

  it("recommends the articles for the visitor's recent questions that they have not viewed yet", async () => {
    const visitor = randomUUID();
    await visitorDid(
      visitor,
      { query: 'How do I turn on wifi calling?' },
      { query: 'how do i refill my prepaid phone' },
    );
    const before = await ask(`pageId=contactus-prepaid&tdiceId=${visitor}`);
    expect(before[RECOMMENDATION_POSITION.strategy]).toBe('recent-activity');
    expect(before[RECOMMENDATION_POSITION.recentQuestionsUsed]).toBe(2);
    // Newest question first, then the two questions take turns.
    expect(ids(before).slice(0, 2)).toEqual(['KM1000044', 'KM1000020']);
    expect(before[RECOMMENDATION_POSITION.articles][0]!.message).toBe(RECOMMENDATION_MESSAGES.personal);

    await visitorDid(visitor, { docId: 'KM1000044' }, { docId: 'KM1000020' });
    const after = await ask(`pageId=contactus-prepaid&tdiceId=${visitor}`);
    expect(ids(after)).not.toContain('KM1000044');
    expect(ids(after)).not.toContain('KM1000020');
    expect(after[RECOMMENDATION_POSITION.viewedArticlesSkipped]).toBeGreaterThanOrEqual(2);
    expect(ids(after)).toHaveLength(RECOMMENDED_ARTICLES);
  });

  it('fills up with popular articles, never ones the visitor viewed, when their questions find few', async () => {
    const visitor = randomUUID();
    await visitorDid(visitor, { query: 'zzqx flurb' }, { docId: 'KM1000045' });
    const r = await ask(`pageId=contactus-prepaid&tdiceId=${visitor}`);
    expect(r[RECOMMENDATION_POSITION.strategy]).toBe('popular');
    expect(ids(r)).toEqual(['KM1000044', 'KM1000046', 'KM1000047', 'KM1000048']);
    expect(r[RECOMMENDATION_POSITION.viewedArticlesSkipped]).toBe(1);
  });

  it('reads the visitor from the tdiceId cookie, and treats a cookie that is not a UUID as no visitor', async () => {
    const visitor = randomUUID();
    await visitorDid(visitor, { query: 'block spam calls' });
    const byCookie = await ask('pageId=contactus-prepaid', {
      cookie: `a=1; ${VISITOR_ID_COOKIE}=${visitor}`,
    });
    expect(byCookie[RECOMMENDATION_POSITION.strategy]).toBe('recent-activity');
    expect(ids(byCookie)[0]).toBe('KM1000034');
    const bad = await ask('pageId=contactus-prepaid', { cookie: `${VISITOR_ID_COOKIE}=%E0%A4%A` });
    expect(bad[RECOMMENDATION_POSITION.strategy]).toBe('popular');
    const stranger = await ask(`pageId=contactus-prepaid&tdiceId=${randomUUID()}`);
    expect(stranger[RECOMMENDATION_POSITION.strategy]).toBe('popular');
  });

  it('forgets questions older than 30 days', async () => {
    const visitor = randomUUID();
    await visitorDid(visitor, { query: 'block spam calls' });
    await s.db.query("UPDATE signals SET created_at = now() - interval '31 days' WHERE user_id = $1", [
      visitor,
    ]);
    expect((await ask(`pageId=contactus-prepaid&tdiceId=${visitor}`))[RECOMMENDATION_POSITION.strategy]).toBe(
      'popular',
    );
  });

  it('keeps small-business pages to small-business articles', async () => {
    const visitor = randomUUID();
    await visitorDid(visitor, { query: 'wifi calling' }, { query: 'add lines for my business' });
    const r = await ask(`pageId=contactus-smb-landing&tdiceId=${visitor}`);
    expect(r[RECOMMENDATION_POSITION.customerType]).toBe('smb');
    expect(r[RECOMMENDATION_POSITION.articles].every((a) => a.tagName.startsWith('smb-'))).toBe(true);
    expect(ids(r)[0]).toBe('KM1000105');
  });

  it.each([
    ['pageId=contactus-prepaid&tdiceId=not-a-uuid', 'SPTSEARCH-100'],
    ['tdiceId=0b7f6a38-8f0e-4c55-9d38-3c4d0c1f2a11', 'SPTSEARCH-100'],
    ['pageId=has%20space', 'SPTSEARCH-100'],
    ['pageId=no-such-page', 'SPTSEARCH-101'],
    ['pageId=constructor', 'SPTSEARCH-101'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const res = await s.app.inject({ method: 'GET', url: `${RECOMMENDATIONS_PATH}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe(code);
  });
});
