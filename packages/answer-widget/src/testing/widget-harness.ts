import {
  ALLOCATIONS_PATH,
  type ExperimentFlags,
  type SignalsBatch,
  type StreamMessage,
  WIDGET_CONTENT_PATH,
} from '@support/contracts';
import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { SEARCH_PATHS } from '../core/client.ts';
import type { AnswerWidgetProps } from '../model.ts';
import { useAnswerWidget } from '../use-answer-widget.ts';
import { type FakeCall, fakeFetch } from './fake-fetch.ts';
import { allocationsBody, CONTENT, contentBody, json, popularBody } from './responses.ts';
import { dataFrame, END_FRAME, initFrame } from './sse.ts';

/** Test helpers for useAnswerWidget: a fake API, captured signals, a hand-fed answer stream. */

export const FLAGS: ExperimentFlags = {
  enableWidget: true,
  enableAPICallOnPageLoad: true,
  enableGenAIButton: false,
  enableBillingIntent: false,
  enableSpectraAPI: false,
  enablePersonalization: false,
  enableRelatedQuestions: true,
  enableFollowUp: false,
  enableForums: false,
};

export const ALL_ON: Record<string, boolean> = {
  'svc-search-ixp-smart-answer': true,
  'svc-search-ixp-genai-pageload': true,
  'svc-search-ixp-related-questions': true,
};

export const SIGNALS_PATH_OF = (collection: string) => `/search/v1/signals/${collection}`;

/** An SSE response the test writes to frame by frame. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    init: (question: string, queryId = 'query-1') =>
      controller.enqueue(encoder.encode(initFrame(queryId, question))),
    send: (m: StreamMessage) => controller.enqueue(encoder.encode(dataFrame(m))),
    end: () => {
      controller.enqueue(encoder.encode(END_FRAME));
      controller.close();
    },
  };
}

type Route = Parameters<typeof fakeFetch>[0][string];

/** The fake API: content, flags and popular answers by default, the rest from `routes`. */
export function fakeApi(routes: Record<string, Route> = {}, allocations: Record<string, boolean> = ALL_ON) {
  return fakeFetch({
    [WIDGET_CONTENT_PATH]: json(contentBody()),
    [ALLOCATIONS_PATH]: json(allocationsBody(allocations)),
    [SEARCH_PATHS.popular]: json(popularBody(5)),
    [SIGNALS_PATH_OF('idpSupport')]: json({ stored: 1, duplicates: 0 }, 202),
    [SIGNALS_PATH_OF('sitesearch')]: json({ stored: 1, duplicates: 0 }, 202),
    ...routes,
  });
}

/** Signals as sent, by beacon (happy-dom has no keepalive fetch) or by fetch. */
export function captureSignals(api: ReturnType<typeof fakeFetch>) {
  const beaconBodies: Promise<string>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((_url: string, blob: Blob) => {
      beaconBodies.push(blob.text());
      return true;
    }),
  });
  return async (): Promise<SignalsBatch[]> => {
    const fetched = api.calls
      .filter((c: FakeCall) => c.path.startsWith('/search/v1/signals/'))
      .map((c) => String(c.init.body));
    const beaconed = await Promise.all(beaconBodies);
    return [...fetched, ...beaconed].map((b) => JSON.parse(b) as SignalsBatch);
  };
}

export const PROPS: AnswerWidgetProps = { appId: 'idpSupport', serviceKey: 'wireless', pageName: '/search' };

export function renderWidget(props: Partial<AnswerWidgetProps> = {}, options: { strict?: boolean } = {}) {
  return renderHook((p: AnswerWidgetProps) => useAnswerWidget(p), {
    initialProps: { ...PROPS, ...props },
    reactStrictMode: options.strict ?? false,
  });
}

/** Lets fake time pass and every promise settle, inside act. */
export async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export const PRELOADED = { content: CONTENT, flags: FLAGS };
