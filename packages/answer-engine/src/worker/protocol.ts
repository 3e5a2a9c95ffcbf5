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

/**
 * A list of strings as one string and the lengths of its parts. Posting a message copies each
 * string of it one by one on the receiving thread, in one go: at 100,000 articles the index's
 * terms, ids and spelling words, hundreds of thousands of short strings, held the receiving event
 * loop up for about a third of a second. One long string is copied at memory speed, and is split
 * again a part at a time (unpackStrings).
 */
export interface PackedStrings {
  joined: string;
  lengths: Uint32Array;
}

const isPacked = (value: unknown): value is PackedStrings =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PackedStrings).joined === 'string' &&
  (value as PackedStrings).lengths instanceof Uint32Array;

/** A copy of `value` with every list of strings in it (at any depth) packed; typed arrays kept as they are. */
export function packStrings(value: unknown): unknown {
  if (ArrayBuffer.isView(value) || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'string'))
      return { joined: value.join(''), lengths: Uint32Array.from(value, (v: string) => v.length) };
    return value.map(packStrings);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, packStrings(v)]));
}

/** Strings split off between two turns of the event loop (unpackStrings). */
export const UNPACK_STEP = 20_000;

/**
 * `value` with every packed list of strings split again, in place, UNPACK_STEP strings at a time
 * with `between` awaited in between (the caller's way to let other work run).
 */
export async function unpackStrings<T>(value: unknown, between: () => Promise<void>): Promise<T> {
  let since = 0;
  const walk = async (v: unknown): Promise<unknown> => {
    if (isPacked(v)) {
      const out = new Array<string>(v.lengths.length);
      for (let i = 0, at = 0; i < out.length; i++) {
        if (++since >= UNPACK_STEP) {
          since = 0;
          await between();
        }
        out[i] = v.joined.slice(at, at + v.lengths[i]!);
        at += v.lengths[i]!;
      }
      return out;
    }
    if (ArrayBuffer.isView(v) || typeof v !== 'object' || v === null) return v;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = await walk(v[i]);
      return v;
    }
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) o[k] = await walk(o[k]);
    return o;
  };
  return (await walk(value)) as T;
}
