import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { AnswerEngine } from '../engine.ts';
import { loadArticlesFromDir } from '../kb/load.ts';
import { ADOPT_STEP, FIELD_BOOST, SearchIndex } from '../retrieval/search-index.ts';
import { sampleArticle } from '../testing/sample-article.ts';
import { loadLexiconFromDir } from '../text/lexicon-file.ts';
import { ARTICLES_PER_MESSAGE, buildEngineInWorker, startEngineBuild, workerUrl } from './build.ts';
import { END, packStrings, transferables, UNPACK_STEP, unpackStrings } from './protocol.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../content');
const articles = loadArticlesFromDir(join(ROOT, 'kb'));
const lexicon = loadLexiconFromDir(join(ROOT, 'lexicon'));

const QUESTIONS = [
  'how do I pay my bill',
  'my wi fi keeps dropping at night',
  'I forgot my acount pasword',
  'set up voicemail on my new phone',
  'what is the weather tomorrow',
];

const summary = (engine: AnswerEngine, question: string) => {
  const r = engine.retrieve({ question, customerType: 'consumer' });
  return {
    corrected: r.corrected,
    best: r.best?.article.id,
    confidence: r.confidence,
    hits: r.hits.map((h) => [h.article.id, h.score, h.questionSimilarity]),
  };
};

const generatedId = (i: number) => `KM${1_900_000 + i}`;

/** Articles of their own, each with a number of its own ("generated article 417"). */
const generated = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    sampleArticle({
      id: generatedId(i),
      topic: `generated-topic-${i}`,
      title: `Generated article number ${i}`,
      questions: [`What does generated article ${i} say?`],
    }),
  );

describe('buildEngineInWorker', () => {
  it('builds in a worker thread an engine that answers exactly as one built here', async () => {
    const here = new AnswerEngine(articles, { lexicon });
    const there = await buildEngineInWorker(articles, { lexicon });
    expect(there.size).toBe(here.size);
    for (const q of QUESTIONS) expect(summary(there, q)).toEqual(summary(here, q));
  });

  it('an adopted index still takes incremental updates', async () => {
    const engine = await buildEngineInWorker(articles, { lexicon });
    engine.upsert(
      sampleArticle({
        id: 'KM1999998',
        topic: 'carrier-pigeon-delivery',
        title: 'Send a message by carrier pigeon',
        questions: ['Can I send a message by carrier pigeon?'],
      }),
    );
    expect(
      engine.retrieve({ question: 'message by carrier pigeon', customerType: 'consumer' }).best?.article.id,
    ).toBe('KM1999998');
  });

  it('sends the articles in slices, and the worker builds from all of them', async () => {
    // Our articles and generated ones: more than two messages' worth.
    const many = [...articles, ...generated(2 * ARTICLES_PER_MESSAGE)];
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const there = await buildEngineInWorker(many, { lexicon });
      const messages = posted.mock.calls.map(([message]) => message);
      expect(messages.map((m) => (m === END ? END : (m as unknown[]).length))).toEqual([
        ARTICLES_PER_MESSAGE,
        ARTICLES_PER_MESSAGE,
        many.length - 2 * ARTICLES_PER_MESSAGE,
        END,
      ]);
      const here = new AnswerEngine(many, { lexicon });
      // An article of each slice is found by its own question: the worker indexed every slice.
      for (const i of [0, ARTICLES_PER_MESSAGE + 7, 2 * ARTICLES_PER_MESSAGE - 1]) {
        const hit = there.retrieve({
          question: `what does generated article ${i} say`,
          customerType: 'consumer',
        });
        expect(hit.hits[0]?.article.id).toBe(generatedId(i));
      }
      for (const q of QUESTIONS) expect(summary(there, q)).toEqual(summary(here, q));
    } finally {
      posted.mockRestore();
    }
  });

  it('builds from articles added a piece at a time, indexing each piece as it comes', async () => {
    const many = [...articles, ...generated(300)];
    const build = startEngineBuild({ lexicon });
    const pieces = [1, 60, 299, 77];
    let from = 0;
    for (const n of pieces) {
      await build.add(many.slice(from, from + n));
      from += n;
      // Time for the worker to take each piece in before the next one comes, as database pages do.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await build.add(many.slice(from));
    const there = await build.finish();
    const here = new AnswerEngine(many, { lexicon });
    expect(there.size).toBe(many.length);
    expect(there.articles().map((a) => a.id)).toEqual(many.map((a) => a.id));
    for (const q of [
      ...QUESTIONS,
      'what does generated article 123 say',
      'what does generated article 299 say',
    ])
      expect(summary(there, q)).toEqual(summary(here, q));
    await expect(build.add(articles.slice(0, 1))).rejects.toThrow(/finishing/);
  });

  it('a piece the worker cannot index fails the build: later pieces and finish reject', async () => {
    const build = startEngineBuild({ lexicon });
    await build.add(articles.slice(0, 3));
    await build.add([{ ...articles[3]!, questions: null }] as unknown as typeof articles);
    // The worker's report comes back asynchronously: an add once it has come rejects, and finish.
    await vi.waitFor(() => expect(build.add(articles.slice(4, 5))).rejects.toThrow(), {
      timeout: 20_000,
      interval: 50,
    });
    await expect(build.finish()).rejects.toThrow();
  });

  it('takes a built index over step by step, letting other work run between the steps', async () => {
    // More terms and documents than one step takes: each generated article has a number of its own.
    const large = [...articles, ...generated(5000)];
    const here = new AnswerEngine(large, { lexicon });
    const state = here.exportState();
    expect(state.terms.length).toBeGreaterThan(2 * ADOPT_STEP);
    // The index's own steps: every ADOPT_STEP terms, then the question index, the vocabulary, and
    // every ADOPT_STEP documents.
    let stops = 0;
    const steps = SearchIndex.adopting(structuredClone(state), FIELD_BOOST, lexicon);
    while (!steps.next().done) stops++;
    const every = (n: number) => Math.floor((n - 1) / ADOPT_STEP);
    expect(stops).toBe(every(state.terms.length) + 2 + every(state.ids.length));

    let turns = 0;
    let adopting = true;
    const other = () => {
      turns++;
      if (adopting) setImmediate(other);
    };
    setImmediate(other);
    const adopted = await AnswerEngine.adopt(large, structuredClone(state), { lexicon });
    adopting = false;
    // The other work ran between the index's steps and between steps of the engine's own maps.
    expect(turns).toBeGreaterThanOrEqual(stops + every(large.length));
    for (const q of [...QUESTIONS, 'what does generated article 4321 say'])
      expect(summary(adopted, q)).toEqual(summary(here, q));
    // Each document's metadata came over too: every filter sees the same articles.
    const scoped = (engine: AnswerEngine) =>
      engine
        .retrieve({
          question: 'my internet keeps dropping',
          customerType: 'smb',
          lineOfService: 'internet',
          dataSources: ['esupport', 'forums'],
          limit: 20,
        })
        .hits.map((h) => h.article.id);
    expect(scoped(adopted)).toEqual(scoped(here));
    expect(scoped(adopted).length).toBeGreaterThan(0);
    expect(adopted.articles().map((a) => a.id)).toEqual(here.articles().map((a) => a.id));
  });

  it('takes over an index with replaced and removed articles as it was', async () => {
    const here = new AnswerEngine(articles, { lexicon });
    const first = articles[0]!;
    here.upsert({
      ...first,
      title: `${first.title} (revised)`,
      questions: ['How do I send a carrier pigeon?'],
    });
    here.remove(articles[1]!.id);
    const kept = here.articles();
    const adopted = await AnswerEngine.adopt(kept, structuredClone(here.exportState()), { lexicon });
    expect(adopted.size).toBe(here.size);
    for (const q of [...QUESTIONS, 'send a carrier pigeon', articles[1]!.questions[0]!])
      expect(summary(adopted, q)).toEqual(summary(here, q));
  });

  it('rejects when the worker cannot build', async () => {
    const broken = [{ ...articles[0]!, questions: null }] as unknown as typeof articles;
    await expect(buildEngineInWorker(broken, { lexicon })).rejects.toThrow();
  });

  it('posts the lists of strings of a state as one string each, split again a step at a time', async () => {
    const state = new AnswerEngine([...articles, ...generated(2000)], { lexicon }).exportState();
    // A copy to compare with: moving the packed state detaches the arrays it shares with `state`.
    const expected = structuredClone(state);
    const packed = packStrings(state) as Record<string, unknown>;
    // No list of strings is left at any depth; the typed arrays are the state's own.
    const lists = (v: unknown): number =>
      ArrayBuffer.isView(v) || typeof v !== 'object' || v === null
        ? 0
        : Array.isArray(v)
          ? (v.length > 0 && v.every((x) => typeof x === 'string') ? 1 : 0) +
            v.reduce((n, x) => n + lists(x), 0)
          : Object.values(v).reduce((n: number, x) => n + lists(x), 0);
    expect(lists(state)).toBeGreaterThanOrEqual(4);
    expect(lists(packed)).toBe(0);
    expect(packed.alive).toBe(state.alive);
    // Across threads and back: equal to the state, strings with any characters included.
    const odd = ['', 'a\u0000b', 'é', '👍', ''];
    const cloned = structuredClone(
      { state: packed, odd: packStrings(odd) },
      { transfer: transferables(packed) },
    );
    let turns = 0;
    const back = await unpackStrings<{ state: typeof state; odd: string[] }>(cloned, async () => {
      turns++;
    });
    expect(back.state).toEqual(expected);
    expect(back.odd).toEqual(odd);
    const strings = expected.terms.length + expected.ids.length + expected.vocabulary.words.length;
    expect(turns).toBeGreaterThanOrEqual(Math.floor(strings / UNPACK_STEP));
  });

  it('moves every typed array of the state, each buffer once', () => {
    const state = new AnswerEngine(articles.slice(0, 5), { lexicon }).exportState();
    const buffers = transferables(state);
    expect(buffers.length).toBeGreaterThan(10);
    expect(new Set(buffers).size).toBe(buffers.length);
  });

  it('finds the worker beside the module: .ts from source, .js beside a bundle', () => {
    expect(workerUrl('file:///app/src/worker/build.ts').pathname).toBe('/app/src/worker/engine-worker.ts');
    expect(workerUrl('file:///app/dist/server.js').pathname).toBe('/app/dist/engine-worker.js');
  });
});
