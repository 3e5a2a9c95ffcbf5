import { describe, expect, it } from 'vitest';
import { analyze } from '../text/normalize.ts';
import {
  defaultQuestionTerms,
  FEEDBACK,
  type FeedbackEvent,
  type FeedbackKind,
  FeedbackWeights,
  questionKey,
} from './index.ts';

const Q = 'My wifi keeps dropping!';
const TERMS = defaultQuestionTerms(Q);

/** `n` events of one kind from `n` distinct voters (`prefix-0`, `prefix-1`, …). */
function votes(
  n: number,
  kind: FeedbackKind,
  articleId: string,
  extra: Partial<FeedbackEvent> = {},
  prefix: string = kind,
): FeedbackEvent[] {
  return Array.from({ length: n }, (_, i) => ({
    question: Q,
    articleId,
    kind,
    voter: `${prefix}-${i}`,
    ...extra,
  }));
}

describe('FeedbackWeights', () => {
  it('is neutral without feedback', () => {
    expect(FeedbackWeights.NEUTRAL.factor(TERMS, 'KM1')).toBe(1);
    expect(new FeedbackWeights(votes(5, 'unhelpful', 'KM1')).factor(TERMS, 'KM2')).toBe(1);
    expect(new FeedbackWeights(votes(5, 'unhelpful', 'KM1')).factor(['other', 'question'], 'KM1')).toBe(1);
  });

  it('keys a question by its distinct analysed terms: case, punctuation, order, greetings and repeats do not matter', () => {
    const w = new FeedbackWeights([
      ...votes(2, 'unhelpful', 'KM1', { question: 'my wifi keeps dropping' }, 'a'),
      { question: 'Hi, MY WiFi keeps dropping?? thanks', articleId: 'KM1', kind: 'unhelpful', voter: 'b' },
    ]);
    expect(w.keyOf('My wifi keeps dropping!')).toBe(w.keyOf('dropping, my wifi keeps. Keeps!'));
    expect(w.factor(TERMS, 'KM1')).toBeLessThan(1);
    expect(w.factor([...TERMS].reverse(), 'KM1')).toBe(w.factor(TERMS, 'KM1'));
    expect(w.factor([...TERMS, TERMS[0]!], 'KM1')).toBe(w.factor(TERMS, 'KM1'));
    expect(w.evidence(TERMS, 'KM1')).toMatchObject({ unhelpful: 3, voters: 3 });
    // A near question (one more term) is another key: left alone.
    expect(w.factor(analyze('my home wifi keeps dropping'), 'KM1')).toBe(1);
  });

  it(`does not move a pair before ${FEEDBACK.MIN_VOTERS} distinct voters`, () => {
    expect(new FeedbackWeights(votes(FEEDBACK.MIN_VOTERS - 1, 'unhelpful', 'KM1')).factor(TERMS, 'KM1')).toBe(
      1,
    );
    expect(new FeedbackWeights(votes(FEEDBACK.MIN_VOTERS - 1, 'helpful', 'KM1')).factor(TERMS, 'KM1')).toBe(
      1,
    );
    expect(
      new FeedbackWeights(votes(FEEDBACK.MIN_VOTERS, 'unhelpful', 'KM1')).factor(TERMS, 'KM1'),
    ).toBeLessThan(1);
  });

  it('counts a voter once per pair and kind, however often they vote', () => {
    const one = Array.from({ length: 1000 }, () => votes(1, 'unhelpful', 'KM1')[0]!);
    expect(new FeedbackWeights(one).evidence(TERMS, 'KM1')).toMatchObject({ unhelpful: 1, voters: 1 });
    expect(new FeedbackWeights(one).factor(TERMS, 'KM1')).toBe(1);
    const threeOnce = new FeedbackWeights(votes(3, 'unhelpful', 'KM1'));
    const threeOften = new FeedbackWeights(
      Array.from({ length: 50 }, () => votes(3, 'unhelpful', 'KM1')).flat(),
    );
    expect(threeOften.factor(TERMS, 'KM1')).toBe(threeOnce.factor(TERMS, 'KM1'));
  });

  it('counts events without a voter id as one shared voter', () => {
    const anonymous = votes(500, 'unhelpful', 'KM1').map((e) => ({ ...e, voter: '' }));
    const w = new FeedbackWeights([...anonymous, ...votes(2, 'unhelpful', 'KM1')]);
    expect(w.evidence(TERMS, 'KM1')).toMatchObject({ unhelpful: 3, voters: 3 });
  });

  it('pushes a pair down with thumbs down and up with thumbs up, damped by the logarithm of the voters', () => {
    const f = (n: number, kind: FeedbackKind) =>
      new FeedbackWeights(votes(n, kind, 'KM1')).factor(TERMS, 'KM1');
    expect(f(3, 'unhelpful')).toBeCloseTo(0.87, 2);
    expect(f(10, 'unhelpful')).toBeCloseTo(0.79, 2);
    expect(f(30, 'unhelpful')).toBeCloseTo(0.71, 2);
    expect(f(3, 'helpful')).toBeCloseTo(1.07, 2);
    expect(f(10, 'helpful')).toBeCloseTo(1.13, 2);
    expect(f(30, 'helpful')).toBeCloseTo(1.19, 2);
    // Ten times the voters moves it less than the first ten did.
    expect(1 - f(10, 'unhelpful')).toBeGreaterThan(f(10, 'unhelpful') - f(100, 'unhelpful'));
    expect(f(10, 'helpful') - 1).toBeGreaterThan(f(100, 'helpful') - f(10, 'helpful'));
    expect(f(160, 'unhelpful')).toBeGreaterThan(FEEDBACK.MIN_FACTOR);
    expect(f(170, 'unhelpful')).toBe(FEEDBACK.MIN_FACTOR);
    expect(f(85, 'helpful')).toBeLessThan(FEEDBACK.MAX_FACTOR);
    expect(f(90, 'helpful')).toBe(FEEDBACK.MAX_FACTOR);
  });

  it('cancels equal numbers of voters each way', () => {
    const w = new FeedbackWeights([...votes(20, 'helpful', 'KM1'), ...votes(20, 'unhelpful', 'KM1')]);
    expect(w.factor(TERMS, 'KM1')).toBe(1);
  });

  it('bounds a flood of thousands of votes from thousands of ids at the clamp', () => {
    const down = new FeedbackWeights(votes(5000, 'unhelpful', 'KM1'));
    const up = new FeedbackWeights([
      ...votes(5000, 'helpful', 'KM2'),
      ...votes(5000, 'chose-other', 'KM1', { otherArticleId: 'KM2' }),
    ]);
    expect(down.factor(TERMS, 'KM1')).toBe(FEEDBACK.MIN_FACTOR);
    expect(up.factor(TERMS, 'KM2')).toBe(FEEDBACK.MAX_FACTOR);
    expect(up.factor(TERMS, 'KM1')).toBeGreaterThanOrEqual(FEEDBACK.MIN_FACTOR);
    // The documented bound: a candidate below 0.48 of the best one's score stays below it,
    // even with a flood for it and against the best.
    const strong = 10;
    const weak = strong * 0.47;
    const pushed = new FeedbackWeights([
      ...votes(5000, 'helpful', 'WEAK'),
      ...votes(5000, 'unhelpful', 'STRONG', {}, 'x'),
    ]);
    expect(weak * pushed.factor(TERMS, 'WEAK')).toBeLessThan(strong * pushed.factor(TERMS, 'STRONG'));
  });

  it('keeps every factor within the clamp whatever the mix of votes', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const kinds: FeedbackKind[] = ['helpful', 'unhelpful', 'chose-other', 'chose'];
    const events = Array.from(
      { length: 20_000 },
      (): FeedbackEvent => ({
        question: ['wifi drops', 'pay my bill', 'reset voicemail'][rand(3)]!,
        articleId: `KM${rand(5)}`,
        kind: kinds[rand(kinds.length)]!,
        otherArticleId: `KM${rand(5)}`,
        voter: `v${rand(3000)}`,
      }),
    );
    const w = new FeedbackWeights(events);
    for (const q of ['wifi drops', 'pay my bill', 'reset voicemail'])
      for (let a = 0; a < 5; a++) {
        const f = w.factor(defaultQuestionTerms(q), `KM${a}`);
        expect(f).toBeGreaterThanOrEqual(FEEDBACK.MIN_FACTOR);
        expect(f).toBeLessThanOrEqual(FEEDBACK.MAX_FACTOR);
      }
    // Deterministic: the same events in another order give the same factors.
    const reversed = new FeedbackWeights([...events].reverse());
    expect(reversed.factor(defaultQuestionTerms('pay my bill'), 'KM3')).toBe(
      w.factor(defaultQuestionTerms('pay my bill'), 'KM3'),
    );
  });

  it('a click from the answer to another article lifts that article and lowers the shown one slightly, for that question only', () => {
    const w = new FeedbackWeights(votes(10, 'chose-other', 'SHOWN', { otherArticleId: 'OTHER' }));
    expect(w.factor(TERMS, 'OTHER')).toBeGreaterThan(1);
    expect(w.factor(TERMS, 'SHOWN')).toBeLessThan(1);
    // Leaving for another article counts less than a thumbs down.
    const thumbsDown = new FeedbackWeights(votes(10, 'unhelpful', 'SHOWN')).factor(TERMS, 'SHOWN');
    expect(w.factor(TERMS, 'SHOWN')).toBeGreaterThan(thumbsDown);
    expect(w.evidence(TERMS, 'OTHER')).toMatchObject({ chosen: 10, leftFor: 0 });
    expect(w.evidence(TERMS, 'SHOWN')).toMatchObject({ chosen: 0, leftFor: 10 });
    expect(w.factor(analyze('pay my bill'), 'OTHER')).toBe(1);
  });

  it('an article chosen in place of no answer is lifted like one chosen over a shown answer, within the clamp', () => {
    const w = new FeedbackWeights(votes(10, 'chose', 'CHOSEN'));
    const over = new FeedbackWeights(votes(10, 'chose-other', 'SHOWN', { otherArticleId: 'CHOSEN' }));
    expect(w.factor(TERMS, 'CHOSEN')).toBeGreaterThan(1);
    expect(w.factor(TERMS, 'CHOSEN')).toBe(over.factor(TERMS, 'CHOSEN'));
    expect(w.evidence(TERMS, 'CHOSEN')).toMatchObject({ chosen: 10, leftFor: 0, voters: 10 });
    // Below the minimum support nothing moves; a flood stops at the ceiling.
    expect(
      new FeedbackWeights(votes(FEEDBACK.MIN_VOTERS - 1, 'chose', 'CHOSEN')).factor(TERMS, 'CHOSEN'),
    ).toBe(1);
    expect(new FeedbackWeights(votes(5000, 'chose', 'CHOSEN')).factor(TERMS, 'CHOSEN')).toBe(
      FEEDBACK.MAX_FACTOR,
    );
  });

  it('ignores a click to the article already shown, and events with no question terms or article', () => {
    const w = new FeedbackWeights([
      ...votes(10, 'chose-other', 'KM1', { otherArticleId: 'KM1' }),
      ...votes(10, 'chose-other', 'KM1'),
      ...votes(10, 'unhelpful', 'KM2', { question: 'how do I?' }),
      ...votes(10, 'unhelpful', ''),
    ]);
    expect(w.evidence(TERMS, 'KM1')).toBeUndefined();
    expect(w.adjustedPairs).toBe(0);
  });

  it('keys stored questions with the analysis it is given', () => {
    const w = new FeedbackWeights(votes(5, 'unhelpful', 'KM1', { question: 'wi fi keeps dropping' }), {
      analyze: (q) => analyze(q.replace(/\bwi fi\b/g, 'wifi')),
    });
    expect(w.factor(analyze('wifi keeps dropping'), 'KM1')).toBeLessThan(1);
    expect(questionKey(['b', 'a', 'b'])).toBe('a b');
  });
});
