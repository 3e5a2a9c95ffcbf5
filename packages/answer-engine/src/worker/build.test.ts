import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { AnswerEngine } from '../engine.ts';
import { loadArticlesFromDir } from '../kb/load.ts';
import { sampleArticle } from '../testing/sample-article.ts';
import { loadLexiconFromDir } from '../text/lexicon.ts';
import { ARTICLES_PER_MESSAGE, buildEngineInWorker, transferables, workerUrl } from './build.ts';

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
    // Our articles and as many copies under new ids: more than two messages' worth.
    const many = [
      ...articles,
      ...Array.from({ length: 2 * ARTICLES_PER_MESSAGE }, (_, i) =>
        sampleArticle({
          id: `KM${1_900_000 + i}`,
          topic: `generated-topic-${i}`,
          title: `Generated article number ${i}`,
          questions: [`What does generated article ${i} say?`],
        }),
      ),
    ];
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const there = await buildEngineInWorker(many, { lexicon });
      const slices = posted.mock.calls.map(([message]) => (message as unknown[]).length);
      expect(slices).toEqual([
        ARTICLES_PER_MESSAGE,
        ARTICLES_PER_MESSAGE,
        many.length - 2 * ARTICLES_PER_MESSAGE,
      ]);
      const here = new AnswerEngine(many, { lexicon });
      expect(there.size).toBe(many.length);
      for (const q of [...QUESTIONS, 'what does generated article 417 say'])
        expect(summary(there, q)).toEqual(summary(here, q));
    } finally {
      posted.mockRestore();
    }
  });

  it('takes a built index over step by step, letting other work run between the steps', async () => {
    const here = new AnswerEngine(articles, { lexicon });
    let turns = 0;
    let adopting = true;
    const other = () => {
      turns++;
      if (adopting) setImmediate(other);
    };
    setImmediate(other);
    const adopted = await AnswerEngine.adopt(articles, structuredClone(here.exportState()), { lexicon });
    adopting = false;
    expect(turns).toBeGreaterThan(1);
    for (const q of QUESTIONS) expect(summary(adopted, q)).toEqual(summary(here, q));
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

  it('rejects when the worker cannot build', async () => {
    const broken = [{ ...articles[0]!, questions: null }] as unknown as typeof articles;
    await expect(buildEngineInWorker(broken, { lexicon })).rejects.toThrow();
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
