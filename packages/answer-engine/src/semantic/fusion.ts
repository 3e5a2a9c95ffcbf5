/** An id after rank fusion, with its fused score (higher is better). */
export interface FusedRank {
  id: string;
  score: number;
}

/** The usual constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009). */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each list gives an id `weight / (k + rank)`, rank counted from 1; an id's
 * score is the sum over the lists that hold it. Only ranks matter, so BM25 scores and cosine
 * similarities need no common scale. An id repeated within a list counts at its first rank. Best
 * first; ties go to the id seen first (earlier list, then better rank).
 *
 * `weights[i]` (default 1) scales list `i`.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  k = RRF_K,
  weights?: readonly number[],
): FusedRank[] {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`k must be a finite number >= 0, not ${k}`);
  const scores = new Map<string, number>();
  lists.forEach((list, i) => {
    const weight = weights?.[i] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1));
    });
  });
  // Map keeps first-seen order, and the sort is stable: equal scores stay in that order.
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
