import { isEnglishWord } from './dictionary.ts';

/**
 * Typo tolerance: a query word that is not an English word and that the knowledge base does not
 * use (or uses far less than a neighbour, as a misspelling in a customer question) is replaced by the closest
 * word the knowledge base does use: Damerau–Levenshtein distance 1, or 2 for words of 8 letters
 * or more, preferring the word found in more articles. Real words are never changed: "tall" is not
 * a typo of "call".
 */
export class Vocabulary {
  private readonly frequency = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  /** Words never treated as typos (the synonym table's own words: "vmail", "passwd", "clicker"). */
  private readonly protectedWords = new Set<string>();

  constructor(private readonly isWord: (word: string) => boolean = isEnglishWord) {}

  add(word: string, count = 1): void {
    if (!/^\p{L}+$/u.test(word)) return;
    const had = this.frequency.get(word);
    this.frequency.set(word, (had ?? 0) + count);
    if (had === undefined) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  protect(words: Iterable<string>): void {
    for (const w of words) this.protectedWords.add(w);
  }

  has(word: string): boolean {
    return this.frequency.has(word);
  }

  get size(): number {
    return this.frequency.size;
  }

  correct(word: string): string {
    if (word.length < 4 || !/^\p{L}+$/u.test(word) || this.protectedWords.has(word) || this.isWord(word))
      return word;
    const own = this.frequency.get(word) ?? 0;
    const maxDistance = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = maxDistance + 1;
    let bestFrequency = 0;
    for (let len = word.length - maxDistance; len <= word.length + maxDistance; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        const f = this.frequency.get(candidate) ?? 0;
        // A non-word the articles do use ("esim", or a misspelling quoted in a customer question)
        // gives way only to a far more common neighbour ("pasword" → "password").
        if (candidate === word || f <= own * DOMINANT) continue;
        const d = boundedDistance(word, candidate, maxDistance);
        if (d > maxDistance) continue;
        if (d < bestDistance || (d === bestDistance && f > bestFrequency)) {
          best = candidate;
          bestDistance = d;
          bestFrequency = f;
        }
      }
    }
    return best ?? word;
  }
}

/** How many times more articles a neighbour must appear in to replace a non-word the articles use. */
const DOMINANT = 5;

/** Optimal-string-alignment distance, giving up (returning max + 1) once it must exceed max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, max + 1);
}
