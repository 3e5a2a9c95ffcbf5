import {
  ApiErrorSchema,
  MAX_SEARCH_RESULTS,
  SUPPORT_SEARCH_SUGGESTIONS_PATH,
  SupportSearchSuggestionsResponseSchema,
  suggestionsAnnouncement,
} from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({ devices: false, outages: {} });
});
afterAll(async () => {
  await s.close();
});

const url = (q: string, extra = '') =>
  `${SUPPORT_SEARCH_SUGGESTIONS_PATH}?q=${encodeURIComponent(q)}${extra}`;
const suggest = async (q: string, extra = '') => {
  const res = await s.app.inject({ method: 'GET', url: url(q, extra) });
  expect(res.statusCode).toBe(200);
  return SupportSearchSuggestionsResponseSchema.parse(res.json());
};

describe('support search suggestions (seed 001 §2, §5, §9)', () => {
  it("answers the engine's best articles first, at most 5, with title and url, kept by the browser only", async () => {
    const res = await s.app.inject({ method: 'GET', url: url('wifi calling') });
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const body = SupportSearchSuggestionsResponseSchema.parse(res.json());
    expect(body.query).toBe('wifi calling');
    expect(body.customerType).toBe('consumer');
    expect(body.suggestions[0]).toEqual({
      title: 'Turn on Wi-Fi calling on your phone',
      url: '/support/article/wireless/KM1000020',
    });
    expect(body.suggestions.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
    const many = await suggest('how do I set up my phone and internet and pay my bill');
    expect(many.suggestions).toHaveLength(MAX_SEARCH_RESULTS);
  });

  it('suggests nothing for 2 characters or fewer, and starts at 3', async () => {
    expect((await suggest('wi')).suggestions).toEqual([]);
    expect((await suggest('  tv  ')).suggestions).toEqual([]);
    expect((await suggest('')).suggestions).toEqual([]);
    expect((await suggest('dvr')).suggestions.length).toBeGreaterThan(0);
  });

  it('completes the word being typed from titles and questions', async () => {
    const partial = await suggest('voicem');
    expect(partial.suggestions.length).toBeGreaterThan(0);
    expect(partial.suggestions.map((x) => x.url)).toContain('/support/article/wireless/KM1000032');
    // Without the engine's help ("voicem" is no word), only the completion finds them.
    expect((await suggest('zzqx')).suggestions).toEqual([]);
  });

  it('ranks what the word being typed will most likely be before the text as typed', async () => {
    // "wif" is no word: the articles ranked for "wifi", not the first ones that happen to have a
    // word starting so (billing articles whose questions mention Wi-Fi).
    const wif = (await suggest('wif')).suggestions.map((x) => x.title);
    expect(wif.length).toBe(5);
    for (const title of wif.slice(0, 4)) expect(title, wif.join(' | ')).toMatch(/Wi-Fi/);
    // "voicem": the voicemail articles, before what "voice" alone finds.
    const voicem = (await suggest('voicem')).suggestions.map((x) => x.title);
    for (const title of voicem.slice(0, 3)) expect(title, voicem.join(' | ')).toMatch(/voicemail/i);
  });

  it('keeps small-business visitors to small-business articles', async () => {
    const smb = await suggest('pay my bill', '&customerType=smb');
    expect(smb.customerType).toBe('smb');
    expect(smb.suggestions.length).toBeGreaterThan(0);
    expect(smb.suggestions.every((x) => x.url.startsWith('/support/smallbusiness/article/'))).toBe(true);
    expect((await suggest('pay my bill', '&customerType=SMB')).customerType).toBe('smb');
  });

  it('never suggests community answers', async () => {
    const r = await suggest('wifi calling forum');
    expect(r.suggestions.every((x) => !/KM9/.test(x.url))).toBe(true);
  });

  it.each([
    [url('x'.repeat(101)), 'SPTSEARCH-100'],
    [SUPPORT_SEARCH_SUGGESTIONS_PATH, 'SPTSEARCH-100'],
    [url('wifi', '&customerType=enterprise'), 'SPTSEARCH-101'],
  ])('refuses %s with 400 %s', async (target, code) => {
    const res = await s.app.inject({ method: 'GET', url: target });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe(code);
  });

  it('words the announcement as the seed does', () => {
    expect(suggestionsAnnouncement(3)).toBe('3 suggestions found, use tab to navigate the options');
  });
});
