import type { StreamMessage } from '@support/contracts';

/** Test helpers: hand-built SSE bodies shaped like apps/api/src/search/sse.ts writes them. */

export const initFrame = (queryId: string, question: string) =>
  `event: init\ndata: ${JSON.stringify({ type: 'init', queryId, question })}\n\n`;
export const dataFrame = (message: StreamMessage) => `data: ${JSON.stringify(message)}\n\n`;
export const END_FRAME = 'event: end\ndata: [END]\n\n';

/**
 * A body delivering `chunks` one per read; `open` leaves it open after the last one (a stall),
 * `failAfter` errors it instead of closing.
 */
export function sseBody(
  chunks: readonly (string | Uint8Array)[],
  options: { open?: boolean; fail?: Error } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk !== undefined) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        return;
      }
      if (options.fail) controller.error(options.fail);
      else if (!options.open) controller.close();
      else return new Promise<void>(() => {}); // never another chunk
    },
  });
}
