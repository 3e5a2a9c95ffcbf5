import { Worker } from 'node:worker_threads';
import { AnswerEngine } from '../engine.ts';
import type { Article } from '../kb/article.ts';
import type { SearchIndexState } from '../retrieval/search-index.ts';
import { Lexicon } from '../text/lexicon.ts';

/**
 * What the worker starts with: the lexicon's files (a Lexicon itself cannot cross threads) and how
 * many articles follow. The articles come after it, in messages of at most ARTICLES_PER_MESSAGE.
 */
export interface BuildRequest {
  articleCount: number;
  lexiconFiles: Lexicon['files'];
}

/**
 * Articles per message to the worker. Each message is copied (structured clone) on the calling
 * thread: 10,000 generated articles in one message held its event loop up for about 140 ms, where
 * a message of 250 takes a few milliseconds, with the loop free between messages.
 */
export const ARTICLES_PER_MESSAGE = 250;

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
 * posts the articles (in slices) and takes the finished arrays over (in steps), so a large build
 * holds its event loop up only briefly (at 10,000 articles, tens of milliseconds at a time).
 */
export async function buildEngineInWorker(
  articles: readonly Article[],
  options: { lexicon?: Lexicon; url?: URL; answerThreshold?: number } = {},
): Promise<AnswerEngine> {
  const lexicon = options.lexicon ?? new Lexicon();
  const url = options.url ?? workerUrl();
  const request: BuildRequest = { articleCount: articles.length, lexiconFiles: lexicon.files };
  // From source (tsx, vitest) the worker registers the TypeScript loader first; a bundle's worker is plain JS.
  const worker = url.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
        { eval: true, workerData: request },
      )
    : new Worker(url, { workerData: request });
  try {
    let stopped = false;
    const built = new Promise<SearchIndexState>((resolve, reject) => {
      const fail = (err: Error) => {
        stopped = true;
        reject(err);
      };
      worker.once('message', (m: { state?: SearchIndexState; error?: string }) =>
        m.state ? resolve(m.state) : fail(new Error(m.error ?? 'the index worker sent nothing')),
      );
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`the index worker stopped (exit code ${code})`)));
    });
    // A failure while the slices are still going out is handled where `built` is awaited, below;
    // until then it must not count as an unhandled rejection (which ends the process).
    built.catch(() => undefined);
    // The articles in slices, the event loop free between them (a macrotask each); a worker that
    // has failed gets no more.
    for (let from = 0; from < articles.length && !stopped; from += ARTICLES_PER_MESSAGE) {
      if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      worker.postMessage(articles.slice(from, from + ARTICLES_PER_MESSAGE));
    }
    const state = await built;
    return await AnswerEngine.adopt(articles, state, { lexicon, answerThreshold: options.answerThreshold });
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
