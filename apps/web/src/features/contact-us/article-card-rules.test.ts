import { type ContactUsArticleCard, findContactUsService, type RecommendedArticle } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CARDS,
  articleCardLayout,
  articleServiceOf,
  cardsForService,
  cutDescription,
  cutTitle,
} from './article-card-rules.ts';
import { storedFeed } from './testing/stored-feed.ts';

const card = (title: string, over: Partial<ContactUsArticleCard> = {}): ContactUsArticleCard => ({
  eyeBrowText: 'PICKED FOR YOU',
  title,
  description: `About ${title}`,
  readMoreUrl: `/support/article/x/${title}`,
  readMoreLabel: 'Read more',
  hasCta: false,
  ctaLabel: '',
  ctaLink: '',
  iconUrl: '',
  iconAlt: '',
  ...over,
});
const cta = (title: string) =>
  card(title, {
    hasCta: true,
    ctaLabel: 'Start a chat',
    ctaLink: '/chat',
    readMoreUrl: '',
    readMoreLabel: '',
  });
const rec = (name: string, over: Partial<RecommendedArticle> = {}): RecommendedArticle => ({
  name,
  displayDescription: `Why ${name}`,
  externalContentId: 'KM1000001',
  contentId: `/support/article/rec/${name}`,
  inventorySpaceId: `contactus-prepaid-${name}`,
  message: 'Based on what you asked',
  tagName: 'prepaid',
  ...over,
});

describe('cutTitle (seed 001 §5: 55 characters, 44 on mobile)', () => {
  it('keeps a title up to the limit as it is', () => {
    expect(cutTitle('a'.repeat(55))).toBe('a'.repeat(55));
    expect(cutTitle('a'.repeat(44), ARTICLE_CARDS.TITLE_MAX_MOBILE)).toBe('a'.repeat(44));
    expect(cutTitle('  Short  ')).toBe('Short');
  });
  it('cuts a longer title to the limit, ending "..."', () => {
    const cut = cutTitle('b'.repeat(56));
    expect(cut).toHaveLength(55);
    expect(cut.endsWith('...')).toBe(true);
    const mobile = cutTitle('c'.repeat(60), ARTICLE_CARDS.TITLE_MAX_MOBILE);
    expect(mobile).toHaveLength(44);
    expect(mobile).toBe(`${'c'.repeat(41)}...`);
  });
  it('drops a space before the dots', () => {
    expect(cutTitle(`${'d'.repeat(51)} efgh`)).toBe(`${'d'.repeat(51)}...`);
  });
});

describe('cutDescription (seed 001 §5: 122 characters at a word boundary, "...")', () => {
  it('keeps a description up to 122 characters as it is', () => {
    const d = 'word '.repeat(24).concat('ab'); // 122
    expect(d).toHaveLength(122);
    expect(cutDescription(d)).toBe(d);
  });
  it('cuts back to the last whole word and adds "..."', () => {
    const d = `${'word '.repeat(24)}abcdef more`; // "abcdef" crosses 122
    expect(cutDescription(d)).toBe(`${'word '.repeat(23)}word...`);
  });
  it('keeps the last word when the cut falls right after it', () => {
    const d = `${'x'.repeat(122)} next`;
    expect(cutDescription(d)).toBe(`${'x'.repeat(122)}...`);
    const e = `${'word '.repeat(24)}ab cd`;
    expect(cutDescription(e)).toBe(`${'word '.repeat(24)}ab...`);
  });
  it('drops punctuation before the dots', () => {
    const d = `${'word '.repeat(23)}word, ${'z'.repeat(20)}`;
    expect(cutDescription(d)).toBe(`${'word '.repeat(23)}word...`);
  });
  it('cuts inside a single word longer than the limit', () => {
    expect(cutDescription('y'.repeat(200))).toBe(`${'y'.repeat(122)}...`);
  });
  it('never keeps more than 122 characters of the text', () => {
    for (let n = 100; n < 160; n++) {
      const text = Array.from({ length: n }, (_, i) => (i % 7 === 6 ? ' ' : 'a')).join('');
      const cut = cutDescription(text);
      expect(cut.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(122);
      if (text.trim().length > 122) expect(cut.endsWith('...')).toBe(true);
    }
  });
});

describe('articleCardLayout (seed 001 §4)', () => {
  const feed = [cta('Talk to us'), card('A'), card('B'), card('C'), card('D'), card('E')];

  it('features the first card without a call to action and shows the next three as normal cards', () => {
    const layout = articleCardLayout(feed);
    expect(layout.featured?.title).toBe('A');
    expect(layout.cards.map((c) => c.title)).toEqual(['B', 'C', 'D']);
    expect(layout.ctaCards.map((c) => c.title)).toEqual(['Talk to us']);
    expect(layout.cards.every((c) => c.source === 'static')).toBe(true);
  });

  it('replaces the static card at positions 1 to 3 with the recommendation for that position', () => {
    const layout = articleCardLayout(feed, [rec('r0'), rec('r1'), rec('r2'), rec('r3')]);
    expect(layout.featured?.title).toBe('A');
    expect(layout.cards.map((c) => c.title)).toEqual(['r1', 'r2', 'r3']);
    expect(layout.cards[0]).toMatchObject({
      source: 'recommended',
      readMoreUrl: '/support/article/rec/r1',
      readMoreLabel: 'Read more',
      eyebrow: 'Based on what you asked',
      inventorySpaceId: 'contactus-prepaid-r1',
    });
  });

  it('keeps the static card where there is no recommendation for a position', () => {
    const layout = articleCardLayout(feed, [rec('r0'), rec('r1')]);
    expect(layout.cards.map((c) => c.title)).toEqual(['r1', 'C', 'D']);
  });

  it('keeps the static card when a recommendation has no usable link or title', () => {
    const layout = articleCardLayout(feed, [
      rec('r0'),
      rec('r1', { contentId: 'javascript:alert(1)' }),
      rec('r2', { name: ' ' }),
      rec('r3', { contentId: '//evil.test/x' }),
    ]);
    expect(layout.cards.map((c) => c.title)).toEqual(['B', 'C', 'D']);
  });

  it('falls back on the static eyebrow when a recommendation has no message', () => {
    expect(articleCardLayout(feed, [rec('r0'), rec('r1', { message: '' })]).cards[0]?.eyebrow).toBe(
      'PICKED FOR YOU',
    );
  });

  it('does not add cards where the feed has none', () => {
    const layout = articleCardLayout([card('A')], [rec('r0'), rec('r1'), rec('r2')]);
    expect(layout.featured?.title).toBe('A');
    expect(layout.cards).toEqual([]);
  });

  it('has no featured card when every card has a call to action', () => {
    const layout = articleCardLayout([cta('X'), cta('Y')]);
    expect(layout.featured).toBeUndefined();
    expect(layout.cards).toEqual([]);
    expect(layout.ctaCards).toHaveLength(2);
  });
});

describe('cardsForService', () => {
  const titles = (audience: 'consumer' | 'smb', service: string) =>
    cardsForService(
      storedFeed(audience, 'en-us').components.articleCards,
      findContactUsService(service, audience)!,
    ).map((c) => c.title);

  it("keeps a service's own cards and the shared ones, not another service's", () => {
    expect(titles('consumer', 'prepaid')).toEqual([
      'Refill your prepaid account',
      'See your prepaid balance',
      'Reset your account password',
      'Rather talk to a person?',
    ]);
    expect(titles('consumer', 'digitallife')).toEqual([
      'Get the home security app going',
      'Reset your account password',
      'Rather talk to a person?',
    ]);
  });

  it('leaves business internet and phone cards off the small-business prepaid page', () => {
    const shown = titles('smb', 'prepaid');
    expect(shown).toContain('Pay your business bill');
    expect(shown).not.toContain('Business internet is down');
    expect(shown).not.toContain('Manage your business phone system');
  });

  it('keeps a card whose link is not one of our articles', () => {
    const card = {
      ...storedFeed('consumer', 'en-us').components.articleCards[0]!,
      readMoreUrl: 'https://www.example.com/x',
    };
    expect(cardsForService([card], findContactUsService('digitallife', 'consumer')!)).toEqual([card]);
  });

  it('reads the service of an article link', () => {
    expect(articleServiceOf('/support/article/prepaid/KM1000044')).toBe('prepaid');
    expect(articleServiceOf('/support/smallbusiness/article/my-account/KM1000099')).toBe('my-account');
    expect(articleServiceOf('/search?q=prepaid')).toBeUndefined();
  });
});
