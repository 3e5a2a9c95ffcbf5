import { stemmer } from 'stemmer';
import { STOPWORDS } from './stopwords.ts';
import { SYNONYMS } from './synonyms.ts';

/**
 * Case, Unicode and punctuation: NFKD with marks removed, lower case, apostrophes dropped
 * ("don't" → "dont"), "&" read as "and", anything else that is not a letter or digit a space.
 */
export function normalizeText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
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

interface PhraseRule {
  words: string[];
  canonical: string;
}

/** Multi-word variants keyed by their first word, longest first. */
const PHRASES = new Map<string, PhraseRule[]>();
/** Single-word variants, keyed by their stem. */
const SINGLE = new Map<string, string>();

for (const [canonical, variants] of SYNONYMS) {
  for (const v of variants) {
    const words = v.split(' ');
    if (words.length === 1) SINGLE.set(stemmer(words[0]!), stemmer(canonical));
    else {
      const list = PHRASES.get(words[0]!) ?? [];
      list.push({ words, canonical });
      list.sort((a, b) => b.words.length - a.words.length);
      PHRASES.set(words[0]!, list);
    }
  }
}

/** Replaces multi-word synonym phrases in a token list by their canonical term. */
export function applyPhrases(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const rules = PHRASES.get(tokens[i]!);
    const rule = rules?.find((r) => r.words.every((w, k) => tokens[i + k] === w));
    if (rule) {
      out.push(rule.canonical);
      i += rule.words.length - 1;
    } else out.push(tokens[i]!);
  }
  return out;
}

const termCache = new Map<string, string | null>();

/** One surface token to its index term: null for a stopword, else the stem with synonyms applied. */
export function termOf(token: string): string | null {
  const cached = termCache.get(token);
  if (cached !== undefined) return cached;
  let term: string | null;
  if (STOPWORDS.has(token) || token.length === 0) term = null;
  else {
    const stem = /^\d+$/.test(token) ? token : stemmer(token);
    term = SINGLE.get(stem) ?? stem;
  }
  if (termCache.size > 200_000) termCache.clear();
  termCache.set(token, term);
  return term;
}

/** Full analysis: normalise, synonym phrases, stopwords, stemming, single-word synonyms. */
export function analyze(input: string): string[] {
  const terms: string[] = [];
  for (const token of applyPhrases(surfaceTokens(input))) {
    const t = termOf(token);
    if (t !== null) terms.push(t);
  }
  return terms;
}

/** Every word the synonym table knows (variants and canonical terms). */
export const SYNONYM_WORDS: ReadonlySet<string> = new Set(
  SYNONYMS.flatMap(([canonical, variants]) => [canonical, ...variants.flatMap((v) => v.split(' '))]),
);

export const isStopword = (token: string) => STOPWORDS.has(token);
