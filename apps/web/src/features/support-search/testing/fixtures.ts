import {
  type CustomerType,
  type SupportSearchSuggestion,
  SupportSearchSuggestionsResponseSchema,
} from '@support/contracts';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Test helpers of the support search widget: answers shaped (and checked) by the contract. */
export const suggestion = (n: number): SupportSearchSuggestion => ({
  title: `Prepaid article ${n}`,
  url: `/support/article/prepaid/KM10000${n}`,
});

export const answer = (query: string, count: number, customerType: CustomerType = 'consumer') =>
  SupportSearchSuggestionsResponseSchema.parse({
    query,
    customerType,
    suggestions: Array.from({ length: count }, (_, i) => suggestion(i + 1)),
  });

export interface Call {
  url: URL;
  signal: AbortSignal;
  respond: (status: number, body: unknown) => void;
}

/** A stubbed fetch that keeps every call open until the test answers it. */
export function stubFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          calls.push({
            url: new URL(input, 'http://localhost'),
            signal,
            respond: (status, body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  return calls;
}

/** A stubbed fetch that answers every call at once with `count` suggestions. */
export function answerEvery(count: number) {
  const fetchMock = vi.fn(async (input: string) => {
    const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
    return new Response(JSON.stringify(answer(q, count)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** Lets timers run and settles the promises and renders they start. */
export const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
