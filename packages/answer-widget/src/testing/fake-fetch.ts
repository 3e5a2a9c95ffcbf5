import { vi } from 'vitest';

/** A stubbed global fetch answering by URL path; records every call. */
export interface FakeCall {
  url: string;
  path: string;
  query: URLSearchParams;
  rawQuery: string;
  init: RequestInit;
}

type Route = (call: FakeCall) => Response | Promise<Response>;

export function fakeFetch(routes: Record<string, Route | Response>) {
  const calls: FakeCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'https://www.example.com');
    const call = { url, path: parsed.pathname, query: parsed.searchParams, rawQuery: parsed.search, init };
    calls.push(call);
    const route = routes[parsed.pathname];
    if (!route) throw new TypeError(`no fake route for ${parsed.pathname}`);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return typeof route === 'function' ? route(call) : route.clone();
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

/** A response that never comes, rejecting with AbortError when the request's signal aborts. */
export function pending(call: FakeCall): Promise<Response> {
  return new Promise((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}
