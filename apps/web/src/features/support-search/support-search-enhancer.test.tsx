import '@testing-library/jest-dom/vitest';
import { suggestionsAnnouncement } from '@support/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportSearchEnhancer } from './support-search-enhancer.tsx';
import { SUPPORT_SEARCH_DEFAULT_TEXTS } from './support-search-texts.ts';
import { SupportSearchWidget } from './support-search-widget.tsx';
import { answer, answerEvery, stubFetch, user, wait } from './testing/fixtures.ts';
import { SUGGESTIONS_DEBOUNCE_MS } from './use-suggestions.ts';

const field = () => screen.getByRole('searchbox', { name: 'Search prepaid help' });
/** The suggestions: a named list of links. */
const suggestions = () => within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('link');
const noSuggestions = () => screen.queryByRole('list', { name: 'Suggestions' });
const status = () => screen.getByRole('status');
const show = (props: Partial<Parameters<typeof SupportSearchWidget>[0]> = {}) =>
  render(<SupportSearchWidget id="s" texts={{ placeholder: 'Search prepaid help' }} {...props} />);

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains act() with a 0 ms timer and only advances fake timers it takes for
  // Jest's; this hands it Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('SupportSearchEnhancer: finding its field (seed 001 §4)', () => {
  const enhancer = () =>
    render(
      <SupportSearchEnhancer
        fieldId="late"
        areaId="area"
        customerType="consumer"
        maxSearchResults={5}
        messages={SUPPORT_SEARCH_DEFAULT_TEXTS}
      />,
    );
  const addField = () => {
    const input = document.createElement('input');
    input.id = 'late';
    input.type = 'search';
    document.body.append(input);
    return input;
  };

  it('looks every 100 ms and attaches once the field appears', async () => {
    const fetchMock = answerEvery(2);
    enhancer();
    await wait(1_000);
    const input = addField();
    expect(vi.getTimerCount()).toBe(1);
    await wait(100);
    // Attached: it stopped looking.
    expect(vi.getTimerCount()).toBe(0);
    await user().type(input, 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(suggestions()).toHaveLength(2);
    expect(input).toHaveAttribute('aria-controls', 'late-suggestions');
    // It stays a search field: its suggestions are Tab stops, which a combobox's popup may not be.
    expect(input.getAttribute('role')).toBeNull();
    expect(input.type).toBe('search');
  });

  it('gives up after 20,000 ms, logging the id only, and never attaches to a later field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = answerEvery(2);
    enhancer();
    await wait(19_900);
    expect(warn).not.toHaveBeenCalled();
    await wait(100);
    expect(warn).toHaveBeenCalledWith('support search: no field to attach to', {
      id: 'late',
      waitedMs: 20_000,
    });
    expect(vi.getTimerCount()).toBe(0);
    const input = addField();
    await wait(1_000);
    await user().type(input, 'refill');
    await wait(1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(noSuggestions()).toBeNull();
  });

  it('attaches at once to the field the widget rendered', () => {
    show();
    expect(field()).not.toHaveAttribute('aria-controls');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('SupportSearchEnhancer: suggestions (seed 001 §5, §9)', () => {
  it('asks for nothing and shows nothing until the trimmed text is more than 2 characters', async () => {
    const fetchMock = answerEvery(3);
    show();
    await user().type(field(), '  wi  ');
    await wait(1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(noSuggestions()).toBeNull();
    expect(status()).toHaveTextContent('');
    await user().clear(field());
    await user().type(field(), 'wif');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/msapi/supportsearch/v1/suggestions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'wif', customerType: 'consumer' });
    expect(suggestions()).toHaveLength(3);
    expect(field()).toHaveAttribute('aria-controls', 's-suggestions');
    // Back to 2 characters: the panel and the announcement go.
    await user().type(field(), '{Backspace}');
    expect(noSuggestions()).toBeNull();
    expect(field()).not.toHaveAttribute('aria-controls');
    expect(status()).toHaveTextContent('');
  });

  it('lists at most maxSearchResults suggestions as links, best first, and announces how many', async () => {
    answerEvery(5);
    show();
    await user().type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    const options = suggestions();
    expect(options.map((o) => o.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Prepaid article ${n}`));
    expect(options[0]).toHaveAttribute('href', '/support/article/prepaid/KM100001');
    expect(status()).toHaveTextContent('5 suggestions found, use tab to navigate the options');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps to a config with fewer results', async () => {
    answerEvery(5);
    show({ config: { maxSearchResults: 3 } });
    await user().type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggestions()).toHaveLength(3);
    expect(status()).toHaveTextContent(suggestionsAnnouncement(3));
  });

  it('treats an answer of more than 5 suggestions as unreadable: no list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubFetch();
    show();
    await user().type(field(), 'refill');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    const six = {
      ...answer('refill', 5),
      suggestions: [...answer('refill', 5).suggestions, answer('x', 1).suggestions[0]],
    };
    await act(async () => calls[0]!.respond(200, six));
    expect(noSuggestions()).toBeNull();
    expect(warn).toHaveBeenCalledWith('support search suggestions unreadable', { status: 200 });
  });

  it('asks once per pause and aborts a request the text has moved past; its late answer never shows', async () => {
    const calls = stubFetch();
    show();
    await user().type(field(), 'wif');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    await user().type(field(), 'i c');
    expect(calls[0]!.signal.aborted).toBe(true);
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url.searchParams.get('q')).toBe('wifi c');
    await act(async () => calls[1]!.respond(200, answer('wifi c', 2)));
    await act(async () => calls[0]!.respond(200, answer('wif', 4)));
    expect(suggestions()).toHaveLength(2);
    expect(status()).toHaveTextContent(suggestionsAnnouncement(2));
  });
});
