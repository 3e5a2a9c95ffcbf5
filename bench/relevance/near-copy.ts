/** Words of a text for near-copy checks: lower case, letters and digits only. */
export function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

/** Word Jaccard similarity: shared words over all words of the two texts. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/** At or above this, an evaluation question is a copy of an article's wording, not a customer's. */
export const NEAR_COPY_JACCARD = 0.6;
