/** An id after rank fusion, with its fused score (higher is better). */
export interface FusedRank {
  id: string;
  score: number;
}

/** The usual constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009). */
export const RRF_K = 60;

/**
 * The rank constant the engine fuses its ranking with the semantic hits by: smaller than the usual
 * 60, so that the lexical ranking's first places stay apart (1/21 against 1/22, not 1/61 against
 * 1/62) and a weight says how far the semantic list may move them.
 */
export const SEMANTIC_RRF_K = 20;

/**
 * The semantic list's weight against the lexical ranking's 1, unless the operator sets another
 * (EMBEDDINGS_WEIGHT). At 0.05 with SEMANTIC_RRF_K an article gains at most 0.05/21 from it: enough
 * to swap the lexical first two when the encoder puts the second first and the first far down,
 * never to lift the third or an article found by meaning alone to the top. Chosen on dev with the
 * one encoder this project can run offline (bench/lib/local-encoder.ts, ADR 006): there, 0.05 leaves
 * dev as the lexical engine has it, and every higher weight costs hit@1 and declines more (equal
 * weights: 0.974 → 0.893), because our lexical ranking is far ahead of a general-purpose encoder
 * on these questions. An operator with a stronger encoder measures before raising it.
 */
export const SEMANTIC_WEIGHT = 0.05;

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
  for (const w of weights ?? []) {
    if (!Number.isFinite(w) || w < 0) throw new RangeError(`a weight must be a finite number >= 0, not ${w}`);
  }
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
