import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../testing/sample-article.ts';
import { articleEmbeddingTexts } from './texts.ts';

describe('articleEmbeddingTexts', () => {
  it('embeds the title, each question and the answer, numbered in that order', () => {
    const a = sampleArticle();
    expect(articleEmbeddingTexts(a)).toEqual([
      { kind: 'title', position: 0, text: a.title },
      { kind: 'question', position: 1, text: a.questions[0] },
      { kind: 'question', position: 2, text: a.questions[1] },
      { kind: 'question', position: 3, text: a.questions[2] },
      { kind: 'answer', position: 4, text: a.answer },
    ]);
  });
});
