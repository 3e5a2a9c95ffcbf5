// The worker side of buildEngineInWorker: builds the index and posts its arrays back (moved, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import { AnswerEngine } from '../engine.ts';
import { Lexicon } from '../text/lexicon.ts';
import { type BuildRequest, transferables } from './build.ts';

const request = workerData as BuildRequest;
try {
  const state = new AnswerEngine(request.articles, {
    lexicon: new Lexicon(request.lexiconFiles),
  }).exportState();
  parentPort!.postMessage({ state }, transferables(state));
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
