import { stemmer } from 'stemmer';
import { STOPWORDS } from './stopwords.ts';

/**
 * Case, Unicode and punctuation: NFKD with marks removed, lower case, apostrophes dropped
 * ("don't" → "dont"), "&" read as "and", anything else that is not a letter or digit a space.
 */
export function normalizeText(input: string): string {
  // Plain ASCII (most text) has nothing to decompose.
  const folded = /[^ -~\t\n\r]/.test(input) ? input.normalize('NFKD').replace(/\p{M}+/gu, '') : input;
  return folded
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Surface tokens of a text (normalised words, before synonyms and stemming). */
export function surfaceTokens(input: string): string[] {
  const n = normalizeText(input);
  return n === '' ? [] : n.split(' ');
}

const termCache = new Map<string, string | null>();

/** One surface token to its index term: null for a stopword, else its stem (numbers as they are). */
export function termOf(token: string): string | null {
  const cached = termCache.get(token);
  if (cached !== undefined) return cached;
  let term: string | null;
  if (STOPWORDS.has(token) || token.length === 0) term = null;
  else {
    term = /^\d+$/.test(token) ? token : stemmer(token);
  }
  if (termCache.size > 200_000) termCache.clear();
  termCache.set(token, term);
  return term;
}

/**
 * Analysis: normalise, stopwords, stemming; with `joinCompounds` (the lexicon's), compound
 * spellings first ("wi fi" → "wifi"). Synonyms are not applied here: they expand queries only.
 */
export function analyze(input: string, joinCompounds?: (tokens: readonly string[]) => string[]): string[] {
  const terms: string[] = [];
  const tokens = surfaceTokens(input);
  for (const token of joinCompounds ? joinCompounds(tokens) : tokens) {
    const t = termOf(token);
    if (t !== null) terms.push(t);
  }
  return terms;
}

export const isStopword = (token: string) => STOPWORDS.has(token);
