import { ArticleViewSchema, FIXED_ARTICLE_LINKS } from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({ outages: {} });
});
afterAll(async () => {
  await s.close();
});

async function article(id: string) {
  const res = await s.app.inject({ method: 'GET', url: `/msapi/kb/v1/articles/${id}` });
  expect(res.statusCode, `${id} is in the knowledge base`).toBe(200);
  return ArticleViewSchema.parse(res.json());
}

describe('fixed article links (seed 001 §2) on the real knowledge base', () => {
  it.each(Object.entries(FIXED_ARTICLE_LINKS))(
    '%s resolves to its article at its own address',
    async (_, link) => {
      const a = await article(link.id);
      expect(a.url).toBe(link.url);
      expect(a.serviceKey).toBe(link.serviceKey);
      expect(a.customerType).toBe(link.customerType);
    },
  );

  it('each link is about what its name says', async () => {
    expect((await article(FIXED_ARTICLE_LINKS.wifiCalling.id)).topic).toBe('wifi-calling');
    expect((await article(FIXED_ARTICLE_LINKS.hotspot.id)).topic).toBe('personal-hotspot');
    const restart = await article(FIXED_ARTICLE_LINKS.gatewayRestart.id);
    expect(restart.topic).toBe('restart-gateway');
    // "Manual steps": the article's numbered steps include unplugging the gateway.
    expect(restart.steps.some((step) => /unplug/i.test(step))).toBe(true);
  });
});
