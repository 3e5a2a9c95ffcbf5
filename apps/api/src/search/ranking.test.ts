import { join } from 'node:path';
import {
  AnswerEngine,
  FeedbackWeights,
  loadArticlesFromDir,
  loadLexiconFromDir,
  SEMANTIC_WEIGHT,
} from '@support/answer-engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../platform/config.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { type EmbeddingsServer, startEmbeddingsServer } from '../testing/embeddings-server.ts';
import { type AskInput, askKnowledgeBase, prepareAnswer } from './answer.service.ts';

/**
 * What ranks besides the words, wired through the answer service: feedback weights learnt from
 * visitors, and the articles nearest in meaning from an embeddings server.
 */

const CONTENT_DIR = join(REPO_ROOT, 'content');
const ask = (question: string): AskInput => ({
  appId: 'sitesearch',
  question,
  customerType: 'consumer',
  dataSources: ['esupport', 'gvp'],
  relatedEnabled: true,
});

describe('feedback in the answer service', () => {
  const engine = new AnswerEngine(loadArticlesFromDir(join(CONTENT_DIR, 'kb')), {
    lexicon: loadLexiconFromDir(join(CONTENT_DIR, 'lexicon')),
  });
  const question = 'I forgot my password';

  it('many visitors voting the answer down give the runner-up, in a cache of its own', () => {
    const plain = prepareAnswer(engine, ask(question));
    const shown = plain.best!.id;
    const runnerUp = plain.retrieval.hits[1]!.article.id;
    const votes = Array.from({ length: 300 }, (_, i) => ({
      question,
      articleId: shown,
      kind: 'unhelpful' as const,
      voter: `visitor-${i}`,
    }));
    const weights = new FeedbackWeights(votes, { analyze: (q) => engine.questionTerms(q) });
    const taught = prepareAnswer(engine, ask(question), { feedback: weights });
    expect(taught.retrieval.hits[0]?.article.id).toBe(runnerUp);
    // The answer without feedback is still the cached one for callers without weights.
    expect(prepareAnswer(engine, ask(question)).best?.id).toBe(shown);
    // Another question is not moved.
    expect(prepareAnswer(engine, ask('how do I pay my bill'), { feedback: weights }).best?.id).toBe(
      prepareAnswer(engine, ask('how do I pay my bill')).best?.id,
    );
  });

  it('two visitors are not enough to move an answer', () => {
    const shown = prepareAnswer(engine, ask(question)).best!.id;
    const votes = ['a', 'b'].map((voter) => ({
      question,
      articleId: shown,
      kind: 'unhelpful' as const,
      voter,
    }));
    const weights = new FeedbackWeights(votes, { analyze: (q) => engine.questionTerms(q) });
    expect(prepareAnswer(engine, ask(question), { feedback: weights }).best?.id).toBe(shown);
  });
});

describe('semantic hits in the answer service', () => {
  const engine = new AnswerEngine(loadArticlesFromDir(join(CONTENT_DIR, 'kb')), {
    lexicon: loadLexiconFromDir(join(CONTENT_DIR, 'lexicon')),
  });
  const question = 'my internet keeps dropping';
  const lexical = prepareAnswer(engine, ask(question)).retrieval.hits.map((h) => h.article.id);
  // An article the words do not find, that an encoder put first.
  const outsider = engine
    .articles()
    .find((a) => a.customerType === 'consumer' && a.dataSource === 'esupport' && !lexical.includes(a.id))!;
  const kb = (weight: number) =>
    ({
      engine,
      semantic: { stats: { articles: 1 }, weight, hits: async () => [{ id: outsider.id, similarity: 0.9 }] },
    }) as unknown as KnowledgeBase;

  it('weighs them as EMBEDDINGS_WEIGHT says: a little by default, as much as the words at 1', async () => {
    const top = async (weight: number) =>
      (await askKnowledgeBase(kb(weight), ask(question))).retrieval.hits[0]?.article.id;
    expect(await top(SEMANTIC_WEIGHT)).toBe(lexical[0]);
    expect(await top(1)).toBe(outsider.id);
  });
});

describe('semantic retrieval in the running API', () => {
  let server: EmbeddingsServer;
  let app: FastifyInstance;

  const health = async () =>
    (await app.inject({ method: 'GET', url: '/healthz' })).json() as {
      articles: number;
      semantic?: { articles: number };
    };
  const answer = (q: string) =>
    app.inject({
      method: 'GET',
      url: `/search/v2/answerextraction?app-id=sitesearch&searchTerm=${encodeURIComponent(q)}`,
    });

  beforeAll(async () => {
    server = await startEmbeddingsServer();
    app = await buildApp({
      config: {
        CONTENT_DIR,
        DATA_DIR: '',
        DATABASE_URL: undefined,
        LOG_LEVEL: 'silent',
        EMBEDDINGS_BASE_URL: server.url,
        EMBEDDINGS_MODEL: 'test-embedding',
      },
      logger: false,
      rateLimit: false,
    });
    // The articles are embedded in the background after start.
    const synced = async () => {
      const h = await health();
      return h.semantic?.articles === h.articles;
    };
    for (let i = 0; i < 400 && !(await synced()); i++) await new Promise((r) => setTimeout(r, 50));
  });

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('embeds the articles once at start and reports them in /healthz', async () => {
    const h = await health();
    expect(h.semantic?.articles).toBe(h.articles);
    expect(h.articles).toBeGreaterThan(100);
  });

  it('embeds a new question once, answers it, and answers it again from the cache', async () => {
    const q = 'my home internet keeps cutting out every evening';
    const before = server.inputs.length;
    const first = await answer(q);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isShowBestAnswer: true });
    expect(server.inputs.slice(before)).toEqual([q]);
    const again = await answer(q);
    expect(again.json().articleId).toBe(first.json().articleId);
    expect(server.inputs.length).toBe(before + 1);
  });

  it('still answers, lexically, when the embeddings server fails', async () => {
    server.mode = 'http-error';
    try {
      const res = await answer('how do I set up voicemail on my phone');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isShowBestAnswer: true });
    } finally {
      server.mode = 'ok';
    }
  });
});

/**
 * A consumer's question in business words goes to small-business support when a business article
 * answers it as surely and the household article never speaks of them. What the articles say is
 * worked out once per engine version: an article changed in place is read again.
 */
describe('business hand-off in the answer service', () => {
  it('follows the articles as they change in place', () => {
    const engine = new AnswerEngine(loadArticlesFromDir(join(CONTENT_DIR, 'kb')), {
      lexicon: loadLexiconFromDir(join(CONTENT_DIR, 'lexicon')),
    });
    const question = 'how do I pay our business bill online';
    const before = prepareAnswer(engine, ask(question));
    expect(before.forBusiness).toBe(true);
    expect(before.retrieval.declineReason).toBe('business');

    // The household bill-payment article now speaks of paying a business's bill in its own words.
    const pay = engine.article('KM1000001')!;
    engine.upsert({
      ...pay,
      questions: [...pay.questions, 'How do I pay our business bill online?', 'Pay a business bill online'],
    });
    const after = prepareAnswer(engine, ask(`${question} please`));
    expect(after.forBusiness).toBe(false);
    expect(after.best?.id).toBe('KM1000001');
  });
});
