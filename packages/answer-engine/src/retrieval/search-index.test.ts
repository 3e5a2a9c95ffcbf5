import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Article } from '../kb/article.ts';
import { loadArticlesFromDir } from '../kb/load.ts';
import { markdownWords } from '../kb/markdown.ts';
import { sampleArticle } from '../testing/sample-article.ts';
import type { Lexicon } from '../text/lexicon.ts';
import { loadLexiconFromDir } from '../text/lexicon-file.ts';
import { analyze, normalizeText, surfaceTokens, termOf } from '../text/normalize.ts';
import { SearchIndex } from './search-index.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../content');
const lexicon = loadLexiconFromDir(join(ROOT, 'lexicon'));

/** Articles with what the analysis treats specially: accents, curly quotes, "&", compounds across questions. */
const tricky: Article[] = [
  sampleArticle({
    id: 'KM1999001',
    title: 'Wi Fi & auto pay: Café résumé',
    questions: ['Why’s my wi', 'fi slow?', "Can't use auto-pay", 'ΟΔΟΣ Σ'],
    answer: 'Turn Wi-Fi calling on. Pay-per-view & more; 5G 24/7.',
    body: 'See [the guide](https://example.com/wi-fi) <b>now</b> &amp; then: wi fi, WI FI, ﬁ.',
  }),
  sampleArticle({
    id: 'KM1999002',
    title: 'Plain title',
    questions: ['how do i set up wi', 'fi calling', ''],
    answer: 'Set up Wi Fi calling',
    body: 'Long '.repeat(300),
  }),
];

/** The analysis as it was defined before word numbers: text by text, through surfaceTokens and termOf. */
function referenceAnalysis(a: Article, lex: Lexicon) {
  const fields = [a.title, a.questions.join('. '), a.answer, markdownWords(a.body)];
  const counts = new Map<string, number>();
  const words = new Set<string>();
  fields.forEach((text, f) => {
    const tokens = surfaceTokens(text);
    // The spelling vocabulary keeps words as written ("cant"); a question's tokens read a negative
    // contraction as two ("can", NOT), neither of them a term, so the terms are the same.
    const written = normalizeText(text);
    for (const w of written === '' ? [] : written.split(' ')) words.add(w);
    for (const token of lex.joinCompounds(tokens)) {
      const t = termOf(token);
      if (t === null) continue;
      const packed = counts.get(t) ?? 0;
      if (((packed >>> (f * 8)) & 0xff) < 255) counts.set(t, packed + (1 << (f * 8)));
    }
  });
  const questions = [a.title, ...a.questions].map((q) => analyze(q, (t) => lex.joinCompounds(t)));
  return { counts, words, questions };
}

describe('SearchIndex: analysis', () => {
  it('counts each article’s terms per field as the text-by-text analysis does', () => {
    for (const article of tricky) {
      const state = new SearchIndex([article], undefined, lexicon).exportState();
      const expected = referenceAnalysis(article, lexicon);
      expect(state.terms).toEqual([...expected.counts.keys()]);
      expect([...state.tfs.flat]).toEqual([...expected.counts.values()].map((n) => n | 0));
      expect(state.vocabulary.words).toEqual([...expected.words].filter((w) => /^\p{L}+$/u.test(w)));
      const q = state.questions;
      const questions = Array.from(q.owner, (_, i) =>
        [...q.qTerms.subarray(q.qStart[i]!, q.qStart[i + 1]!)].map((id) => q.termNames[id]),
      );
      expect(questions).toEqual(
        expected.questions.map((terms) => [...new Set(terms)]).filter((t) => t.length > 0),
      );
    }
  });

  it('builds the same postings, vocabulary and questions at once as one article at a time', () => {
    const articles = [...loadArticlesFromDir(join(ROOT, 'kb')), ...tricky];
    const bulk = new SearchIndex(articles, undefined, lexicon).exportState();
    const one = new SearchIndex([], undefined, lexicon);
    for (const a of articles) one.upsert(a);
    const each = one.exportState();
    for (const key of ['terms', 'docs', 'tfs', 'df', 'fieldDf', 'maxTf', 'vocabulary', 'lengths'] as const)
      expect(each[key], key).toEqual(bulk[key]);
    const { mass: _m1, ...bulkQuestions } = bulk.questions;
    const { mass: _m2, ...eachQuestions } = each.questions;
    expect(eachQuestions).toEqual(bulkQuestions);
  });

  it('loads articles a piece at a time into the same index the constructor builds from them', () => {
    const articles = [...loadArticlesFromDir(join(ROOT, 'kb')), ...tricky];
    const whole = new SearchIndex(articles, undefined, lexicon).exportState();
    const loader = SearchIndex.loading(undefined, lexicon);
    let from = 0;
    for (const size of [1, 2, 17, 40]) {
      loader.add(articles.slice(from, from + size));
      from += size;
    }
    loader.add(articles.slice(from));
    const index = loader.finish();
    expect(index.size).toBe(articles.length);
    const pieces = index.exportState();
    for (const key of Object.keys(whole) as (keyof typeof whole)[])
      expect(pieces[key], key).toEqual(whole[key]);
    expect(() => loader.add(articles.slice(0, 1))).toThrow(/finished/);
    expect(() => loader.finish()).toThrow(/finished/);
  });

  it('takes updates to an index built in bulk: the shared posting arrays are copied on the first push', () => {
    const articles = loadArticlesFromDir(join(ROOT, 'kb'));
    const index = new SearchIndex(articles, undefined, lexicon);
    const before = index.exportState();
    index.upsert(tricky[0]!);
    index.remove(tricky[0]!.id, tricky[0]!);
    const after = index.exportState();
    // The articles' own postings are untouched by the added (then dropped) one's.
    const lists = (s: typeof before, t: string) => {
      const i = s.terms.indexOf(t);
      return [...s.docs.flat.subarray(s.docs.offsets[i]!, s.docs.offsets[i + 1]!)];
    };
    for (const t of before.terms.slice(0, 200))
      expect(lists(after, t).slice(0, lists(before, t).length)).toEqual(lists(before, t));
    expect(after.df).toEqual(
      Int32Array.from([...before.df, ...new Array(after.df.length - before.df.length).fill(0)]),
    );
  });

  it('counts the live articles’ questions (titles included) by term, through upserts, removals and a worker’s state', () => {
    const articles = loadArticlesFromDir(join(ROOT, 'kb')).slice(0, 20);
    // What the counts must be: each question's distinct terms, over the given articles.
    const expected = (list: readonly Article[]) => {
      const uses = new Map<string, number>();
      let total = 0;
      for (const a of list)
        for (const q of [a.title, ...a.questions]) {
          const terms = new Set(analyze(q, (t) => lexicon.joinCompounds(t)));
          if (terms.size === 0) continue;
          total++;
          for (const t of terms) uses.set(t, (uses.get(t) ?? 0) + 1);
        }
      return { uses, total };
    };
    const check = (index: SearchIndex, list: readonly Article[]) => {
      const { uses, total } = expected(list);
      expect(index.questionCounts.liveQuestions).toBe(total);
      // Every term the index ever had, including those only a replaced or removed article used.
      for (const t of index.exportState().questions.termNames)
        expect(index.questionCounts.questionsWith(t), t).toBe(uses.get(t) ?? 0);
      for (const [t, n] of uses) expect(index.questionCounts.questionsWith(t), t).toBe(n);
    };
    const index = new SearchIndex(articles, undefined, lexicon);
    check(index, articles);
    const changed = { ...articles[3]!, questions: ['pigeon post', 'carrier pigeon please'] };
    index.upsert(changed, articles[3]);
    const now = articles.map((a) => (a.id === changed.id ? changed : a));
    check(index, now);
    expect(index.questionCounts.questionsWith('pigeon')).toBe(2);
    index.remove(articles[5]!.id, articles[5]);
    const fewer = now.filter((a) => a.id !== articles[5]!.id);
    check(index, fewer);
    check(new SearchIndex(fewer, undefined, lexicon, index.exportState()), fewer);
  });
});
