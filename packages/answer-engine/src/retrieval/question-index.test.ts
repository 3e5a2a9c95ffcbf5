import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/random.ts';
import { type QuerySlot, QuestionIndex, weighingTerm } from './question-index.ts';

/** A vocabulary with a long tail: word i is drawn about 1/(i + 1) as often as word 0. */
function zipfWords(random: () => number, size: number): () => string {
  const weights = Array.from({ length: size }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((s, w) => s + w, 0);
  return () => {
    let r = random() * total;
    for (let i = 0; i < size; i++) {
      r -= weights[i]!;
      if (r <= 0) return `w${i}`;
    }
    return `w${size - 1}`;
  };
}

interface Corpus {
  index: QuestionIndex;
  docs: string[][][];
  idf: (t: string) => number;
}

function corpus(seed: number, docCount: number, vocabulary: number): Corpus {
  const random = seededRandom(seed);
  const word = zipfWords(random, vocabulary);
  const docs = Array.from({ length: docCount }, () =>
    Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
      Array.from({ length: 1 + Math.floor(random() * 7) }, word),
    ),
  );
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d.flat())) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + (docCount + 1) / ((df.get(t) ?? 0) + 0.5));
  const index = new QuestionIndex(idf);
  docs.forEach((questions, d) => {
    index.add(d, questions, true);
  });
  index.refreshMasses();
  return { index, docs, idf };
}

const slotsOf = (terms: readonly string[], expansions: Record<string, string> = {}): QuerySlot[] =>
  terms.map((head) => ({
    head,
    alternatives: new Map([[head, 1], ...(expansions[head] ? [[expansions[head]!, 0.8] as const] : [])]),
  }));

/**
 * What `candidates` must return, by scoring every question: per question, recall (the query
 * weight of its terms, summed) × precision (the idf of its terms the query has over its own), the
 * document's best question, the `limit` best documents at or above the floor (ties: lower first).
 */
function byScan(c: Corpus, slots: QuerySlot[], mask: Uint8Array, limit: number, min: number): number[] {
  const headIdf = slots.map((s) => c.idf(s.head));
  const mass = headIdf.reduce((s, w) => s + w, 0);
  const gain = new Map<string, number>();
  slots.forEach((s, i) => {
    for (const [t, w] of s.alternatives) gain.set(t, (gain.get(t) ?? 0) + w * headIdf[i]!);
  });
  const best = new Map<number, number>();
  c.docs.forEach((questions, d) => {
    if (!mask[d]) return;
    for (const q of questions) {
      const terms = [...new Set(q)];
      let covered = 0;
      let hit = 0;
      for (const t of terms) {
        if (!gain.has(t)) continue;
        covered += gain.get(t)!;
        hit += c.idf(t);
      }
      if (hit === 0) continue;
      const own = terms.reduce((s, t) => s + c.idf(t), 0);
      const s = Math.min(1, covered / mass) * Math.min(1, hit / own);
      if (s >= min * min && s > (best.get(d) ?? -1)) best.set(d, s);
    }
  });
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([d]) => d);
}

describe('QuestionIndex.candidates (list by list, or WAND over the question lists)', () => {
  it.each([
    ['adding up the lists', Number.POSITIVE_INFINITY],
    ['WAND', 0],
  ])(
    'finds exactly the documents scoring every question would, for random queries and masks (%s)',
    (_, exhaustiveUpTo) => {
      const c = corpus(7, 400, 300);
      const random = seededRandom(11);
      const word = zipfWords(random, 300);
      for (let round = 0; round < 300; round++) {
        const terms = [...new Set(Array.from({ length: 1 + Math.floor(random() * 8) }, word))];
        const expansions = random() < 0.3 ? { [terms[0]!]: word() } : {};
        const slots = slotsOf(terms, expansions);
        const mask = Uint8Array.from({ length: 400 }, () => (random() < 0.8 ? 1 : 0));
        const limit = 1 + Math.floor(random() * 12);
        const query = c.index.prepare(slots);
        expect(c.index.candidates(query, mask, limit, 0.3, exhaustiveUpTo)).toEqual(
          byScan(c, slots, mask, limit, 0.3),
        );
      }
    },
  );

  it('never misses a document whose closest question is at least `min` similar, exactly measured', () => {
    const c = corpus(5, 300, 200);
    const random = seededRandom(13);
    const word = zipfWords(random, 200);
    const all = new Uint8Array(300).fill(1);
    let checked = 0;
    for (let round = 0; round < 200; round++) {
      const terms = [...new Set(Array.from({ length: 1 + Math.floor(random() * 6) }, word))];
      const slots = slotsOf(terms, random() < 0.5 ? { [terms[0]!]: word() } : {});
      const query = c.index.prepare(slots);
      const found = new Set(c.index.candidates(query, all, 300, 0.3));
      for (let d = 0; d < 300; d++) {
        if (c.index.best(d, query).similarity < 0.3) continue;
        checked++;
        expect(found.has(d)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("measures a document's closest question exactly: each slot at its best term, recall and precision by idf", () => {
    const c = corpus(9, 200, 120);
    const random = seededRandom(17);
    const word = zipfWords(random, 120);
    for (let round = 0; round < 200; round++) {
      const terms = [...new Set(Array.from({ length: 1 + Math.floor(random() * 6) }, word))];
      // Expansions, some onto another slot's word (a term serving two slots).
      const slots = slotsOf(terms, random() < 0.5 ? { [terms[0]!]: terms.at(-1)! } : { [terms[0]!]: word() });
      const query = c.index.prepare(slots);
      const headIdf = slots.map((s) => c.idf(s.head));
      const mass = headIdf.reduce((s, w) => s + w, 0);
      const d = Math.floor(random() * 200);
      let expected = { position: 0, similarity: 0 };
      c.docs[d]!.forEach((q, position) => {
        const own = new Set(q);
        const covered = slots.reduce(
          (sum, slot, i) =>
            sum +
            Math.max(0, ...[...slot.alternatives].filter(([t]) => own.has(t)).map(([, w]) => w)) *
              headIdf[i]!,
          0,
        );
        const query = new Set(slots.flatMap((s) => [...s.alternatives.keys()]));
        const hit = [...own].filter((t) => query.has(t)).reduce((sum, t) => sum + c.idf(t), 0);
        const total = [...own].reduce((sum, t) => sum + c.idf(t), 0);
        if (hit === 0) return;
        const similarity = Math.sqrt(Math.min(1, covered / mass) * Math.min(1, hit / total));
        if (similarity > expected.similarity + 1e-12) expected = { position, similarity };
      });
      const found = c.index.best(d, query);
      expect(found.position).toBe(expected.position);
      expect(found.similarity).toBeCloseTo(expected.similarity, 12);
    }
  });

  it('leaves out documents the mask does not let through, and finds none for unknown words', () => {
    const c = corpus(3, 50, 40);
    const slots = slotsOf(['w0', 'w1']);
    const all = new Uint8Array(50).fill(1);
    const found = c.index.candidates(c.index.prepare(slots), all, 50, 0.3);
    expect(found.length).toBeGreaterThan(0);
    const none = new Uint8Array(50);
    expect(c.index.candidates(c.index.prepare(slots), none, 50, 0.3)).toEqual([]);
    expect(c.index.candidates(c.index.prepare(slotsOf(['nowhere'])), all, 50, 0.3)).toEqual([]);
  });

  it('still finds the question with the rare words of a long question whose common words fill most of the index', () => {
    // 6,000 documents whose questions all say "phone" and "help" (lists beyond the walk budget
    // together), one of them the only one to say "voicemail pin".
    const docs: string[][] = Array.from({ length: 6000 }, (_, d) => [
      d === 4321 ? 'voicemail pin phone help' : `phone help thing${d % 50}`,
      `help phone other${d % 7}`,
      `phone${d % 3} help more`,
    ]);
    const df = new Map<string, number>();
    for (const d of docs) for (const t of new Set(d.join(' ').split(' '))) df.set(t, (df.get(t) ?? 0) + 1);
    const idf = (t: string) => Math.log(1 + 6001 / ((df.get(t) ?? 0) + 0.5));
    const index = new QuestionIndex(idf);
    docs.forEach((qs, d) => {
      index.add(
        d,
        qs.map((q) => q.split(' ')),
        true,
      );
    });
    index.refreshMasses();
    const slots = slotsOf(['reset', 'voicemail', 'pin', 'phone', 'help', 'more', 'other1']);
    const found = index.candidates(index.prepare(slots), new Uint8Array(6000).fill(1), 10, 0.3);
    expect(found[0]).toBe(4321);
  });
});

describe('QuestionIndex: counts by term and the questions’ likelihood', () => {
  /** What logLikelihood must give, counted from the documents' questions directly. */
  function byCounting(
    docs: readonly (readonly string[][] | undefined)[],
    doc: number,
    terms: readonly string[],
    alpha: number,
  ) {
    const live = docs
      .filter((d): d is string[][] => d !== undefined)
      .flatMap((d) => d.filter((q) => q.length > 0));
    const vocabulary = new Set(live.flat());
    const own = docs[doc]!.filter((q) => q.length > 0).map((q) => new Set(q));
    const words = own.reduce((n, q) => n + q.size, 0);
    return terms
      .filter((t) => vocabulary.has(t))
      .reduce(
        (sum, t) =>
          sum + Math.log((own.filter((q) => q.has(t)).length + alpha) / (words + alpha * vocabulary.size)),
        0,
      );
  }

  it('gives each document the log-probability of the terms under its questions, as counted directly', () => {
    const c = corpus(11, 120, 60);
    const random = seededRandom(12);
    for (let n = 0; n < 100; n++) {
      const doc = Math.floor(random() * c.docs.length);
      const terms = Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => `w${Math.floor(random() * 70)}`,
      );
      const got = c.index.logLikelihood(doc, c.index.likelihoodTerms(terms), 0.2);
      expect(got).toBeCloseTo(byCounting(c.docs, doc, terms, 0.2), 10);
    }
  });

  it('forgets a removed document: its questions leave the counts, the vocabulary and the likelihoods', () => {
    const index = new QuestionIndex(() => 1);
    const docs: (string[][] | undefined)[] = [
      [['pay', 'bill'], ['bill', 'online'], []],
      [
        ['reset', 'router'],
        ['router', 'light', 'red'],
      ],
      [['pay', 'router', 'rental']],
    ];
    docs.forEach((d, i) => {
      index.add(i, d!);
    });
    // An empty question is no question.
    expect(index.liveQuestions).toBe(5);
    expect(index.questionsWith('router')).toBe(3);
    expect(index.questionsWith('pay')).toBe(2);
    index.forget(1);
    docs[1] = undefined;
    expect(index.liveQuestions).toBe(3);
    expect(index.questionsWith('router')).toBe(1);
    expect(index.questionsWith('light')).toBe(0);
    // "light" and "red" are no longer words of any live question: left out, and the vocabulary shrank.
    expect(index.likelihoodTerms(['light', 'red', 'pay'])).toEqual(index.likelihoodTerms(['pay']));
    for (const doc of [0, 2])
      expect(index.logLikelihood(doc, index.likelihoodTerms(['pay', 'router', 'light']), 0.5)).toBeCloseTo(
        byCounting(docs, doc, ['pay', 'router', 'light'], 0.5),
        12,
      );
    expect(index.logLikelihood(1, index.likelihoodTerms(['router']), 0.5)).toBeNaN();
    // Forgetting twice changes nothing.
    index.forget(1);
    expect(index.liveQuestions).toBe(3);
  });
});

describe('weighingTerm', () => {
  const slot = (head: string, alternatives: Record<string, number>, lowered?: boolean): QuerySlot => ({
    head,
    alternatives: new Map(Object.entries(alternatives)),
    lowered,
  });

  it('is the customer’s word, whatever the lexicon added next to it', () => {
    expect(weighingTerm(slot('router', { router: 1, gateway: 0.8 }))).toBe('router');
    // Set aside ("not the router, …"): every weight lower, the word still the customer's.
    expect(weighingTerm(slot('router', { router: 0.3, gateway: 0.24 }))).toBe('router');
  });

  it('is what a lowered word means most there', () => {
    expect(weighingTerm(slot('back', { back: 0.3, backup: 0.8 }, true))).toBe('backup');
    expect(weighingTerm(slot('charg', { charg: 0.2, batteri: 0.6, charger: 0.5 }, true))).toBe('batteri');
  });
});
