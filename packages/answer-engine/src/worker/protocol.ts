// What the index worker and the thread that starts it say to each other (startEngineBuild,
// engine-worker.ts). Apart from build.ts, so the worker does not load the engine it builds for
// (the answer decision's model and its schema): less to load at every worker's start.
import type { Lexicon } from '../text/lexicon.ts';

/**
 * What the worker starts with: the lexicon's files (a Lexicon itself cannot cross threads). The
 * articles follow in messages of at most ARTICLES_PER_MESSAGE, then END.
 */
export interface BuildRequest {
  lexiconFiles: Lexicon['files'];
  /** Roughly how much text will come (SearchIndex.loading); 0 when not known. */
  chars: number;
}

/** The message after the last articles: build now. */
export const END = 'end';

/** The buffers of every typed array in a state, each once: moved to the parent, not copied. */
export function transferables(value: unknown, out = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) out.add(value.buffer);
  } else if (Array.isArray(value)) {
    // Arrays of strings and small objects hold no buffers; only look inside arrays of objects.
    if (value.length > 0 && typeof value[0] === 'object') for (const v of value) transferables(v, out);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) transferables(v, out);
  return [...out];
}
