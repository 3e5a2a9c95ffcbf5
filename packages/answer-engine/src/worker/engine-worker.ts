// The worker side of startEngineBuild: indexes the articles as they come (in slices), lays the
// index out at END and posts it back (its typed arrays moved, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import type { Article } from '../kb/article.ts';
import { SearchIndex } from '../retrieval/search-index.ts';
import { Lexicon } from '../text/lexicon.ts';
import { type BuildRequest, END, packStrings, transferables } from './protocol.ts';

const request = workerData as BuildRequest;
// The engine's index with its default field weights, as new AnswerEngine(articles, { lexicon }) builds it.
const loader = SearchIndex.loading(undefined, new Lexicon(request.lexiconFiles));

function receive(message: readonly Article[] | typeof END): void {
  try {
    if (message !== END) {
      loader.add(message);
      return;
    }
    parentPort!.off('message', receive);
    const state = packStrings(loader.finish().exportState());
    parentPort!.postMessage({ state }, transferables(state));
  } catch (err) {
    parentPort!.off('message', receive);
    parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
}

parentPort!.on('message', receive);
