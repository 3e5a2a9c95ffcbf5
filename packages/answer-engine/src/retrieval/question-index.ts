/**
 * One slot of a query: a word the customer used (its `head` term) and the terms that stand for it,
 * each with a weight — the head itself at 1, lexicon expansions below 1.
 */
export interface QuerySlot {
  head: string;
  alternatives: ReadonlyMap<string, number>;
}

/** The best article question for a query: which one, and how similar (0 to 1). */
export interface QuestionMatch {
  /** Index into the article's `[title, ...questions]`. */
  question: number;
  similarity: number;
}

/** How much precision counts in the similarity (recall gets the rest), in the exponent. */
const PRECISION_SHARE = 0.5;

interface QuestionDoc {
  article: number;
  /** Position in `[title, ...questions]`. */
  position: number;
  terms: readonly string[];
  /** Sum of the idf of its distinct terms. */
  mass: number;
}

/**
 * Every article question (and the title) as its own small document, so a customer question can
 * match one of them as a whole. Similarity is the geometric mean of two idf-weighted coverages:
 * how much of the customer's question the article question covers (recall, with expansions counting
 * at their weight) and how much of the article question the customer's words cover (precision).
 */
export class QuestionIndex {
  private readonly docs: QuestionDoc[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(
    articles: ReadonlyArray<{ questions: readonly (readonly string[])[] }>,
    private readonly idf: (term: string) => number,
  ) {
    articles.forEach((a, article) => {
      a.questions.forEach((terms, position) => {
        const distinct = [...new Set(terms)];
        if (distinct.length === 0) return;
        const id = this.docs.length;
        this.docs.push({ article, position, terms: distinct, mass: 0 });
        for (const t of distinct) {
          const list = this.postings.get(t);
          if (list) list.push(id);
          else this.postings.set(t, [id]);
        }
      });
    });
  }

  /** Call once document frequencies are final (idf depends on them). */
  finish(): void {
    for (const d of this.docs) d.mass = d.terms.reduce((s, t) => s + this.idf(t), 0);
  }

  /** Best question per article (by article index), for the articles `accept` lets through. */
  match(slots: readonly QuerySlot[], accept: (article: number) => boolean): Map<number, QuestionMatch> {
    const queryMass = slots.reduce((s, slot) => s + this.idf(slot.head), 0);
    const out = new Map<number, QuestionMatch>();
    if (queryMass === 0) return out;
    // doc → per-slot best weight, and the doc terms matched (for precision)
    const touched = new Map<number, { slot: Float64Array; matched: Set<string> }>();
    slots.forEach((slot, i) => {
      for (const [term, weight] of slot.alternatives) {
        for (const id of this.postings.get(term) ?? []) {
          const doc = this.docs[id]!;
          if (!accept(doc.article)) continue;
          let acc = touched.get(id);
          if (!acc) {
            acc = { slot: new Float64Array(slots.length), matched: new Set() };
            touched.set(id, acc);
          }
          if (weight > acc.slot[i]!) acc.slot[i] = weight;
          acc.matched.add(term);
        }
      }
    });
    for (const [id, acc] of touched) {
      const doc = this.docs[id]!;
      let covered = 0;
      slots.forEach((slot, i) => {
        covered += acc.slot[i]! * this.idf(slot.head);
      });
      let hit = 0;
      for (const t of acc.matched) hit += this.idf(t);
      const similarity =
        Math.min(1, covered / queryMass) ** (1 - PRECISION_SHARE) *
        Math.min(1, hit / doc.mass) ** PRECISION_SHARE;
      const had = out.get(doc.article);
      if (!had || similarity > had.similarity) out.set(doc.article, { question: doc.position, similarity });
    }
    return out;
  }
}
