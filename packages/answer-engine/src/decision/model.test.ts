import { describe, expect, it } from 'vitest';
import {
  circumstanceSlots,
  type DecisionFeatures,
  domainOdds,
  FEATURE_NAMES,
  secondPersonShare,
  symbolShare,
} from './features.ts';
import { answerProbability, DECISION_MODEL, type DecisionModel, DecisionModelSchema } from './model.ts';

/** Features at the model's own means: the standardised inputs are all 0, so only the bias counts. */
const atMean = (): DecisionFeatures =>
  Object.fromEntries(DECISION_MODEL.features.map((f, i) => [f, DECISION_MODEL.mean[i]!])) as DecisionFeatures;

describe('decision features', () => {
  it('secondPersonShare counts words addressed to the assistant', () => {
    expect(secondPersonShare(['what', 'is', 'your', 'name'])).toBe(0.25);
    expect(secondPersonShare(['are', 'u', 'a', 'bot'])).toBe(0.25);
    expect(secondPersonShare(['pay', 'my', 'bill'])).toBe(0);
    expect(secondPersonShare([])).toBe(0);
  });

  it('symbolShare counts markup and code, not sentence punctuation', () => {
    expect(symbolShare('How much is my bill? ($45, due 3/1)')).toBe(0);
    expect(symbolShare('what does *69 do')).toBe(0);
    expect(symbolShare('**bold**')).toBeGreaterThan(0.1);
    expect(symbolShare('<script>alert(1)</script>')).toBeGreaterThan(0.1);
    expect(symbolShare("'; DROP TABLE users; --")).toBeGreaterThan(0.05);
    expect(symbolShare('')).toBe(0);
  });

  it('domainOdds: the mean log ratio of a word’s share of our questions to its share of out-of-scope examples', () => {
    const counts = (total: number, uses: Record<string, number>) => ({
      liveQuestions: total,
      questionsWith: (t: string) => uses[t] ?? 0,
    });
    const ours = counts(99, { router: 19, card: 9 });
    const theirs = counts(9, { card: 4, debit: 4 });
    const lean = (inOurs: number, inTheirs: number) =>
      Math.log((inOurs + 0.5) / 100) - Math.log((inTheirs + 0.5) / 10);
    expect(domainOdds(['router'], ours, theirs)).toBeCloseTo(lean(19, 0), 12);
    expect(domainOdds(['router'], ours, theirs)).toBeGreaterThan(0);
    expect(domainOdds(['debit', 'card'], ours, theirs)).toBeCloseTo((lean(0, 4) + lean(9, 4)) / 2, 12);
    expect(domainOdds(['debit', 'card'], ours, theirs)).toBeLessThan(0);
    // A word neither side uses says nothing; with only such words, nothing at all (NaN).
    expect(domainOdds(['router', 'zebra'], ours, theirs)).toBeCloseTo(lean(19, 0), 12);
    expect(domainOdds(['zebra'], ours, theirs)).toBeNaN();
    expect(domainOdds([], ours, theirs)).toBeNaN();
    // No out-of-scope examples (no lexicon) or no questions of ours: nothing to compare with.
    expect(domainOdds(['router'], ours, counts(0, {}))).toBeNaN();
    expect(domainOdds(['router'], counts(0, {}), theirs)).toBeNaN();
  });

  it('circumstanceSlots: a phrase after a preposition of place the best article matches no word of', () => {
    // Slots: one per content word, in order; `matched` says which the best article matched.
    const slotsOf = (question: string, matched: Record<string, boolean>) => {
      const tokens = question.split(' ');
      const words = tokens.filter((t) => t in matched);
      return [
        ...circumstanceSlots(
          tokens,
          (t) => (t in matched ? words.indexOf(t) : undefined),
          words.map((w) => matched[w]!),
        ),
      ]
        .map((i) => words[i])
        .sort();
    };
    expect(slotsOf('phone stolen on the subway', { phone: true, stolen: true, subway: false })).toEqual([
      'subway',
    ]);
    expect(slotsOf('stolen at a coffee shop', { stolen: true, coffee: false, shop: false })).toEqual([
      'coffee',
      'shop',
    ]);
    // A phrase the article matches a word of is what is asked about, not where: "on my sewer bill".
    expect(
      slotsOf('payment arrangement on my sewer bill', {
        payment: true,
        arrangement: true,
        sewer: false,
        bill: true,
      }),
    ).toEqual([]);
    // No preposition of place, no circumstance: "my debit card pin".
    expect(
      slotsOf('change my debit card pin', { change: true, debit: false, card: true, pin: false }),
    ).toEqual([]);
    // "on my …" is what something is on, the question's object: a card, a subscription, a bill.
    expect(
      slotsOf('change the billing address on my spotify subscription', {
        change: true,
        billing: true,
        address: true,
        spotify: false,
        subscription: false,
      }),
    ).toEqual([]);
    expect(slotsOf('a charge on our card', { charge: true, card: false })).toEqual([]);
    // "about" is what the question is about, never a circumstance.
    expect(slotsOf('complain about zoning', { complain: true, zoning: false })).toEqual([]);
  });
});

describe('the fitted decision model (model.json)', () => {
  it('is valid, names every feature once, and was fitted on dev (and review), never on test', () => {
    expect(DecisionModelSchema.safeParse(DECISION_MODEL).success).toBe(true);
    expect([...DECISION_MODEL.features].sort()).toEqual([...FEATURE_NAMES].sort());
    expect(DECISION_MODEL.fittedOn).toMatch(/^dev( \+ review)? splits?,/);
    expect(DECISION_MODEL.fittedOn).not.toMatch(/test/);
    expect(DECISION_MODEL.threshold).toBeGreaterThan(0);
    expect(DECISION_MODEL.threshold).toBeLessThan(1);
  });

  it('keeps the signs fixed a priori: more coverage, a closer question or words that read as ours never lower the probability', () => {
    const w = (f: (typeof FEATURE_NAMES)[number]) =>
      DECISION_MODEL.weights[DECISION_MODEL.features.indexOf(f)]!;
    for (const f of ['coverage', 'questionSimilarity', 'margin', 'anchored', 'questionFieldShare'] as const)
      expect(w(f)).toBeGreaterThanOrEqual(0);
    for (const f of [
      'unknownShare',
      'bodyOnlyShare',
      'secondPerson',
      'symbolShare',
      'outOfScopeSimilarity',
      'outOfScopeWords',
    ] as const)
      expect(w(f)).toBeLessThanOrEqual(0);
    expect(w('domainOdds')).toBeGreaterThanOrEqual(0);
  });

  it('is a logistic function of the standardised features', () => {
    expect(answerProbability(atMean())).toBeCloseTo(1 / (1 + Math.exp(-DECISION_MODEL.bias)), 10);
    const closer = { ...atMean(), questionSimilarity: 1 };
    const farther = { ...atMean(), questionSimilarity: 0 };
    expect(answerProbability(closer)).toBeGreaterThan(answerProbability(farther));
  });

  it('answers a clear match and declines a question nothing covers', () => {
    const clear: DecisionFeatures = {
      ...atMean(),
      coverage: 1,
      questionSimilarity: 0.95,
      margin: 0.5,
      anchored: 1,
      questionFieldShare: 1,
      unknownShare: 0,
    };
    const nothing: DecisionFeatures = {
      ...atMean(),
      coverage: 0.1,
      questionSimilarity: 0.05,
      margin: 0,
      questionFieldShare: 0,
      bodyOnlyShare: 0.1,
      unknownShare: 0.9,
    };
    expect(answerProbability(clear)).toBeGreaterThanOrEqual(DECISION_MODEL.threshold);
    expect(answerProbability(nothing)).toBeLessThan(DECISION_MODEL.threshold);
  });

  it('leaves out a feature that says nothing (NaN): the probability is the one at its mean', () => {
    const lone = { ...atMean(), margin: Number.NaN };
    expect(answerProbability(lone)).toBeCloseTo(answerProbability(atMean()), 10);
  });

  it('rejects a model whose arrays do not match its features', () => {
    const broken: DecisionModel = { ...DECISION_MODEL, weights: DECISION_MODEL.weights.slice(1) };
    expect(DecisionModelSchema.safeParse(broken).success).toBe(false);
  });
});
