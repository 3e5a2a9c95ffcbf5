import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../testing/random.ts';
import { boundedDistance, soundOf, Vocabulary } from './spell.ts';

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

function bigrams(word: string): Set<string> {
  const padded = `^${word}$`;
  return new Set(Array.from({ length: padded.length - 1 }, (_, i) => padded.slice(i, i + 2)));
}

/** Whether `typed` has no letter `word` lacks (as often as it has it). */
function lettersWithin(typed: string, word: string): boolean {
  const rest = [...word];
  for (const c of typed) {
    const i = rest.indexOf(c);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

/** The rule of Vocabulary.correct by scanning every word: what the bigram index must find without scanning. */
function byScan(words: ReadonlyMap<string, number>, word: string): string {
  const own = words.get(word) ?? 0;
  const max = word.length >= 5 ? 2 : 1;
  const typed = bigrams(word);
  const found: { candidate: string; d: number; f: number; guess: boolean }[] = [];
  for (const [candidate, f] of words) {
    if (candidate === word || f <= own * 5) continue;
    const spelt = boundedDistance(word, candidate, max);
    if (spelt > max) continue;
    const keepsFirst = candidate[0] === word[0];
    const shared = [...bigrams(candidate)].filter((g) => typed.has(g)).length;
    // Two edits that keep the first letter of a word of six letters or more and sound the same
    // count one (among the words that share the bigrams two edits leave).
    const sounded =
      spelt === 2 &&
      keepsFirst &&
      word.length >= 6 &&
      shared >= typed.size - (word.length >= 8 ? 6 : 5) &&
      soundOf(candidate) === soundOf(word);
    const edits = sounded ? 1 : spelt;
    const leftOut = candidate.length === word.length + 2 && isSubsequence(word, candidate);
    const guess = edits === 2 && word.length < 8 && !leftOut;
    if (
      guess &&
      !(keepsFirst && word.length >= 6 && lettersWithin(word, candidate) && shared >= typed.size - 5)
    )
      continue;
    if (edits === 2 && word.length < 8 && !keepsFirst) continue;
    found.push({ candidate, d: keepsFirst ? edits : edits + 1, f, guess });
  }
  const nearest = Math.min(...found.map((c) => c.d));
  let best = found.filter((c) => c.d === nearest);
  if (best.length > 1) best = best.filter((c) => !c.guess);
  best.sort((a, b) => b.f - a.f || (a.candidate < b.candidate ? -1 : 1));
  return best[0]?.candidate ?? word;
}

describe('Vocabulary: spelling candidates from the bigram index', () => {
  it('corrects exactly as a scan of the whole vocabulary would, on random words and typos', () => {
    const next = random(20_261_122);
    const letters = 'abcdeilmnoprstu';
    const word = () =>
      Array.from(
        { length: 4 + Math.floor(next() * 8) },
        () => letters[Math.floor(next() * letters.length)],
      ).join('');
    const words = new Map<string, number>();
    while (words.size < 3000) words.set(word(), 1 + Math.floor(next() * 20));
    const v = new Vocabulary(() => false);
    for (const [w, n] of words) v.add(w, n);
    const list = [...words.keys()];
    const typo = (w: string) => {
      const i = Math.floor(next() * w.length);
      const c = letters[Math.floor(next() * letters.length)]!;
      switch (Math.floor(next() * 4)) {
        case 0:
          return w.slice(0, i) + c + w.slice(i + 1);
        case 1:
          return w.slice(0, i) + c + w.slice(i);
        case 2:
          return w.length > 4 ? w.slice(0, i) + w.slice(i + 1) : w;
        default:
          return i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w;
      }
    };
    let corrected = 0;
    for (let k = 0; k < 1000; k++) {
      const asked = typo(typo(list[Math.floor(next() * list.length)]!));
      const expected = byScan(words, asked);
      expect(v.correct(asked), asked).toBe(expected);
      if (expected !== asked) corrected++;
    }
    // The comparison means something only if many typos were corrected.
    expect(corrected).toBeGreaterThan(200);
  });

  it('survives a round trip through its transferable state', () => {
    const v = new Vocabulary(() => false);
    for (const [w, n] of Object.entries({ statement: 3, router: 5, voicemail: 2 })) v.add(w, n);
    const copy = Vocabulary.fromState(structuredClone(v.exportState()), () => false);
    expect(copy.correct('statment')).toBe('statement');
    expect(copy.correct('rotuer')).toBe('router');
    copy.add('password', 4);
    expect(copy.correct('pasword')).toBe('password');
  });
});

describe('Vocabulary.completions', () => {
  it('gives the longer words that start with a prefix, most used first, and follows words added later', () => {
    const v = new Vocabulary(() => false);
    for (const [word, n] of [
      ['wifi', 9],
      ['wife', 1],
      ['wireless', 4],
      ['wi', 3],
      ['voicemail', 5],
    ] as const)
      v.add(word, n);
    expect(v.completions('wi', 5)).toEqual(['wifi', 'wireless', 'wife']);
    expect(v.completions('wif', 1)).toEqual(['wifi']);
    expect(v.completions('wifi', 5)).toEqual([]);
    expect(v.completions('zz', 5)).toEqual([]);
    expect(v.completions('', 5)).toEqual([]);
    v.add('wifey', 20);
    expect(v.completions('wif', 2)).toEqual(['wifey', 'wifi']);
    // A word no article uses any more is no ending.
    v.remove('wifey', 20);
    expect(v.completions('wif', 2)).toEqual(['wifi', 'wife']);
  });
});
