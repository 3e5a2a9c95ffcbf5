import {
  BestAnswerResponseSchema,
  type Citation,
  type CommonQuestion,
  type Intent,
  isArticleId,
  type PopularAnswersResponse,
  questionId,
  type RelatedQuestionAnswer,
  type SmartAnswerDoc,
  SmartAnswerResponseSchema,
  type StreamMessage,
} from '@support/contracts';
import { type QuestionItem, WIDGET } from '../model.ts';
import { type ClientError, ERROR_TYPE, isRecord } from './http.ts';

/**
 * Response readers (seed 000 §3): the answer calls' bodies turned into one {@link AnswerResult},
 * applying the seed's defaults (a missing isShowBestAnswer is true, a missing isShowGenAIButton
 * false) and its smart-answer rule.
 */

export interface AnswerResult {
  /** `error`: the call failed (logged); the answer is empty and the no-answer message shows. */
  status: 'ok' | 'error' | 'aborted';
  /** The question as the server phrased it; empty when unknown. */
  question: string;
  answer: string;
  isShowBestAnswer: boolean;
  isShowGenAIButton: boolean;
  /** Related questions built from the answer (ids: the question with underscores). */
  related: QuestionItem[];
  citations: Citation[];
  articleId?: string;
  /** The answer is a community forum post, not one of the help articles. */
  community?: boolean;
  queryId?: string;
  /** The question's intent as the server classified it (best-answer and streamed answers). */
  intent?: Intent;
  /** Smart answer without a best answer: the first docs as the question list. */
  questions?: QuestionItem[];
  /** `errorCode`, else `details.statusCode`, as text. */
  errorCode?: string;
  /** The server's own no-answer text (used for SPTSEARCH-102). */
  errorText?: string;
  /** The failure of an `error` result, with its HTTP status. */
  error?: ClientError;
}

export const emptyResult = (status: AnswerResult['status'] = 'ok'): AnswerResult => ({
  status,
  question: '',
  answer: '',
  isShowBestAnswer: true,
  isShowGenAIButton: false,
  related: [],
  citations: [],
});

/** A failed call: an empty answer with status `error`, keeping the code and status. */
export function errorResult(error: ClientError): AnswerResult {
  return { ...emptyResult('error'), errorCode: String(error.code), error };
}

/** The best-answer body with every field optional, so the seed's defaults apply to what is missing. */
export const BestAnswerReadSchema = /* @__PURE__ */ BestAnswerResponseSchema.partial();
/** The smart-answer body with fusion's fields optional (same reason). */
export const SmartAnswerReadSchema = /* @__PURE__ */ SmartAnswerResponseSchema.extend({
  fusion: SmartAnswerResponseSchema.shape.fusion.partial(),
});

type BestAnswerRead = ReturnType<typeof BestAnswerReadSchema.parse>;
type SmartAnswerRead = ReturnType<typeof SmartAnswerReadSchema.parse>;

const articleIdOf = (...candidates: (string | undefined)[]) =>
  candidates.find((c): c is string => c !== undefined && isArticleId(c));

export function relatedItem(r: RelatedQuestionAnswer): QuestionItem {
  return {
    id: questionId(r.question),
    question: r.question,
    answer: r.answer,
    citations: r.url ? [{ title: r.question, url: r.url }] : [],
    articleId: articleIdOf(r.articleId),
  };
}

/** Error code: `errorCode`, else `details.statusCode` (seed 000 §3). */
export function errorCodeOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.errorCode === 'string' && body.errorCode !== '') return body.errorCode;
  const details = body.details;
  return isRecord(details) && typeof details.statusCode === 'number' ? String(details.statusCode) : undefined;
}

/** A v2 best-answer body (not streamed). `raw` is the body before parsing, for `details`. */
export function readBestAnswer(body: BestAnswerRead, raw: unknown = body): AnswerResult {
  return {
    status: 'ok',
    question: body.bestAnswer?.question ?? '',
    answer: body.bestAnswer?.answer ?? '',
    isShowBestAnswer: body.isShowBestAnswer ?? true,
    isShowGenAIButton: body.isShowGenAIButton ?? false,
    related: (body.relatedQuestionAnswers ?? []).map(relatedItem),
    citations: body.citations ?? [],
    articleId: articleIdOf(body.articleId),
    community: body.community,
    queryId: body.queryId,
    intent: body.intent,
    errorCode: errorCodeOf(raw),
    errorText: body.errorText,
  };
}

/**
 * A v1 smart-answer body (seed 000 §5): one smart answer when the server flags a best answer or
 * exactly one doc came back; otherwise the first docs are the question list and no answer shows.
 */
export function readSmartAnswer(body: SmartAnswerRead, raw: unknown = body): AnswerResult {
  const { docs } = body.response;
  const f = body.fusion;
  const best = f.best_answer ?? null;
  const fusionError = errorCodeOf(isRecord(raw) ? raw.fusion : undefined);
  const base = {
    ...emptyResult(),
    isShowGenAIButton: f.isShowGenAIButton ?? false,
    citations: f.citations ?? [],
    queryId: f.query_id,
    errorCode: fusionError,
    errorText: f.errorText,
  };
  const doc = docs[0];
  if (best === null && docs.length !== 1) {
    // No docs: the server's choices, if any, are fusion's related questions (a page of one row).
    const questions = docs.length
      ? docs.slice(0, WIDGET.QUESTIONS_MAX).map(docItem)
      : (f.relatedQuestionAnswers ?? []).slice(0, WIDGET.QUESTIONS_MAX).map(relatedItem);
    return { ...base, isShowBestAnswer: false, citations: [], questions };
  }
  const related = f.relatedQuestionAnswers?.length
    ? f.relatedQuestionAnswers.map(relatedItem)
    : doc
      ? docRelated(doc)
      : [];
  return {
    ...base,
    question: best?.question ?? doc?.question ?? '',
    answer: best?.answer ?? doc?.answer ?? '',
    isShowBestAnswer: true,
    related,
    articleId: articleIdOf(best?.id, doc?.articleIds[0], doc?.id),
  };
}

function docItem(doc: SmartAnswerDoc): QuestionItem {
  return {
    id: questionId(doc.question),
    question: doc.question,
    answer: doc.answer,
    citations: [],
    articleId: articleIdOf(doc.articleIds[0], doc.id),
  };
}

/** A doc's own related questions (parallel lists), when fusion has none. */
function docRelated(doc: SmartAnswerDoc): QuestionItem[] {
  return doc.related_questions.map((question, i) => ({
    id: questionId(question),
    question,
    answer: doc.related_answers[i] ?? '',
    citations: [],
  }));
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/**
 * Seed 000 §3: escaped quotes and ampersand entities in answer text are cleaned. One pass, so
 * `&amp;quot;` becomes `&quot;` (what the author wrote), not `"`. The text is rendered as text.
 */
export function cleanAnswerText(text: string): string {
  return text
    .replace(/\\(["'])/g, '$1')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[lower] ?? entity;
    });
}

/** Seed 000 §3 common questions: the first 3 (QUESTIONS_MAX), answers cleaned, ids from the question. */
export function readPopularAnswers(body: PopularAnswersResponse): QuestionItem[] {
  return body.popularAnswers.slice(0, WIDGET.QUESTIONS_MAX).map((q: CommonQuestion) => ({
    id: questionId(q.question),
    question: q.question,
    answer: cleanAnswerText(q.answer),
    citations: q.citations,
    articleId: articleIdOf(q.articleId),
  }));
}

/** Folds stream messages into a result: answer pieces appended, the rest as they come. */
export function foldStreamMessage(acc: AnswerResult, m: StreamMessage): AnswerResult {
  switch (m.type) {
    case 'init':
      return { ...acc, queryId: m.queryId, question: m.question };
    case 'answer':
      return { ...acc, answer: acc.answer + m.delta };
    case 'related':
      return { ...acc, related: m.relatedQuestionAnswers.map(relatedItem) };
    case 'citations':
      return { ...acc, citations: m.citations };
    case 'meta':
      return {
        ...acc,
        isShowBestAnswer: m.isShowBestAnswer,
        isShowGenAIButton: m.isShowGenAIButton,
        articleId: articleIdOf(m.articleId),
        community: m.community,
        intent: m.intent,
        errorCode: m.errorCode,
        errorText: m.errorText,
      };
    case 'error':
      // The server could not finish: what arrived is not a whole answer.
      return {
        ...acc,
        status: 'error',
        answer: '',
        errorCode: m.errorCode,
        error: { errorType: ERROR_TYPE.stream, code: m.errorCode, message: m.message },
      };
  }
}
