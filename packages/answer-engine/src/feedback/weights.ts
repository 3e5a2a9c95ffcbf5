import { askedOf } from '../safety.ts';
import { analyze } from '../text/normalize.ts';

/** Multiplies an article's ranking score for a question; 1 is neutral. */
export interface FeedbackAdjuster {
  factor(questionTerms: readonly string[], articleId: string): number;
}

/**
 * Visitors' verdicts on one answer: a thumbs up or down on the article shown for a question, or a
 * click from that answer to another article (`otherArticleId`), read as "this other one, not the
 * shown one"; or, for a question that got no answer, the article chosen from the questions offered
 * in its place (`chose`: the engine's choices, or the common questions).
 */
export type FeedbackKind = 'helpful' | 'unhelpful' | 'chose-other' | 'chose';

export interface FeedbackEvent {
  /** The question as the visitor asked it. */
  question: string;
  /** The article that was shown as the answer (with `chose`, the article chosen: none was shown). */
  articleId: string;
  kind: FeedbackKind;
  /** With `chose-other`: the article the visitor went to instead. */
  otherArticleId?: string;
  /** The anonymous visitor id of the signal; empty for none (all such events are one voter). */
  voter: string;
}

/** A question's index terms; the default is the engine's analysis without its index (see below). */
export type QuestionAnalyzer = (question: string) => readonly string[];

/**
 * The bounds of feedback re-weighting. A pair (question key, article) moves only once at least
 * MIN_VOTERS distinct voters spoke about it; its evidence per kind is log1p(distinct voters), so the
 * thousandth voter adds almost nothing; and its factor always lies in [MIN_FACTOR, MAX_FACTOR].
 *
 * - net = log1p(helpful) + log1p(chosen instead of the shown one, or in place of no answer)
 *         − log1p(unhelpful) − SHOWN_WEIGHT · log1p(left for another article)
 * - factor = exp(UP_RATE · net) when net ≥ 0, exp(DOWN_RATE · net) below, clamped.
 *
 * Figures: 3 thumbs down → 0.87, 10 → 0.79, 30 → 0.71, ~160 or more → 0.60 (the floor);
 * 3 thumbs up (or chosen instead) → 1.07, 10 → 1.13, 30 → 1.19, ~85 or more → 1.25 (the ceiling).
 * Equal numbers of voters each way cancel out.
 *
 * What a flood can do: at most multiply one article's score by 1.25 and another's by 0.6 for one
 * question key, so it can reorder two candidates only when the weaker scores at least
 * 0.6 / 1.25 = 0.48 of the stronger. An article retrieval did not find (no lexical match) is never
 * scored, so no amount of feedback brings it in; and it keys exact questions only.
 */
export const FEEDBACK = {
  MIN_FACTOR: 0.6,
  MAX_FACTOR: 1.25,
  MIN_VOTERS: 3,
  UP_RATE: 0.05,
  DOWN_RATE: 0.1,
  /** The shown article's share of a click elsewhere: leaving is weaker than a thumbs down. */
  SHOWN_WEIGHT: 0.5,
} as const;

/** The distinct voters behind one pair, per kind, and the factor they give. */
export interface PairEvidence {
  helpful: number;
  unhelpful: number;
  /** Visitors who went from this question's answer, or from its no-answer, to this article. */
  chosen: number;
  /** Visitors who went from this article, shown as the answer, to another one. */
  leftFor: number;
  /** Distinct voters in all (one voter in several kinds counts once). */
  voters: number;
  factor: number;
}

/**
 * The default analysis of a stored question: the engine's normalisation, stopwords and stemming
 * (`analyze`), after the greetings the engine also drops. Without the engine's index it does not
 * correct typos or join compounds ("wi fi"); pass the engine's own analysis when it has one.
 */
export const defaultQuestionTerms: QuestionAnalyzer = (question) => analyze(askedOf(question));

/** A question's key: its distinct terms, sorted, so word order, case and punctuation do not matter. */
export function questionKey(terms: readonly string[]): string {
  return [...new Set(terms)].sort().join(' ');
}

/** The factor of a pair's evidence (see FEEDBACK); 1 below the minimum support. */
export function factorOf(e: Omit<PairEvidence, 'factor'>): number {
  if (e.voters < FEEDBACK.MIN_VOTERS) return 1;
  const net =
    Math.log1p(e.helpful) +
    Math.log1p(e.chosen) -
    Math.log1p(e.unhelpful) -
    FEEDBACK.SHOWN_WEIGHT * Math.log1p(e.leftFor);
  const raw = Math.exp((net >= 0 ? FEEDBACK.UP_RATE : FEEDBACK.DOWN_RATE) * net);
  return Math.min(FEEDBACK.MAX_FACTOR, Math.max(FEEDBACK.MIN_FACTOR, raw));
}

type Side = 'helpful' | 'unhelpful' | 'chosen' | 'leftFor';

interface PairVotes {
  helpful: Set<string>;
  unhelpful: Set<string>;
  chosen: Set<string>;
  leftFor: Set<string>;
}

/** Voters without an id: one shared voter (a character no id the widget makes contains). */
const SHARED_VOTER = '\u0000';

/**
 * Feedback re-weighting, built once from events (pure and deterministic: the same events in any
 * order give the same factors). Questions match by key only (same distinct terms), not by
 * similarity: a near question is left alone.
 */
export class FeedbackWeights implements FeedbackAdjuster {
  private readonly pairs = new Map<string, Map<string, PairEvidence>>();

  /** `analyze`: how a stored question becomes terms; it must match the terms `factor` is given. */
  constructor(
    events: Iterable<FeedbackEvent> = [],
    private readonly options: { analyze?: QuestionAnalyzer } = {},
  ) {
    const votes = new Map<string, Map<string, PairVotes>>();
    const add = (key: string, articleId: string, side: Side, voter: string) => {
      let byArticle = votes.get(key);
      if (!byArticle) {
        byArticle = new Map();
        votes.set(key, byArticle);
      }
      let v = byArticle.get(articleId);
      if (!v) {
        v = { helpful: new Set(), unhelpful: new Set(), chosen: new Set(), leftFor: new Set() };
        byArticle.set(articleId, v);
      }
      v[side].add(voter);
    };
    for (const e of events) {
      const key = this.keyOf(e.question);
      if (key === '' || e.articleId === '') continue;
      const voter = e.voter === '' ? SHARED_VOTER : e.voter;
      if (e.kind === 'helpful') add(key, e.articleId, 'helpful', voter);
      else if (e.kind === 'unhelpful') add(key, e.articleId, 'unhelpful', voter);
      else if (e.kind === 'chose') add(key, e.articleId, 'chosen', voter);
      else if (e.otherArticleId && e.otherArticleId !== e.articleId) {
        add(key, e.otherArticleId, 'chosen', voter);
        add(key, e.articleId, 'leftFor', voter);
      }
    }
    for (const [key, byArticle] of votes) {
      const out = new Map<string, PairEvidence>();
      for (const [articleId, v] of byArticle) {
        const counts = {
          helpful: v.helpful.size,
          unhelpful: v.unhelpful.size,
          chosen: v.chosen.size,
          leftFor: v.leftFor.size,
          voters: new Set([...v.helpful, ...v.unhelpful, ...v.chosen, ...v.leftFor]).size,
        };
        out.set(articleId, { ...counts, factor: factorOf(counts) });
      }
      this.pairs.set(key, out);
    }
  }

  /** No feedback: every factor is 1. */
  static readonly NEUTRAL = new FeedbackWeights();

  /** The key of a question as asked, by this instance's analysis. */
  keyOf(question: string): string {
    return questionKey((this.options.analyze ?? defaultQuestionTerms)(question));
  }

  /** The factor for an article's score on a question given as its terms: in [MIN_FACTOR, MAX_FACTOR]. */
  factor(questionTerms: readonly string[], articleId: string): number {
    return this.evidence(questionTerms, articleId)?.factor ?? 1;
  }

  /** The evidence behind a factor (for operators and tests); undefined when nobody spoke about the pair. */
  evidence(questionTerms: readonly string[], articleId: string): PairEvidence | undefined {
    if (this.pairs.size === 0) return undefined;
    // The engine asks about every candidate of one question with the same terms array: key it once.
    if (questionTerms !== this.lastTerms) {
      this.lastTerms = questionTerms;
      this.lastKey = questionKey(questionTerms);
    }
    return this.pairs.get(this.lastKey)?.get(articleId);
  }

  private lastTerms?: readonly string[];
  private lastKey = '';

  /** Pairs whose factor is not 1. */
  get adjustedPairs(): number {
    let n = 0;
    for (const byArticle of this.pairs.values()) for (const e of byArticle.values()) if (e.factor !== 1) n++;
    return n;
  }
}
