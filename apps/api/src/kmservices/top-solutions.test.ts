import {
  ApiErrorSchema,
  TOP_SOLUTIONS_LIMIT,
  TOP_SOLUTIONS_PATH,
  TopSolutionsResponseSchema,
  topSolutionsUrl,
} from '@support/contracts';
import { signalsRepository } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({ devices: false, outages: {} });
  // Usage before the first request: popularity is counted once a minute.
  const used = (docId: string, n: number) =>
    Array.from({ length: n }, () => ({ collection: 'sitesearch', type: 'click', docId, payload: {} }));
  await signalsRepository(s.db).insert([
    ...used('KM1000038', 3),
    ...used('KM1000041', 1),
    ...used('KM1000069', 2),
  ]);
});
afterAll(async () => {
  await s.close();
});

const top = async (tags: string, extra = '') => {
  const res = await s.app.inject({ method: 'GET', url: `${topSolutionsUrl(tags)}${extra}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  return TopSolutionsResponseSchema.parse(res.json());
};
const ids = (r: { articleLinks: { id: string }[] }) => r.articleLinks.map((a) => a.id);

describe('top solutions (/kmservices/v2/topsolutions, seed 001 §7)', () => {
  it("orders a service's articles by use, then knowledge-base order, six of them", async () => {
    const r = await top('wireless');
    expect(r).toMatchObject({ tags: 'wireless', tagType: 'serviceKey', customerType: 'consumer' });
    expect(r.articleLinks).toHaveLength(TOP_SOLUTIONS_LIMIT);
    expect(ids(r).slice(0, 2)).toEqual(['KM1000038', 'KM1000041']);
    expect(r.articleLinks[0]!.link).toBe('/support/article/wireless/KM1000038');
    expect(ids(r)[2]).toBe('KM1000020');
  });

  it('reads a line of service (tv, internet) for consumers, or for smb when asked', async () => {
    const tv = await top('tv');
    expect(tv.tagType).toBe('lineOfService');
    expect(ids(tv)[0]).toBe('KM1000069');
    expect(tv.articleLinks.every((a) => a.link.startsWith('/support/article/u-verse-tv/'))).toBe(true);
    const smbInternet = await top('internet', '&customerType=smb');
    expect(smbInternet.customerType).toBe('smb');
    expect(smbInternet.articleLinks.every((a) => a.link.startsWith('/support/smallbusiness/'))).toBe(true);
    expect(smbInternet.articleLinks.length).toBeGreaterThan(0);
  });

  it('takes a small-business service key with its own audience, in any case', async () => {
    const r = await top('SMB-U-Verse-TV');
    expect(r).toMatchObject({ tags: 'smb-u-verse-tv', tagType: 'serviceKey', customerType: 'smb' });
    expect(ids(r)).toEqual(['KM1000109']);
  });

  it.each([
    [topSolutionsUrl('cable'), 'SPTSEARCH-100'],
    [`${TOP_SOLUTIONS_PATH}?app-id=idpui`, 'SPTSEARCH-100'],
    [`${TOP_SOLUTIONS_PATH}?tags=wireless`, 'SPTSEARCH-100'],
    [topSolutionsUrl('wireless', 'someone'), 'SPTSEARCH-101'],
    [`${topSolutionsUrl('tv')}&customerType=enterprise`, 'SPTSEARCH-101'],
  ])('refuses %s with 400 %s', async (target, code) => {
    const res = await s.app.inject({ method: 'GET', url: target });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe(code);
  });
});
