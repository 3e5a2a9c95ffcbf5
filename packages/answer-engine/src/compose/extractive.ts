import { analyze } from '../text/normalize.ts';
import type { AnswerComposer, ComposeInput } from './composer.ts';

/** Sentences of a short text. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Most sentences the extractive answer keeps. */
export const EXTRACTIVE_MAX_SENTENCES = 3;

/** What a term the lexicon added counts for in a sentence, next to the customer's own word (1). */
export const EXPANSION_OVERLAP = 0.5;

/**
 * The article's best answer trimmed to the question: the opening sentence, the sentence that
 * shares most with the question, and others that share something, in their original order. The
 * lexicon's expansions of the question count at EXPANSION_OVERLAP: "my mom passed away" keeps the
 * sentence about an account holder who has died.
 */
export function trimAnswer(
  answer: string,
  terms: readonly string[],
  expansions: readonly string[] = [],
): string {
  const { sentences, sentenceTerms } = analysedAnswer(answer);
  if (sentences.length <= 2) return sentences.join(' ');
  const wanted = new Set(terms);
  const added = new Set(expansions);
  const overlap = sentenceTerms.map((own) =>
    own.reduce((sum, t) => sum + (wanted.has(t) ? 1 : added.has(t) ? EXPANSION_OVERLAP : 0), 0),
  );
  const keep = new Set<number>([0]);
  const bestIndex = overlap.reduce((best, v, i) => (v > overlap[best]! ? i : best), 0);
  keep.add(bestIndex);
  const byOverlap = overlap
    .map((v, i) => ({ v, i }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.i - b.i);
  for (const { i } of byOverlap) if (keep.size < EXTRACTIVE_MAX_SENTENCES) keep.add(i);
  if (keep.size < 2) keep.add(1);
  return [...keep]
    .sort((a, b) => a - b)
    .map((i) => sentences[i])
    .join(' ');
}

/**
 * An answer's sentences and their terms: the same few hundred answers are trimmed for every new
 * question, so each is split and analysed once (at most ANALYSED_KEPT kept, then started afresh).
 */
function analysedAnswer(answer: string): { sentences: string[]; sentenceTerms: string[][] } {
  let found = analysed.get(answer);
  if (!found) {
    const sentences = splitSentences(answer);
    found = { sentences, sentenceTerms: sentences.map((s) => analyze(s)) };
    if (analysed.size >= ANALYSED_KEPT) analysed.clear();
    analysed.set(answer, found);
  }
  return found;
}

const analysed = new Map<string, { sentences: string[]; sentenceTerms: string[][] }>();
const ANALYSED_KEPT = 2000;

/** Streams the trimmed answer a few words at a time, as a generative composer would. */
export class ExtractiveComposer implements AnswerComposer {
  readonly kind = 'extractive' as const;

  async *compose(input: ComposeInput, signal?: AbortSignal): AsyncIterable<string> {
    const text = trimAnswer(input.article.answer, input.terms, input.expansions);
    const pieces = text.match(/\S+\s*/g) ?? [];
    for (let i = 0; i < pieces.length; i += 4) {
      if (signal?.aborted) return;
      yield pieces.slice(i, i + 4).join('');
    }
  }
}
