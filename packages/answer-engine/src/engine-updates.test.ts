import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerEngine, type RetrieveOptions } from './engine.ts';
import type { FeedbackAdjuster } from './feedback/index.ts';
import type { Article } from './kb/article.ts';
import { loadArticlesFromDir } from './kb/load.ts';
import { sampleArticle } from './testing/sample-article.ts';
import { loadLexiconFromDir } from './text/lexicon-file.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../content');
let articles: Article[];
const lexicon = loadLexiconFromDir(join(ROOT, 'lexicon'));

beforeAll(() => {
  articles = loadArticlesFromDir(join(ROOT, 'kb'));
});

const ask = (engine: AnswerEngine, question: string, options: Partial<RetrieveOptions> = {}) =>
  engine.retrieve({ question, customerType: 'consumer', ...options });

/** Everything a retrieval shows, for comparing two engines. */
const summary = (engine: AnswerEngine, question: string) => {
  const r = ask(engine, question);
  return {
    best: r.best?.article.id,
    confidence: r.confidence.toFixed(6),
    hits: r.hits.map((h) => `${h.article.id}:${h.score.toFixed(6)}`),
  };
};

const QUESTIONS = [
  'how do I pay my bill',
  'my internet keeps dropping',
  'set up voicemail on my new phone',
  'the tv remote stopped working',
  'I am moving to a new house next month',
];

describe('AnswerEngine: incremental updates', () => {
  it('answers a new article once it is upserted, and forgets it once removed', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const article = sampleArticle({
      id: 'KM1999999',
      topic: 'carrier-pigeon-delivery',
      title: 'Send a message by carrier pigeon',
      questions: ['Can I send a message by carrier pigeon?', 'pigeon messages', 'my pigeon did not arrive'],
      answer: 'Pigeon messaging is available in selected towns; open Messages and choose Pigeon.',
    });
    expect(ask(engine, 'can I send my message by carrier pigeon').best?.article.id).not.toBe('KM1999999');
    engine.upsert(article);
    expect(engine.size).toBe(articles.length + 1);
    expect(ask(engine, 'can I send my message by carrier pigeon').best?.article.id).toBe('KM1999999');
    expect(engine.remove('KM1999999')).toBe(true);
    expect(engine.remove('KM1999999')).toBe(false);
    expect(
      ask(engine, 'can I send my message by carrier pigeon').hits.map((h) => h.article.id),
    ).not.toContain('KM1999999');
  });

  it('finds a changed article by its new words and no longer by its old ones', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const original = articles.find((a) => a.topic === 'voicemail-setup')!;
    engine.upsert({
      ...original,
      title: 'Set up visual voicemail and the zephyr greeting',
      questions: [...original.questions, 'how do I record a zephyr greeting?'],
    });
    const r = ask(engine, 'record a zephyr greeting');
    expect(r.best?.article.id).toBe(original.id);
    expect(r.hits.filter((h) => h.article.id === original.id)).toHaveLength(1);
  });

  it('after replacing every article with itself, ranks exactly as a fresh build', () => {
    const fresh = new AnswerEngine(articles, { lexicon });
    const updated = new AnswerEngine(articles, { lexicon });
    // Each replacement drops the old document and adds it again; statistics must come back the same.
    for (const a of articles) updated.upsert(a);
    for (const q of QUESTIONS) expect(summary(updated, q)).toEqual(summary(fresh, q));
  });

  it('a removal then the same article back ranks as before', () => {
    const fresh = new AnswerEngine(articles, { lexicon });
    const engine = new AnswerEngine(articles, { lexicon });
    const some = articles.slice(0, 10);
    for (const a of some) engine.remove(a.id);
    for (const a of some) engine.upsert(a);
    for (const q of QUESTIONS) expect(summary(engine, q).best).toBe(summary(fresh, q).best);
  });
});

describe('AnswerEngine: feedback and semantic hits', () => {
  it('feedback reorders close candidates for the question and leaves other questions alone', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const plain = ask(engine, 'I forgot my password');
    const [first, second] = plain.hits;
    expect(first && second).toBeTruthy();
    const demote: FeedbackAdjuster = {
      factor: (terms, id) => (terms.includes('password') && id === first!.article.id ? 0.6 : 1),
    };
    const taught = ask(engine, 'I forgot my password', { feedback: demote });
    expect(taught.hits[0]?.article.id).not.toBe(first!.article.id);
    expect(ask(engine, 'how do I pay my bill', { feedback: demote }).best?.article.id).toBe(
      ask(engine, 'how do I pay my bill').best?.article.id,
    );
  });

  it('bounded feedback cannot lift a weak match over a strong one', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const plain = ask(engine, 'how do I pay my bill', { limit: 30 });
    const top = plain.hits[0]!;
    // Feedback moves a pair by at most 1.25 up and 0.6 down: a ratio of about 2.08.
    const weak = plain.hits.find((h) => h.score * 2.1 < top.score);
    expect(weak).toBeDefined();
    const flood: FeedbackAdjuster = { factor: (_terms, id) => (id === weak!.article.id ? 1.25 : 0.6) };
    const r = ask(engine, 'how do I pay my bill', { limit: 30, feedback: flood });
    expect(r.hits[0]?.article.id).toBe(top.article.id);
  });

  it('fuses semantic hits: an article found only by meaning becomes a candidate', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const question = 'my internet keeps dropping';
    const plain = ask(engine, question);
    const outsider = articles.find(
      (a) =>
        a.customerType === 'consumer' &&
        a.dataSource === 'esupport' &&
        !plain.hits.some((h) => h.article.id === a.id),
    )!;
    const fused = ask(engine, question, {
      limit: 30,
      semantic: [
        { id: outsider.id, similarity: 0.9 },
        ...plain.hits.slice(0, 3).map((h) => ({ id: h.article.id, similarity: 0.5 })),
      ],
    });
    expect(fused.hits.map((h) => h.article.id)).toContain(outsider.id);
    // The lexical best is first in both lists' fusion when the semantic list agrees on it.
    const agree = ask(engine, question, { semantic: [{ id: plain.hits[0]!.article.id, similarity: 0.9 }] });
    expect(agree.hits[0]?.article.id).toBe(plain.hits[0]!.article.id);
  });

  it('by default the semantic hits may swap the lexical first two, and only at more weight go beyond', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const question = 'my internet keeps dropping';
    const plain = ask(engine, question, { limit: 30 });
    const ids = plain.hits.map((h) => h.article.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    // The semantic list holds one article: a lexical candidate, or one found by meaning alone.
    const meaning = (first: string) => [{ id: first, similarity: 0.5 }];
    const fusedTop = (first: string, semanticWeight?: number) =>
      ask(engine, question, { limit: 30, semantic: meaning(first), semanticWeight }).hits[0]?.article.id;
    expect(fusedTop(ids[1]!)).toBe(ids[1]);
    expect(fusedTop(ids[2]!)).toBe(ids[0]);
    expect(fusedTop(ids[3]!)).toBe(ids[0]);
    expect(fusedTop(ids[2]!, 0.1)).toBe(ids[2]);
    const outsider = articles.find(
      (a) => a.customerType === 'consumer' && a.dataSource === 'esupport' && !ids.includes(a.id),
    )!;
    expect(fusedTop(outsider.id)).toBe(ids[0]);
    // At the lexical ranking's own weight, the semantic list's first is the fused first.
    expect(fusedTop(ids[3]!, 1)).toBe(ids[3]);
    expect(fusedTop(outsider.id, 1)).toBe(outsider.id);
    // Weight 0: the lexical order.
    expect(fusedTop(ids[1]!, 0)).toBe(ids[0]);
  });

  it('scope check for outside results follows the customer type', () => {
    const engine = new AnswerEngine(articles, { lexicon });
    const smb = articles.find((a) => a.customerType === 'smb')!;
    const consumer = articles.find((a) => a.customerType === 'consumer' && a.dataSource === 'esupport')!;
    const inScope = engine.inScope({ customerType: 'consumer' });
    expect(inScope(consumer.id)).toBe(true);
    expect(inScope(smb.id)).toBe(false);
    expect(inScope('KM0000000')).toBe(false);
  });
});
