import '@testing-library/jest-dom/vitest';
import { SUPPORT_SEARCH_CONFIG_DEFAULTS } from '@support/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedFeed } from '../contact-us/testing/stored-feed.ts';
import { feedSearchTexts, resolveSupportSearchConfig } from './support-search-texts.ts';
import { SupportSearchWidget } from './support-search-widget.tsx';
import { answer, answerEvery, stubFetch, user, wait } from './testing/fixtures.ts';
import { SUGGESTIONS_DEBOUNCE_MS } from './use-suggestions.ts';

const feedWidget = storedFeed('consumer', 'en-us').components.searchWidget;
const prepaidTexts = feedSearchTexts(feedWidget, 'prepaid');
const field = () => screen.getByRole('searchbox', { name: 'Search prepaid help' });
/** The suggestions: a named list of links. */
const suggestions = () => within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('link');
const noSuggestions = () => screen.queryByRole('list', { name: 'Suggestions' });
const status = () => screen.getByRole('status');
const message = (name: string) => document.querySelector(`[data-message="${name}"]`) as HTMLElement;
const show = (props: Partial<Parameters<typeof SupportSearchWidget>[0]> = {}) =>
  render(<SupportSearchWidget id="s" texts={prepaidTexts} {...props} />);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SupportSearchWidget: the server-rendered form (seed 001 §2, §5)', () => {
  it('is a GET form to /search with one field (q, at most 100 characters, autocomplete off) and a search button', () => {
    const html = renderToString(<SupportSearchWidget id="s" />);
    expect(html).toMatch(/<form action="\/search" method="get">/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    for (const attr of [
      'id="s"',
      'name="q"',
      'type="search"',
      'maxLength="100"',
      'autoComplete="off"',
      'required=""',
    ]) {
      expect(input).toContain(attr);
    }
    expect(input).toContain('placeholder="Search AT&amp;T support"');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('role="combobox"');
  });

  it('sends small-business visitors to /search/smallBusiness, from the prop or the config', () => {
    const { unmount } = render(<SupportSearchWidget id="s" customerType="smb" />);
    expect(screen.getByRole('searchbox').closest('form')).toHaveAttribute('action', '/search/smallBusiness');
    unmount();
    render(<SupportSearchWidget id="s" config={{ businessType: 'smb' }} />);
    expect(screen.getByRole('searchbox').closest('form')).toHaveAttribute('action', '/search/smallBusiness');
  });

  it('takes the service\'s placeholder, else the feed\'s, else "Search AT&T support"', () => {
    expect(feedSearchTexts(feedWidget, 'prepaid').placeholder).toBe('Search prepaid help');
    expect(feedSearchTexts(feedWidget, 'wireless').placeholder).toBe(feedWidget.placeHolderText);
    expect(feedSearchTexts(feedWidget).title).toBe(feedWidget.searchTitle);
    render(<SupportSearchWidget id="s" />);
    const input = screen.getByRole('searchbox', { name: 'Search AT&T support' });
    expect(input).toHaveAttribute('placeholder', 'Search AT&T support');
    expect(screen.getByRole('region', { name: 'Search AT&T support' })).toBeTruthy();
  });

  it('is headed by its title when it has one', () => {
    show({ texts: { ...prepaidTexts, title: 'prepaid help center' } });
    const area = screen.getByRole('region', { name: 'prepaid help center' });
    expect(within(area).getByRole('heading', { level: 2 })).toHaveTextContent('prepaid help center');
  });
});

describe('SupportSearchWidget: the message areas (seed 001 §2)', () => {
  it('with suggestions: the list, then the intermediate text', async () => {
    answerEvery(2);
    show();
    await user().type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggestions()).toHaveLength(2);
    expect(message('intermediate')).toHaveTextContent(feedWidget.differentText);
    expect(document.querySelectorAll('[data-message]')).toHaveLength(1);
  });

  it('with none: the no-results lead naming the text, then the search hints', async () => {
    answerEvery(0);
    show();
    await user().type(field(), 'zzqx');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    const lead = `${feedWidget.dynSearchText1} “zzqx” ${feedWidget.dynSearchText2}`;
    const area = message('no-results');
    expect(within(area).getByText(lead)).toBeTruthy();
    expect(within(area).getByText(feedWidget.makeSureText)).toBeTruthy();
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([feedWidget.checkSpellText, feedWidget.useSpecificText, feedWidget.genSearchText]);
    expect(document.querySelectorAll('[data-message]')).toHaveLength(1);
    expect(noSuggestions()).toBeNull();
    expect(field()).not.toHaveAttribute('aria-controls');
    expect(status()).toHaveTextContent(lead);
  });

  it('when no answer can be had: the no-match text, logged by status without the text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubFetch();
    show();
    await user().type(field(), 'my secret question');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    await act(async () => calls[0]!.respond(503, { errorCode: 'SERVICE_UNAVAILABLE' }));
    expect(message('no-match')).toHaveTextContent(feedWidget.differentSearchText);
    expect(document.querySelectorAll('[data-message]')).toHaveLength(1);
    expect(status()).toHaveTextContent(feedWidget.differentSearchText);
    expect(warn).toHaveBeenCalledWith('support search suggestions failed', { status: 503 });
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret');
  });
});

describe('SupportSearchWidget: keyboard and pointer', () => {
  it('ArrowDown or Tab reaches the suggestions, Enter is a link; Escape hands back to the field and closes', async () => {
    answerEvery(3);
    show();
    const u = user();
    await u.type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    const options = suggestions();
    await u.keyboard('{ArrowDown}');
    expect(options[0]).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(field()).toHaveFocus();
    expect(noSuggestions()).toBeNull();
    expect(field()).not.toHaveAttribute('aria-controls');
    await u.type(field(), 's');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    await u.tab();
    expect(suggestions()[0]).toHaveFocus();
    await u.tab({ shift: true });
    expect(field()).toHaveFocus();
  });

  it('clicking the field scrolls the search area into view', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    show();
    await user().click(field());
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('s-area'));
  });
});

describe('support search config (seed 001 §8, §9)', () => {
  it('defaults to 5 results for consumer; a config that does not parse is logged and the defaults kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveSupportSearchConfig(undefined)).toEqual({ maxSearchResults: 5, businessType: 'consumer' });
    expect(resolveSupportSearchConfig({ maxSearchResults: 3 })).toEqual({
      maxSearchResults: 3,
      businessType: 'consumer',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(resolveSupportSearchConfig({ maxSearchResults: 50, businessType: 'gov' })).toEqual(
      SUPPORT_SEARCH_CONFIG_DEFAULTS,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/config could not be read/);
  });

  it('a broken config still renders a working widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = answerEvery(5);
    show({ config: 'not an object' });
    await user().type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalled();
    expect(suggestions()).toHaveLength(5);
    expect(answer('x', 0).customerType).toBe('consumer');
  });
});
