import { STREAM_END_MARKER, type StreamMessage, StreamMessageSchema } from '@support/contracts';
import { type ClientError, ERROR_TYPE, timeoutError } from './http.ts';

/**
 * Seed 000 "Streaming": a Server-Sent Events body (apps/api/src/search/sse.ts) read as `event: init`
 * + its data, `data: <StreamMessage JSON>` lines, then `event: end` / `data: [END]`. Each data line
 * is one message, so lines are handled as they complete rather than per blank-line-ended event.
 */

export type InitMessage = Extract<StreamMessage, { type: 'init' }>;

export interface StreamHandlers {
  onInit?(message: InitMessage): void;
  onMessage(message: StreamMessage): void;
  /** The end marker arrived (its text is never passed on). */
  onEnd(): void;
  /** A bad line, a stall past the timeout, a broken or truncated body. Never after an abort. */
  onError(error: ClientError): void;
}

export interface StreamOptions {
  /** Longest silence between two chunks before TIMEOUT_ERROR. */
  timeoutMs: number;
  /** Aborting it ends the stream quietly: neither onEnd nor onError. */
  signal?: AbortSignal;
}

/** Seed 000 §8, exactly. */
export const STREAM_PARSE_ERROR_MESSAGE = 'Could not parse stream message';

const parseError = (): ClientError => ({
  errorType: ERROR_TYPE.stream,
  code: ERROR_TYPE.stream,
  message: STREAM_PARSE_ERROR_MESSAGE,
});

/** Resolves once the stream has ended one way or another; exactly one of onEnd/onError is called, or none after an abort. */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
  options: StreamOptions,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let outcome: 'open' | 'ended' | 'aborted' = 'open';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = (result: 'ended' | 'aborted', error?: ClientError) => {
    if (outcome !== 'open') return;
    outcome = result;
    clearTimeout(timer);
    reader.cancel().catch(() => {});
    if (result === 'ended') {
      if (error) handlers.onError(error);
      else handlers.onEnd();
    }
  };
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => finish('ended', timeoutError(options.timeoutMs)), options.timeoutMs);
  };
  const onAbort = () => finish('aborted');

  /** One line of the body; false once the stream is over. */
  const handleLine = (raw: string): boolean => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') {
      event = '';
      return true;
    }
    if (line.startsWith(':')) return true; // an SSE comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field !== 'data') return true;
    if (event === 'end' || value === STREAM_END_MARKER) {
      finish('ended');
      return false;
    }
    const message = parseMessage(value);
    if (!message) {
      finish('ended', parseError());
      return false;
    }
    if (message.type === 'init') handlers.onInit?.(message);
    else handlers.onMessage(message);
    return true;
  };

  if (options.signal?.aborted) {
    finish('aborted');
    return;
  }
  options.signal?.addEventListener('abort', onAbort);
  armTimer();
  try {
    while (outcome === 'open') {
      const { done, value } = await reader.read();
      if (outcome !== 'open') break;
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (!handleLine(line)) break;
      if (done) {
        finish('ended', {
          errorType: ERROR_TYPE.stream,
          code: ERROR_TYPE.stream,
          message: 'The answer stream ended before its end marker',
        });
      } else if (outcome === 'open') armTimer();
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : 'The answer stream broke';
    finish(options.signal?.aborted ? 'aborted' : 'ended', {
      errorType: ERROR_TYPE.network,
      code: ERROR_TYPE.network,
      message,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function parseMessage(data: string): StreamMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = StreamMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
