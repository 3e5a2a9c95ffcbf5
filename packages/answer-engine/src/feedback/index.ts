// Feedback re-weighting of question → article pairs from stored signals (weights.ts; bounds: FEEDBACK).
/** Multiplies an article's ranking score for a question; 1 is neutral. */
export interface FeedbackAdjuster {
  factor(questionTerms: readonly string[], articleId: string): number;
}

export {
  defaultQuestionTerms,
  FEEDBACK,
  type FeedbackEvent,
  type FeedbackKind,
  FeedbackWeights,
  factorOf,
  type PairEvidence,
  type QuestionAnalyzer,
  questionKey,
} from './weights.ts';
