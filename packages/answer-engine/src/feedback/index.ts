// Feedback re-weighting of question → article pairs from stored signals.
/** Multiplies an article's ranking score for a question; 1 is neutral. */
export interface FeedbackAdjuster {
  factor(questionTerms: readonly string[], articleId: string): number;
}
