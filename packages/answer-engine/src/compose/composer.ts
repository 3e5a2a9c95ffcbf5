import type { Article } from '../kb/article.ts';
import type { TextAnalyzer } from '../text/normalize.ts';

export interface ComposeInput {
  question: string;
  /** The article that answers the question. */
  article: Article;
  /** Other retrieved articles, best first, for composers that ground on several. */
  supporting: readonly Article[];
  /** The question's analysed terms. */
  terms: readonly string[];
  /** Terms the lexicon added for them (Retrieval.expansions). Default none. */
  expansions?: readonly string[];
  /** Its terms few articles have (Retrieval.rareTerms). Default none. */
  rareTerms?: readonly string[];
  /** Its terms most articles do not have (Retrieval.specificTerms). Default all. */
  specificTerms?: readonly string[];
  /** The engine's analyser (Retrieval.analyze); default plain analysis. */
  analyze?: TextAnalyzer;
}

/**
 * Turns the retrieved article into the answer text, as a stream of text pieces. The extractive
 * composer is the default; a generative one (an LLM grounded in the same articles) can replace it.
 */
export interface AnswerComposer {
  readonly kind: 'extractive' | 'generative';
  compose(input: ComposeInput, signal?: AbortSignal): AsyncIterable<string>;
}

export async function composeToString(
  composer: AnswerComposer,
  input: ComposeInput,
  signal?: AbortSignal,
): Promise<string> {
  let text = '';
  for await (const piece of composer.compose(input, signal)) text += piece;
  return text;
}
