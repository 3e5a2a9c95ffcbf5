import type { Article } from '../kb/article.ts';

export type EmbeddedTextKind = 'title' | 'question' | 'answer';

/** One text of an article that gets its own embedding vector. */
export interface EmbeddedText {
  kind: EmbeddedTextKind;
  /** Position among the article's texts: 0 the title, then its questions in order, then the answer. */
  position: number;
  text: string;
}

/**
 * What is embedded of an article, one vector each: the title, every question, the answer. The
 * body is left out: long and procedural, it would blur the vector of a short customer question.
 */
export function articleEmbeddingTexts(
  article: Pick<Article, 'title' | 'questions' | 'answer'>,
): EmbeddedText[] {
  return [
    { kind: 'title', position: 0, text: article.title },
    ...article.questions.map((text, i) => ({ kind: 'question' as const, position: i + 1, text })),
    { kind: 'answer', position: article.questions.length + 1, text: article.answer },
  ];
}
