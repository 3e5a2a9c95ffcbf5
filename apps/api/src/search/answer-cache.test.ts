import { AnswerEngine, FeedbackWeights } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import { describe, expect, it, vi } from 'vitest';
import { type AskInput, prepareAnswer } from './answer.service.ts';
import { ANSWER_CACHE_SIZE, cacheKey, normalizedQuestion, SegmentedLruCache } from './answer-cache.ts';
import { rankedResults } from './results.service.ts';

const ask = (question: string): AskInput => ({
  appId: 'sitesearch',
  question,
  customerType: 'consumer',
  dataSources: ['esupport'],
  relatedEnabled: true,
});

/** One-off questions, none equal to another or to the frequent ones. */
const oneOff = (i: number) => `one-off question number ${i}`;

describe('answer cache keys', () => {
  it('give every spelling the engine reads alike one entry', () => {
    const variants = [
      'How do I pay my bill?',
      'how do i pay my bill',
      'how do I pay my bill!!',
      '  HOW   do I pay my bill …  ',
      'How do I pay my bill ?!',
    ];
    const keys = new Set(variants.map((q) => cacheKey(q, ['consumer'])));
    expect(keys.size).toBe(1);
  });

  it('keep different questions and different filters apart', () => {
    expect(cacheKey('pay my bill', ['consumer'])).not.toBe(cacheKey('pay my bills', ['consumer']));
    expect(cacheKey('pay my bill', ['consumer'])).not.toBe(cacheKey('pay my bill', ['smb']));
    expect(cacheKey('pay my bill', ['consumer', true])).not.toBe(
      cacheKey('pay my bill', ['consumer', false]),
    );
  });

  it('keep apart questions the engine reads differently though the normaliser drops the difference', () => {
    const key = (q: string) => cacheKey(q, ['consumer'], normalizedQuestion(q));
    expect(key('what is my acct #')).not.toBe(key('what is my acct'));
    expect(key('why is my bill $300')).not.toBe(key('why is my bill 300'));
    expect(key('add a line w/o a contract')).not.toBe(key('add a line w o a contract'));
    // The same question typed alike still shares its entry.
    expect(key('What is my acct #?')).toBe(key('what is my ACCT #'));
  });

  it('punctuation variants of a question retrieve once and answer alike', () => {
    const engine = new AnswerEngine([sampleArticle()]);
    const retrieve = vi.spyOn(engine, 'retrieve');
    const first = prepareAnswer(engine, ask('How do I pay my bill online?'));
    const second = prepareAnswer(engine, ask('how do i pay my bill online'));
    const third = prepareAnswer(engine, ask('how do I pay my bill online!!'));
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(first.best?.id).toBe('KM1000001');
    expect(second.best?.id).toBe('KM1000001');
    expect(third.best?.id).toBe('KM1000001');
    // Each visitor's own spelling stays theirs, even from a shared entry.
    expect(third.retrieval.question).toBe('how do I pay my bill online!!');
    expect(third.queryId).not.toBe(second.queryId);
  });

  it('a result list asked between two answers ranked with feedback leaves the answer cached', () => {
    // The /search page asks for both: the list (ranked without feedback) must not empty the answers.
    const engine = new AnswerEngine([sampleArticle()]);
    const feedback = new FeedbackWeights();
    const retrieve = vi.spyOn(engine, 'retrieve');
    prepareAnswer(engine, ask('how do I pay my bill online'), { feedback });
    rankedResults(engine, 'how do I pay my bill online', 'consumer');
    prepareAnswer(engine, ask('how do I pay my bill online'), { feedback });
    rankedResults(engine, 'how do I pay my bill online', 'consumer');
    expect(retrieve).toHaveBeenCalledTimes(2);
  });
});

describe('SegmentedLruCache', () => {
  it('keeps the questions asked often through a flood of ten times its size in one-off questions', () => {
    const cache = new SegmentedLruCache<number>(ANSWER_CACHE_SIZE);
    const frequent = Array.from({ length: 200 }, (_, i) => `frequent question ${i}`);
    for (const q of frequent) {
      cache.set(q, 1);
      expect(cache.get(q)).toBe(1);
    }
    for (let i = 0; i < ANSWER_CACHE_SIZE * 10; i++) {
      if (cache.get(oneOff(i)) === undefined) cache.set(oneOff(i), 0);
    }
    for (const q of frequent) expect(cache.has(q), q).toBe(true);
    expect(cache.size).toBeLessThanOrEqual(ANSWER_CACHE_SIZE);
  });

  it('where a plain LRU would have lost them (the flood is big enough to matter)', () => {
    // The same flood through recency alone: only the newest ANSWER_CACHE_SIZE keys survive.
    const lru = new Map<string, number>();
    const touch = (k: string) => {
      lru.delete(k);
      lru.set(k, 1);
      if (lru.size > ANSWER_CACHE_SIZE) lru.delete(lru.keys().next().value as string);
    };
    touch('frequent question 0');
    touch('frequent question 0');
    for (let i = 0; i < ANSWER_CACHE_SIZE * 10; i++) touch(oneOff(i));
    expect(lru.has('frequent question 0')).toBe(false);
  });

  it('still admits new questions during a flood, and a second ask protects them', () => {
    const cache = new SegmentedLruCache<string>(100);
    for (let i = 0; i < 1000; i++) cache.set(oneOff(i), 'x');
    expect(cache.has(oneOff(999))).toBe(true);
    expect(cache.has(oneOff(0))).toBe(false);
    expect(cache.get(oneOff(999))).toBe('x');
    for (let i = 1000; i < 2000; i++) cache.set(oneOff(i), 'x');
    expect(cache.has(oneOff(999))).toBe(true);
  });

  it('never holds more than its size, whatever the mix of hits', () => {
    const cache = new SegmentedLruCache<number>(50);
    for (let i = 0; i < 2000; i++) {
      const k = `k${(i * 7919) % 300}`;
      if (cache.get(k) === undefined) cache.set(k, i);
      expect(cache.size).toBeLessThanOrEqual(50);
    }
  });

  it('lets the questions asked often now replace those asked often before', () => {
    // Size 50: 40 protected, 10 on probation. Yesterday's 40 frequent keys fill the protected segment.
    const cache = new SegmentedLruCache<number>(50);
    const ask = (k: string) => {
      if (cache.get(k) === undefined) cache.set(k, 1);
    };
    for (let round = 0; round < 2; round++) for (let i = 0; i < 40; i++) ask(`old${i}`);
    // Today's 40, asked in small bursts (each asked again before ten others come in).
    for (let burst = 0; burst < 5; burst++) {
      for (let round = 0; round < 2; round++) for (let i = 0; i < 8; i++) ask(`new${burst * 8 + i}`);
    }
    let kept = 0;
    for (let i = 0; i < 40; i++) if (cache.has(`new${i}`)) kept += 1;
    expect(kept).toBe(40);
    expect(cache.has('old0')).toBe(false);
  });

  it('a value set again replaces the old one in either segment', () => {
    const cache = new SegmentedLruCache<number>(10);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    cache.set('a', 3);
    expect(cache.get('a')).toBe(3);
    expect(cache.size).toBe(1);
  });
});
