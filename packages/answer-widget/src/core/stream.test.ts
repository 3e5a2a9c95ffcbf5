import type { StreamMessage } from '@support/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataFrame, END_FRAME, initFrame, sseBody } from '../testing/sse.ts';
import type { ClientError } from './http.ts';
import { readAnswerStream, STREAM_PARSE_ERROR_MESSAGE } from './stream.ts';

function recorder() {
  const events: (string | StreamMessage | ClientError)[] = [];
  return {
    events,
    handlers: {
      onInit: (m: StreamMessage) => events.push(m),
      onMessage: (m: StreamMessage) => events.push(m),
      onEnd: () => events.push('end'),
      onError: (e: ClientError) => events.push(e),
    },
  };
}

const delta = (text: string): StreamMessage => ({ type: 'answer', delta: text });
const TIMEOUT = 15_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readAnswerStream', () => {
  it('passes init, then each data message, then ends at the marker without passing its text', async () => {
    const r = recorder();
    await readAnswerStream(
      sseBody([
        initFrame('q1', 'How do I pay?'),
        dataFrame(delta('Sign in')),
        dataFrame(delta(' and pay.')),
        END_FRAME,
      ]),
      r.handlers,
      { timeoutMs: TIMEOUT },
    );
    expect(r.events).toEqual([
      { type: 'init', queryId: 'q1', question: 'How do I pay?' },
      delta('Sign in'),
      delta(' and pay.'),
      'end',
    ]);
  });

  it('joins a line split across chunks, a multi-byte character split across chunks, and \\r\\n line ends', async () => {
    const r = recorder();
    const frame = dataFrame(delta('Café ✓')).replace(/\n/g, '\r\n');
    const bytes = new TextEncoder().encode(frame);
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    await readAnswerStream(
      sseBody([
        frame.slice(0, 0),
        bytes.slice(0, 7),
        bytes.slice(7, cut),
        bytes.slice(cut),
        'data: [E',
        'ND]\r\n\r\n',
      ]),
      r.handlers,
      { timeoutMs: TIMEOUT },
    );
    expect(r.events).toEqual([delta('Café ✓'), 'end']);
  });

  it('stops at the marker even when the body goes on', async () => {
    const r = recorder();
    await readAnswerStream(
      sseBody([dataFrame(delta('a')), 'data: [END]\n\n', dataFrame(delta('b'))]),
      r.handlers,
      {
        timeoutMs: TIMEOUT,
      },
    );
    expect(r.events).toEqual([delta('a'), 'end']);
  });

  it('ignores comments and other fields', async () => {
    const r = recorder();
    await readAnswerStream(
      sseBody([': keep-alive\nid: 4\nretry: 100\n', dataFrame(delta('a')), END_FRAME]),
      r.handlers,
      {
        timeoutMs: TIMEOUT,
      },
    );
    expect(r.events).toEqual([delta('a'), 'end']);
  });

  it('ends with "Could not parse stream message" on a line that is not JSON', async () => {
    const r = recorder();
    await readAnswerStream(
      sseBody([dataFrame(delta('a')), 'data: {not json\n\n', dataFrame(delta('b')), END_FRAME]),
      r.handlers,
      {
        timeoutMs: TIMEOUT,
      },
    );
    expect(r.events).toEqual([
      delta('a'),
      { errorType: 'STREAM_ERROR', code: 'STREAM_ERROR', message: STREAM_PARSE_ERROR_MESSAGE },
    ]);
    expect(STREAM_PARSE_ERROR_MESSAGE).toBe('Could not parse stream message');
  });

  it('ends with the parse error on JSON that is not a stream message', async () => {
    const r = recorder();
    await readAnswerStream(sseBody(['data: {"type":"answer","delta":5}\n\n', END_FRAME]), r.handlers, {
      timeoutMs: TIMEOUT,
    });
    expect(r.events).toEqual([expect.objectContaining({ message: 'Could not parse stream message' })]);
  });

  it('reports a body that closes before the end marker', async () => {
    const r = recorder();
    await readAnswerStream(sseBody([dataFrame(delta('a'))]), r.handlers, { timeoutMs: TIMEOUT });
    expect(r.events).toEqual([
      delta('a'),
      expect.objectContaining({
        errorType: 'STREAM_ERROR',
        message: 'The answer stream ended before its end marker',
      }),
    ]);
  });

  it('reports a broken body as a network error', async () => {
    const r = recorder();
    await readAnswerStream(
      sseBody([dataFrame(delta('a'))], { fail: new Error('connection reset') }),
      r.handlers,
      {
        timeoutMs: TIMEOUT,
      },
    );
    expect(r.events).toEqual([
      delta('a'),
      { errorType: 'NETWORK_ERROR', code: 'NETWORK_ERROR', message: 'connection reset' },
    ]);
  });

  it('fails with TIMEOUT_ERROR when the stream stalls past the timeout, counted from the last chunk', async () => {
    const r = recorder();
    const done = readAnswerStream(sseBody([dataFrame(delta('a'))], { open: true }), r.handlers, {
      timeoutMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(r.events).toEqual([delta('a')]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(r.events).toEqual([
      delta('a'),
      { errorType: 'TIMEOUT_ERROR', code: 999, message: 'Request timed out after :: 1000 milliseconds' },
    ]);
  });

  it('ends quietly when aborted, with neither onEnd nor onError, and sets no timer afterwards', async () => {
    const r = recorder();
    const controller = new AbortController();
    const done = readAnswerStream(sseBody([dataFrame(delta('a'))], { open: true }), r.handlers, {
      timeoutMs: 1000,
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.events).toEqual([delta('a')]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing when the signal was aborted before reading', async () => {
    const r = recorder();
    const controller = new AbortController();
    controller.abort();
    await readAnswerStream(sseBody([dataFrame(delta('a')), END_FRAME]), r.handlers, {
      timeoutMs: 1000,
      signal: controller.signal,
    });
    expect(r.events).toEqual([]);
  });
});
