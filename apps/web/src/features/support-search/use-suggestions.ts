// First, for its effect: zod must not compile parsers with `new Function` in the browser (CSP).
import '@support/contracts/zod-browser';
import {
  type CustomerType,
  SUGGESTIONS_MIN_CHARS,
  SUPPORT_SEARCH_SUGGESTIONS_PATH,
  type SupportSearchSuggestion,
  SupportSearchSuggestionsResponseSchema,
} from '@support/contracts';
import { useEffect, useState } from 'react';

/** Ours: how long the text must rest before suggestions are asked for (a request per pause, not per key). */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

export type SuggestionsState =
  /** Text of 2 characters or fewer: the panel is hidden (seed 001 §5). */
  | { kind: 'hidden' }
  | { kind: 'results'; query: string; items: SupportSearchSuggestion[] }
  | { kind: 'empty'; query: string }
  /** The call failed or answered something unreadable (logged; seed 001 §8: nothing shown as an error). */
  | { kind: 'failed'; query: string };

/** The suggestions path for a text, relative: the web server proxies /msapi/* to the API. */
export const suggestionsUrl = (q: string, customerType: CustomerType) =>
  `${SUPPORT_SEARCH_SUGGESTIONS_PATH}?${new URLSearchParams({ q, customerType })}`;

/**
 * The suggestions for the typed text (seed 001 §5, §9): none while the trimmed text is 2
 * characters or fewer; else asked for once the text rests, at most `max` of them. A request whose
 * text has changed since is aborted, so an older answer never replaces a newer one. The last
 * state stays on screen while the next is on its way.
 */
export function useSuggestions(text: string, customerType: CustomerType, max: number): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ kind: 'hidden' });
  const q = text.trim();
  const hidden = q.length < SUGGESTIONS_MIN_CHARS;
  useEffect(() => {
    if (hidden) {
      setState({ kind: 'hidden' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const next = await fetchSuggestions(q, customerType, max, controller.signal);
      if (next) setState(next);
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, hidden, customerType, max]);
  return hidden ? { kind: 'hidden' } : state;
}

/** One call; undefined when it was aborted (superseded). Failures are logged by status, never with the text. */
export async function fetchSuggestions(
  q: string,
  customerType: CustomerType,
  max: number,
  signal: AbortSignal,
): Promise<SuggestionsState | undefined> {
  try {
    const response = await fetch(suggestionsUrl(q, customerType), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (signal.aborted) return undefined;
    if (!response.ok) {
      console.warn('support search suggestions failed', { status: response.status });
      return { kind: 'failed', query: q };
    }
    const parsed = SupportSearchSuggestionsResponseSchema.safeParse(body);
    if (!parsed.success) {
      console.warn('support search suggestions unreadable', { status: response.status });
      return { kind: 'failed', query: q };
    }
    const items = parsed.data.suggestions.slice(0, max);
    return items.length > 0 ? { kind: 'results', query: q, items } : { kind: 'empty', query: q };
  } catch (err) {
    if (signal.aborted) return undefined;
    console.warn('support search suggestions failed', { error: err instanceof Error ? err.name : 'unknown' });
    return { kind: 'failed', query: q };
  }
}
