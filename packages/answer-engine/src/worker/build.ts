import { Worker } from 'node:worker_threads';
import { AnswerEngine } from '../engine.ts';
import type { Article } from '../kb/article.ts';
import type { SearchIndexState } from '../retrieval/search-index.ts';
import { Lexicon } from '../text/lexicon.ts';

/** What the worker gets: the articles and the lexicon's files (a Lexicon itself cannot cross threads). */
export interface BuildRequest {
  articles: readonly Article[];
  lexiconFiles: Lexicon['files'];
}

/**
 * Where the worker's code is: this folder's engine-worker.ts when running from source (tsx,
 * vitest), or engine-worker.js beside the bundle that inlined this module (the API's production
 * build emits it there: scripts/build-api.mjs).
 */
export function workerUrl(from: string = import.meta.url): URL {
  return from.endsWith('.ts') ? new URL('./engine-worker.ts', from) : new URL('./engine-worker.js', from);
}

/**
 * Builds the engine's index in a worker thread and takes it over here: the calling thread only
 * posts the articles and adopts the finished arrays, so a large build never blocks its event loop.
 */
export async function buildEngineInWorker(
  articles: readonly Article[],
  options: { lexicon?: Lexicon; url?: URL; answerThreshold?: number } = {},
): Promise<AnswerEngine> {
  const lexicon = options.lexicon ?? new Lexicon();
  const url = options.url ?? workerUrl();
  const request: BuildRequest = { articles, lexiconFiles: lexicon.files };
  // From source (tsx, vitest) the worker registers the TypeScript loader first; a bundle's worker is plain JS.
  const worker = url.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
        { eval: true, workerData: request },
      )
    : new Worker(url, { workerData: request });
  try {
    const state = await new Promise<SearchIndexState>((resolve, reject) => {
      worker.once('message', (m: { state?: SearchIndexState; error?: string }) =>
        m.state ? resolve(m.state) : reject(new Error(m.error ?? 'the index worker sent nothing')),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the index worker stopped (exit code ${code})`)));
    });
    return new AnswerEngine(articles, { lexicon, state, answerThreshold: options.answerThreshold });
  } finally {
    void worker.terminate();
  }
}

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
