import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  SERVICE_ARTICLES_PATH,
  ServiceArticlesResponseSchema,
  serviceArticlesUrl,
} from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({ outages: {} });
});
afterAll(async () => {
  await s.close();
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

/** Ids of content/kb articles whose front matter has these lines, read straight from the files. */
function idsInContent(lineOfService: string, customerType: string): string[] {
  const dir = join(REPO_ROOT, 'content', 'kb');
  return readdirSync(dir)
    .filter((f) => /^KM\d{7}-.*\.md$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter(
      (text) =>
        text.includes(`\nlineOfService: ${lineOfService}\n`) &&
        text.includes(`\ncustomerType: ${customerType}\n`),
    )
    .map((text) => /\nid: (KM\d{7})\n/.exec(text)![1]!)
    .sort();
}

describe(`GET ${SERVICE_ARTICLES_PATH}`, () => {
  it('lists every consumer internet article of the knowledge base, in id order, with its page address', async () => {
    const res = await get(serviceArticlesUrl('internet', 'consumer'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = ServiceArticlesResponseSchema.parse(res.json());
    expect(body).toMatchObject({ lineOfService: 'internet', customerType: 'consumer' });
    expect(body.articles.map((a) => a.id)).toEqual(idsInContent('internet', 'consumer'));
    expect(body.articles.find((a) => a.id === 'KM1000051')).toEqual({
      id: 'KM1000051',
      title: 'Restart your Wi-Fi gateway',
      topic: 'restart-gateway',
      serviceKey: 'u-verse-high-speed-internet',
      dataSource: 'gvp',
      intent: 'general',
      url: '/support/article/u-verse-high-speed-internet/KM1000051',
    });
    expect(new Set(body.articles.map((a) => a.serviceKey))).toEqual(
      new Set(['u-verse-high-speed-internet', 'internet-air', 'internet-fixed-wireless', 'internet-dsl']),
    );
  });

  it('keeps consumer and small-business articles apart (consumer by default)', async () => {
    const smb = ServiceArticlesResponseSchema.parse(
      (await get(serviceArticlesUrl('wireless', 'smb'))).json(),
    );
    expect(smb.articles.map((a) => a.id)).toEqual(idsInContent('wireless', 'smb'));
    expect(smb.articles.every((a) => a.url.startsWith('/support/smallbusiness/article/wireless/'))).toBe(
      true,
    );
    const byDefault = ServiceArticlesResponseSchema.parse(
      (await get(`${SERVICE_ARTICLES_PATH}?lineOfService=wireless`)).json(),
    );
    expect(byDefault.customerType).toBe('consumer');
    expect(byDefault.articles.map((a) => a.id)).toEqual(idsInContent('wireless', 'consumer'));
    expect(byDefault.articles.length).toBeGreaterThan(smb.articles.length);
  });

  it.each([
    [SERVICE_ARTICLES_PATH, 'lineOfService'],
    [`${SERVICE_ARTICLES_PATH}?lineOfService=satellite`, 'lineOfService'],
    [`${SERVICE_ARTICLES_PATH}?lineOfService=internet&customerType=business`, 'customerType'],
    [`${SERVICE_ARTICLES_PATH}?lineOfService=%3Cscript%3E`, 'lineOfService'],
  ])('refuses %s with 400 SPTSEARCH-100 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(res.json());
    expect(error).toMatchObject({ errorCode: 'SPTSEARCH-100', statusCode: 400 });
    expect(JSON.stringify(error)).toContain(field);
  });
});

describe('OpenAPI', () => {
  it('documents the route with its query', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const names = doc.paths[SERVICE_ARTICLES_PATH]?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['lineOfService', 'customerType']));
  });
});
