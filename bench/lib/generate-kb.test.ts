import { join } from 'node:path';
import { ArticleSchema, loadArticlesFromDir } from '@support/answer-engine';
import { checkKnowledgeBase } from '@support/answer-engine/bench';
import { describe, expect, it } from 'vitest';
import { ROOT } from './eval-set.ts';
import { generateKnowledgeBase, generateQueries } from './generate-kb.ts';

const kb = generateKnowledgeBase({ count: 3000, seed: 11, validate: false });
const comparable = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const distinctWords = (articles: typeof kb) => {
  const seen = new Set<string>();
  for (const a of articles)
    for (const w of `${a.title} ${a.questions.join(' ')} ${a.answer} ${a.body}`
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [])
      seen.add(w);
  return seen.size;
};

describe('generateKnowledgeBase', () => {
  it('writes articles that pass ArticleSchema and the cross-article rules', () => {
    const checked = kb.map((a) => ({ article: ArticleSchema.parse(a), file: `${a.id}-${a.topic}.md` }));
    expect(() => checkKnowledgeBase(checked)).not.toThrow();
  });

  it('gives every article 10 to 13 questions: keyword queries, short questions and stories', () => {
    for (const a of kb) {
      expect(a.questions.length).toBeGreaterThanOrEqual(10);
      expect(a.questions.length).toBeLessThanOrEqual(13);
      expect(a.questions.some((q) => q === q.toLowerCase() && !q.endsWith('?'))).toBe(true);
      expect(a.questions.some((q) => /^[A-Z].*\?$/.test(q) && q.length < 120)).toBe(true);
      expect(a.questions.some((q) => /[.!?] [A-Z]/.test(q))).toBe(true);
    }
  });

  it('spreads articles over customer types, lines of service, data sources and intents', () => {
    const count = (key: (a: (typeof kb)[number]) => string) => new Set(kb.map(key)).size;
    expect(count((a) => a.customerType)).toBe(2);
    expect(count((a) => a.lineOfService)).toBeGreaterThanOrEqual(8);
    expect(count((a) => a.dataSource)).toBe(3);
    expect(count((a) => a.intent)).toBe(5);
    const wireless = kb.filter((a) => a.serviceKey === 'wireless').length;
    expect(wireless).toBeGreaterThan(kb.filter((a) => a.serviceKey === 'internet-dsl').length * 5);
  });

  it('relates articles of the same customer type and line of service only', () => {
    const byId = new Map(kb.map((a) => [a.id, a]));
    const strays = kb.flatMap((a) =>
      a.related.filter((id) => {
        const r = byId.get(id);
        return r?.customerType !== a.customerType || r.lineOfService !== a.lineOfService;
      }),
    );
    expect(strays).toEqual([]);
  });

  it('reuses our articles’ questions and sentences only by chance, not by recombining them', () => {
    const ours = loadArticlesFromDir(join(ROOT, 'content/kb'));
    const sentencesOf = (body: string) => body.split(/(?<=[.!?])\s+/).filter((s) => s.length > 40);
    const theirQuestions = new Set(ours.flatMap((a) => [a.title, ...a.questions]).map(comparable));
    const theirSentences = new Set(ours.flatMap((a) => sentencesOf(a.body)));
    // Short generic requests ("update payment method") and menu steps may come out the same;
    // recombining would copy tens of thousands.
    const questions = kb.flatMap((a) => [a.title, ...a.questions]);
    expect(questions.filter((q) => theirQuestions.has(comparable(q))).length).toBeLessThan(
      questions.length / 1000,
    );
    const sentences = kb.flatMap((a) => sentencesOf(a.body));
    expect(sentences.filter((s) => theirSentences.has(s)).length).toBeLessThan(sentences.length / 10_000);
  });

  it('grows its vocabulary with the article count (Heaps’ law), not up to a fixed list', () => {
    const small = distinctWords(kb.slice(0, 300));
    const large = distinctWords(kb);
    // Ten times the articles: a fixed word list would give about the same count, Heaps' law ~10^0.5.
    expect(large / small).toBeGreaterThan(2);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const first = generateKnowledgeBase({ count: 200, seed: 11 });
    expect(generateKnowledgeBase({ count: 200, seed: 11 })).toEqual(first);
    const other = generateKnowledgeBase({ count: 200, seed: 12 });
    expect(other.map((a) => a.title)).not.toEqual(first.map((a) => a.title));
  });

  it('keeps clear of the ids of articles it is given', () => {
    const taken = { ...kb[0]!, id: 'KM2000001' };
    const generated = generateKnowledgeBase([taken], { count: 20, seed: 3 });
    expect(generated.map((a) => a.id)).not.toContain('KM2000001');
    expect(new Set(generated.map((a) => a.id)).size).toBe(20);
  });
});

describe('generateQueries', () => {
  const queries = generateQueries(kb, { count: 2000, seed: 5 });
  const byId = new Map(kb.map((a) => [a.id, a]));

  it('targets help articles of the same customer type', () => {
    expect(queries).toHaveLength(2000);
    for (const q of queries) {
      const a = byId.get(q.expect);
      expect(a?.dataSource).not.toBe('forums');
      expect(q.customerType).toBe(a?.customerType);
    }
  });

  it('paraphrases rather than copies the target article’s questions', () => {
    for (const q of queries) {
      const a = byId.get(q.expect)!;
      const own = new Set([a.title, ...a.questions].map(comparable));
      expect(own.has(comparable(q.question))).toBe(false);
    }
    // Still close to them: most share at least half of the words of one of the article's questions.
    const close = queries.filter((q) => {
      const words = new Set(comparable(q.question).split(' '));
      return byId.get(q.expect)!.questions.some((aq) => {
        const theirs = comparable(aq).split(' ');
        return theirs.filter((w) => words.has(w)).length >= theirs.length / 2;
      });
    });
    expect(close.length / queries.length).toBeGreaterThan(0.9);
  });

  it('is deterministic for a seed', () => {
    expect(generateQueries(kb, { count: 100, seed: 5 })).toEqual(queries.slice(0, 100));
  });
});
