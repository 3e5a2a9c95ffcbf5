import { Readable } from 'node:stream';
import { SEARCH_ERROR, STREAM_END_MARKER, type StreamMessage } from '@support/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Sends messages as Server-Sent Events (seed 000 "Streaming"): the init message as an `init`
 * event, every other message as a `data:` line, then the end marker. A failure part-way becomes
 * an error message before the marker, so the client always sees the stream end.
 */
export function sendEventStream(
  reply: FastifyReply,
  messages: AsyncIterable<StreamMessage>,
  log: FastifyBaseLogger,
) {
  async function* frames() {
    try {
      for await (const m of messages) {
        yield m.type === 'init'
          ? `event: init\ndata: ${JSON.stringify(m)}\n\n`
          : `data: ${JSON.stringify(m)}\n\n`;
      }
    } catch (err) {
      log.error({ err }, 'answer stream failed');
      const error: StreamMessage = {
        type: 'error',
        errorCode: SEARCH_ERROR.internal,
        message: 'The answer could not be completed. Please try again.',
      };
      yield `data: ${JSON.stringify(error)}\n\n`;
    }
    yield `event: end\ndata: ${STREAM_END_MARKER}\n\n`;
  }
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    // An answer is the visitor's own (no-store); no-transform keeps proxies from buffering or compressing it.
    .header('cache-control', 'no-store, no-transform')
    .header('x-accel-buffering', 'no');
  return reply.send(Readable.from(frames()));
}
