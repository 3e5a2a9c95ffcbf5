import { join } from 'node:path';
import { loadArticlesFromDir } from '@support/answer-engine';
import { describe, expect, it } from 'vitest';
import { jaccard, NEAR_COPY_JACCARD, words } from './near-copy.ts';
import { loadSplit } from './questions.ts';

const articles = loadArticlesFromDir(join(import.meta.dirname, '..', '..', 'content', 'kb'));
const wording = articles.flatMap((a) => [a.title, ...a.questions].map((text) => ({ id: a.id, text })));

describe('evaluation test split', () => {
  // The message names the article's line only: whoever writes articles must not read test questions.
  it('has no question that is a near copy of an article title or question', () => {
    const copies = loadSplit('test').flatMap((q) => {
      const w = words(q.q);
      const hit = wording.find((x) => jaccard(w, words(x.text)) >= NEAR_COPY_JACCARD);
      return hit ? [`${hit.id} "${hit.text}" is a near copy of a test question: reword or drop it`] : [];
    });
    expect(copies).toEqual([]);
  });

  it('measures near copies by shared words', () => {
    expect(jaccard(words('cancel my service'), words('Cancel service'))).toBeGreaterThanOrEqual(
      NEAR_COPY_JACCARD,
    );
    expect(jaccard(words('why is my bill higher this month'), words('pay my bill'))).toBeLessThan(
      NEAR_COPY_JACCARD,
    );
  });

  it('keeps every answerable question pointing at an existing help article', () => {
    const ids = new Set(articles.map((a) => a.id));
    const dangling = [...loadSplit('dev'), ...loadSplit('test'), ...loadSplit('review')].filter(
      (q) => q.expect !== null && !ids.has(q.expect),
    );
    expect(dangling).toEqual([]);
  });
});

describe('review questions (tuned on like dev)', () => {
  it('has no question that is a near copy of a test question, so tuning on it never tunes on test', () => {
    const test = loadSplit('test').map((q) => words(q.q));
    const copies = loadSplit('review').filter((q) => {
      const w = words(q.q);
      return test.some((t) => jaccard(w, t) >= NEAR_COPY_JACCARD);
    });
    expect(copies.length).toBe(0);
    expect(loadSplit('review').length).toBeGreaterThan(500);
  });
});
