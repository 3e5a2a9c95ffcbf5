import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOCATIONS_PATH, WIDGET_CONTENT_PATH } from '@support/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Server-only modules refuse to load outside the server build; this test is that server.
vi.mock('server-only', () => ({}));

const { fetchWidgetPreload, WIDGET_CLIENT_ID, WIDGET_PRELOAD_REVALIDATE_SECONDS } = await import(
  './widget.server.ts'
);

/** The stored widget text, wrapped as the API answers it. */
const STORED = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../../../content/cms/hubanswer-global-search-consumer.json'),
    'utf8',
  ),
) as { payload: unknown };
const FEED = { 'cms-feed': { components: { default: { hubAnswer: { content: STORED.payload } } } } };
const ALLOCATIONS = {
  allocations: [
    { key: 'svc-search-ixp-smart-answer', team: 'search', value: true },
    { key: 'svc-search-ixp-show-gen-ai', team: 'search', value: 'TRUE' },
    { key: 'svc-search-ixp-related-questions', team: 'search', value: 'true' },
  ],
};

type Reply = { status: number; body: unknown } | Error;
const calls: { url: string; init: RequestInit }[] = [];

function stubApi(content: Reply, allocations: Reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = url.includes(ALLOCATIONS_PATH) ? allocations : content;
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  calls.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('fetchWidgetPreload', () => {
  it('asks nothing while `next build` prerenders (no API runs then), quietly', async () => {
    stubApi({ status: 200, body: FEED }, { status: 200, body: ALLOCATIONS });
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    try {
      expect(await fetchWidgetPreload()).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(calls).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the content feed and the flags, fetched with client-id and the data cache', async () => {
    stubApi({ status: 200, body: FEED }, { status: 200, body: ALLOCATIONS });
    const preload = await fetchWidgetPreload();
    expect(preload?.content.loadingMsgArray).toHaveLength(5);
    expect(preload?.flags).toMatchObject({
      enableWidget: true,
      enableGenAIButton: false,
      enableRelatedQuestions: true,
      enableForums: false,
    });
    const content = calls.find((c) => c.url.endsWith(WIDGET_CONTENT_PATH));
    expect(new Headers(content?.init.headers).get('client-id')).toBe(WIDGET_CLIENT_ID);
    expect(calls.find((c) => c.url.includes(ALLOCATIONS_PATH))?.url).toMatch(/\?teams=search$/);
    for (const c of calls) expect(c.init.next?.revalidate).toBe(WIDGET_PRELOAD_REVALIDATE_SECONDS);
  });

  it.each<[string, Reply, Reply]>([
    [
      'the feed answers 500',
      { status: 500, body: { errorCode: 'SPTSEARCH-103', statusCode: 500, message: 'x' } },
      { status: 200, body: ALLOCATIONS },
    ],
    ['the feed is malformed', { status: 200, body: { 'cms-feed': {} } }, { status: 200, body: ALLOCATIONS }],
    ['the allocations are unreachable', { status: 200, body: FEED }, new TypeError('fetch failed')],
  ])('is undefined, and logs why, when %s', async (_label, content, allocations) => {
    stubApi(content, allocations);
    expect(await fetchWidgetPreload()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
