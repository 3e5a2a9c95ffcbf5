// Feedback re-weighting of question → article pairs from stored signals (weights.ts; bounds: FEEDBACK).
export {
  defaultQuestionTerms,
  FEEDBACK,
  type FeedbackAdjuster,
  type FeedbackEvent,
  type FeedbackKind,
  FeedbackWeights,
  factorOf,
  type PairEvidence,
  type QuestionAnalyzer,
  questionKey,
} from './weights.ts';
