// The worker side of buildEngineInWorker: gathers the articles as they come (in slices), builds
// the index and posts it back (its typed arrays moved, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import { AnswerEngine } from '../engine.ts';
import type { Article } from '../kb/article.ts';
import { Lexicon } from '../text/lexicon.ts';
import { type BuildRequest, transferables } from './build.ts';

const request = workerData as BuildRequest;
const articles: Article[] = [];

function build(): void {
  parentPort!.off('message', gather);
  try {
    const state = new AnswerEngine(articles, { lexicon: new Lexicon(request.lexiconFiles) }).exportState();
    parentPort!.postMessage({ state }, transferables(state));
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
}

function gather(slice: readonly Article[]): void {
  for (const a of slice) articles.push(a);
  if (articles.length >= request.articleCount) build();
}

if (request.articleCount === 0) build();
else parentPort!.on('message', gather);
