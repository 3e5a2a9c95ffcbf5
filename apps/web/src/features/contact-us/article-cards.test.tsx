import type { RecommendationsResponse, RecommendedArticle } from '@support/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleCards, visitorId } from './article-cards.tsx';
import { recordLinkClicks, setCookie, setMobile } from './testing/browser.ts';
import { storedFeed } from './testing/stored-feed.ts';

const cards = storedFeed('consumer', 'en-us').components.articleCards;
const plain = cards.filter((c) => !c.hasCta);
const VISITOR = '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c';
const TITLE = 'Looking for answers?';

const article = (n: number): RecommendedArticle => ({
  name: `Recommended ${n}`,
  displayDescription: `Because ${n}`,
  externalContentId: `KM100000${n}`,
  contentId: `/support/article/prepaid/KM100000${n}`,
  inventorySpaceId: `contactus-prepaid-${n + 1}`,
  message: 'Based on your questions',
  tagName: 'prepaid',
});
const answer = (articles: RecommendedArticle[]): RecommendationsResponse => [
  'tx-1',
  'contactus-prepaid',
  'recent-activity',
  'consumer',
  'prepaid',
  '2026-11-22T00:00:00Z',
  1,
  0,
  articles,
];
const show = (personalised = true) =>
  render(
    <ArticleCards
      cards={cards}
      title={TITLE}
      eyebrow="SUGGESTED FOR YOU"
      api="/msapi/tdice/v1/recommendations"
      pageId="contactus-prepaid"
      personalised={personalised}
    />,
  );
const titles = () =>
  within(screen.getByRole('region', { name: TITLE }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const flush = () => act(async () => {});

beforeEach(() => {
  setMobile(false);
  setCookie('tdiceId', VISITOR);
});
afterEach(() => {
  setCookie('tdiceId', undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticleCards', () => {
  it('shows the static cards at once, without a call, for a visitor without recommendations', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(false);
    expect(screen.getByText('SUGGESTED FOR YOU')).toBeTruthy();
    expect(titles()).toEqual([...plain.map((c) => c.title), cards.find((c) => c.hasCta)!.title]);
    expect(screen.getByRole('region', { name: TITLE }).dataset.state).toBe('ready');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hides the list during the call, then puts recommendations in positions 1 to 3', async () => {
    let resolve!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetch);
    show();
    const region = screen.getByRole('region', { name: TITLE });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).queryByRole('list')).toBeNull();
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/msapi/tdice/v1/recommendations');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageId: 'contactus-prepaid', tdiceId: VISITOR });

    resolve(Response.json(answer([0, 1, 2, 3].map(article))));
    await flush();
    expect(region.getAttribute('aria-busy')).toBeNull();
    expect(titles().slice(0, 4)).toEqual([
      plain[0]!.title,
      'Recommended 1',
      'Recommended 2',
      'Recommended 3',
    ]);
    expect(region.dataset.transactionId).toBe('tx-1');
    expect(screen.getByRole('link', { name: 'Read more: Recommended 1' }).getAttribute('href')).toBe(
      '/support/article/prepaid/KM1000001',
    );
  });

  it.each([
    ['an error status', () => Promise.resolve(new Response('no', { status: 500 }))],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['an answer of another shape', () => Promise.resolve(Response.json({ articles: [] }))],
  ])('shows the static cards after %s', async (_, reply) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    show();
    await flush();
    expect(titles().slice(0, 4)).toEqual(plain.map((c) => c.title));
  });

  it('shows the static cards without a call when the visitor has no id', async () => {
    setCookie('tdiceId', undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show();
    await flush();
    expect(titles().slice(0, 4)).toEqual(plain.map((c) => c.title));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after 3 seconds and shows the static cards', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            signal = init.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    show();
    const region = screen.getByRole('region', { name: TITLE });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(within(region).queryByRole('list')).toBeNull();
    expect(signal?.aborted).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(signal?.aborted).toBe(true);
    expect(within(region).getByRole('list')).toBeTruthy();
    expect(titles().slice(0, 4)).toEqual(plain.map((c) => c.title));
  });

  it('features the first card without a call to action and links the call to action', () => {
    show(false);
    const items = within(screen.getByRole('region', { name: TITLE })).getAllByRole('listitem');
    expect(items[0]!.dataset.featured).toBe('true');
    expect(items.slice(1).every((li) => li.dataset.featured === undefined)).toBe(true);
    const cta = cards.find((c) => c.hasCta)!;
    expect(screen.getByRole('link', { name: cta.ctaLabel }).getAttribute('href')).toBe(cta.ctaLink);
  });

  it('on a Spanish page, says before the click that a link leads to an English page', () => {
    const spanish = storedFeed('consumer', 'es-us').components.articleCards;
    const { unmount } = render(<ArticleCards cards={spanish} title={TITLE} eyebrow="E" locale="es-us" />);
    const links = within(screen.getByRole('region', { name: TITLE })).getAllByRole('link');
    const toEnglish = links.filter((link) => !link.getAttribute('href')?.startsWith('/es-us/'));
    expect(toEnglish.length).toBeGreaterThan(0);
    for (const link of toEnglish) {
      expect(link).toHaveAttribute('hreflang', 'en');
      expect(link.textContent).toMatch(/\(en inglés\)$/);
      expect(link).toHaveAccessibleName(expect.stringContaining(`${link.textContent}`));
    }
    unmount();
    // The same links on an English page add nothing.
    render(<ArticleCards cards={spanish} title={TITLE} eyebrow="E" />);
    for (const link of within(screen.getByRole('region', { name: TITLE })).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('hreflang');
      expect(link.textContent).not.toContain('inglés');
    }
  });

  it('cuts titles at 44 characters on mobile and 55 on desktop', () => {
    const long = { ...plain[0]!, title: 'A title that is much longer than fifty-five characters in all' };
    setMobile(true);
    const { unmount } = render(<ArticleCards cards={[long]} title={TITLE} eyebrow="E" />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toHaveLength(44);
    unmount();
    setMobile(false);
    render(<ArticleCards cards={[long]} title={TITLE} eyebrow="E" />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toHaveLength(55);
  });

  it('reports a click on a card link', async () => {
    const { clicks, stop } = recordLinkClicks();
    show(false);
    const link = screen.getByRole('link', { name: `Read more: ${plain[1]!.title}` });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    stop();
    expect(clicks).toEqual([
      expect.objectContaining({ linkName: 'Read more', linkDestinationUrl: plain[1]!.readMoreUrl }),
    ]);
  });

  it('reads the visitor id from its cookie only when it is a UUID', () => {
    expect(visitorId(`a=1; tdiceId=${VISITOR}; b=2`)).toBe(VISITOR);
    expect(visitorId('tdiceId=not-a-uuid')).toBeUndefined();
    expect(visitorId('other=1')).toBeUndefined();
    expect(visitorId('')).toBeUndefined();
    // A malformed cookie value is no id, not an error that takes the page down.
    expect(visitorId('tdiceId=%E0%A4%A')).toBeUndefined();
    expect(visitorId('tdiceId=100%')).toBeUndefined();
  });
});

describe('ArticleCards: server render', () => {
  const html = (personalised: boolean) =>
    renderToString(
      <ArticleCards
        cards={cards}
        title={TITLE}
        eyebrow="SUGGESTED FOR YOU"
        api="/r"
        pageId="p"
        personalised={personalised}
      />,
    );

  it('has the static cards in the HTML for a visitor without recommendations', () => {
    const out = html(false);
    for (const card of plain) expect(out).toContain(card.title);
    expect(out).toContain('data-state="ready"');
  });

  it('has the title but no list in the HTML while recommendations are due', () => {
    const out = html(true);
    expect(out).toContain(TITLE);
    expect(out).toContain('aria-busy="true"');
    expect(out).not.toContain('<ul');
  });
});
