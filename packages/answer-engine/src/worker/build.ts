import { Worker } from 'node:worker_threads';
import { AnswerEngine } from '../engine.ts';
import type { Article } from '../kb/article.ts';
import type { SearchIndexState } from '../retrieval/search-index.ts';
import { Lexicon } from '../text/lexicon.ts';
import { type BuildRequest, END, unpackStrings } from './protocol.ts';

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

/** Where a worker build's options come from (see startEngineBuild). */
export interface WorkerBuildOptions {
  lexicon?: Lexicon;
  /** The worker's code (default workerUrl()). */
  url?: URL;
  answerThreshold?: number;
}

/**
 * A build in a worker thread that takes the articles as they come: the worker starts at once and
 * indexes each piece when it arrives, so a caller reading the articles from a database page by
 * page builds while it reads, and has the index shortly after the last page.
 */
export interface EngineBuild {
  /** More articles, in order (posted in slices, a macrotask between them); rejects once the worker has failed. */
  add(articles: readonly Article[]): Promise<void>;
  /** The engine over every article added, the index taken over from the worker in steps. */
  finish(): Promise<AnswerEngine>;
  /** Stops the worker (a build that will not be finished). */
  abort(): void;
}

/**
 * Starts a build in a worker thread: the calling thread only posts the articles (in slices) and
 * takes the finished arrays over (in steps), so even a large build holds its event loop up only
 * briefly (at 10,000 articles, tens of milliseconds at a time).
 */
export function startEngineBuild(options: WorkerBuildOptions = {}): EngineBuild {
  const lexicon = options.lexicon ?? new Lexicon();
  const url = options.url ?? workerUrl();
  const request: BuildRequest = { lexiconFiles: lexicon.files };
  // From source (tsx, vitest) the worker registers the TypeScript loader first; a bundle's worker is plain JS.
  const worker = url.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`,
        { eval: true, workerData: request },
      )
    : new Worker(url, { workerData: request });
  const articles: Article[] = [];
  let failure: Error | undefined;
  const built = new Promise<unknown>((resolve, reject) => {
    const fail = (err: Error) => {
      failure ??= err;
      reject(failure);
    };
    worker.once('message', (m: { state?: unknown; error?: string }) =>
      m.state ? resolve(m.state) : fail(new Error(m.error ?? 'the index worker sent nothing')),
    );
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`the index worker stopped (exit code ${code})`)));
  });
  // A failure before finish is reported by add and finish; it must not count as an unhandled
  // rejection (which ends the process) meanwhile.
  built.catch(() => undefined);
  let finishing = false;
  return {
    async add(more) {
      if (finishing) throw new Error('the build is finishing: no more articles');
      for (let from = 0; from < more.length; from += ARTICLES_PER_MESSAGE) {
        if (failure) throw failure;
        if (from > 0) await nextTurn();
        const slice = more.slice(from, from + ARTICLES_PER_MESSAGE);
        worker.postMessage(slice);
        for (const a of slice) articles.push(a);
      }
    },
    async finish() {
      finishing = true;
      try {
        if (failure) throw failure;
        worker.postMessage(END);
        const state = await unpackStrings<SearchIndexState>(await built, nextTurn);
        return await AnswerEngine.adopt(articles, state, {
          lexicon,
          answerThreshold: options.answerThreshold,
        });
      } finally {
        void worker.terminate();
      }
    },
    abort() {
      finishing = true;
      void worker.terminate();
    },
  };
}

/** Builds the engine's index over these articles in a worker thread (see startEngineBuild). */
export async function buildEngineInWorker(
  articles: readonly Article[],
  options: WorkerBuildOptions = {},
): Promise<AnswerEngine> {
  const build = startEngineBuild(options);
  try {
    await build.add(articles);
  } catch (err) {
    build.abort();
    throw err;
  }
  return build.finish();
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
