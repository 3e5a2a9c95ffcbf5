import {
  type CustomerType,
  type ExperimentFlags,
  HAND_OFF_PATHS,
  handOffHref,
  type Intent,
  type LineOfService,
  MAX_QUESTION_LENGTH,
  questionId,
  type WidgetContent,
} from '@support/contracts';
import type { QuestionItem, WidgetMode, WidgetPhase, WidgetView } from '../model.ts';
import { WIDGET } from '../model.ts';
import { capitalise } from './messages.ts';
import type { AnswerResult } from './readers.ts';

/**
 * The widget's states and transitions (seed 000 §4) as a pure reducer. Side effects (calls,
 * timers, signals) are the hook's; it reads the state after each event to know what to start.
 */

export interface WidgetState {
  status: WidgetView['status'];
  content?: WidgetContent;
  flags?: ExperimentFlags;
  phase: WidgetPhase;
  input: string;
  question: string;
  /** The intent the server gave the last answered question (for the hand-off to contact us). */
  intent?: Intent;
  /** Index into the content's loading messages. */
  loadingStep: number;
  longWait: boolean;
  answer?: NonNullable<WidgetView['answer']>;
  message?: WidgetView['message'];
  /** The service's common questions, kept to come back when there is no answer. */
  commonQuestions: QuestionItem[];
  questions: WidgetView['questions'];
  feedback: WidgetView['feedback'];
  feedbackModalOpen: boolean;
  /** Numbers each request; events of an older one are dropped. */
  requestId: number;
  /** A request is in flight: loading, or an answer still streaming. */
  inFlight: boolean;
}

export type WidgetEvent =
  | { type: 'loaded'; content: WidgetContent; flags: ExperimentFlags }
  /** Content or flags could not be had, or enableWidget is off: render nothing. */
  | { type: 'hidden' }
  | { type: 'commonQuestions'; items: readonly QuestionItem[] }
  | { type: 'input'; value: string }
  /** Enter or the button: the trimmed input. */
  | { type: 'submit' }
  /** The retry button: the stored question again. */
  | { type: 'retry' }
  | { type: 'loadingStep'; step: number }
  /** A streamed piece arrived: `text` is the answer so far. */
  | { type: 'delta'; requestId: number; text: string; question?: string }
  /** The request finished; `messageText` is the no-answer text the hook worked out for it. */
  | {
      type: 'answered';
      requestId: number;
      result: AnswerResult;
      relatedEnabled: boolean;
      messageText: string;
    }
  /** Cancel while loading (the visitor, or the 22 s timer with `longWait`). */
  | { type: 'cancel'; longWait: boolean }
  | { type: 'choose'; item: QuestionItem }
  | { type: 'feedbackModal'; open: boolean }
  | { type: 'feedbackGiven'; helped: boolean };

export const initialState = (input = ''): WidgetState => ({
  status: 'loading',
  phase: 'idle',
  input,
  question: '',
  loadingStep: 0,
  longWait: false,
  commonQuestions: [],
  questions: { items: [], source: 'CommonQuestion' },
  feedback: 'ask',
  feedbackModalOpen: false,
  requestId: 0,
  inFlight: false,
});

/**
 * The question a submit would send, or undefined when it is ignored: empty, longer than the answer
 * API takes (the view says so next to the field, see questionTooLong), or already loading.
 */
export function submittable(state: WidgetState, text = state.input): string | undefined {
  const question = text.trim();
  return question === '' || questionTooLong(question) || state.phase === 'loading' ? undefined : question;
}

/** Whether a question, trimmed, is longer than the answer API takes (MAX_QUESTION_LENGTH). */
export function questionTooLong(text: string): boolean {
  return text.trim().length > MAX_QUESTION_LENGTH;
}

const common = (state: WidgetState): WidgetView['questions'] => ({
  items: state.commonQuestions,
  source: 'CommonQuestion',
});

/** Submit and retry: loading, previous answer and error cleared, question stored, feedback reset. */
function startRequest(state: WidgetState, question: string): WidgetState {
  return {
    ...state,
    phase: 'loading',
    question,
    intent: undefined,
    answer: undefined,
    message: undefined,
    loadingStep: 0,
    longWait: false,
    feedback: 'ask',
    feedbackModalOpen: false,
    requestId: state.requestId + 1,
    inFlight: true,
  };
}

const isCurrent = (state: WidgetState, requestId: number) => state.inFlight && requestId === state.requestId;

export function reduce(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'loaded':
      return {
        ...state,
        status: event.flags.enableWidget ? 'ready' : 'hidden',
        content: event.content,
        flags: event.flags,
      };
    case 'hidden':
      return { ...state, status: 'hidden' };
    case 'commonQuestions': {
      const commonQuestions = event.items.slice(0, WIDGET.QUESTIONS_MAX);
      const next = { ...state, commonQuestions };
      return state.questions.source === 'CommonQuestion' ? { ...next, questions: common(next) } : next;
    }
    case 'input':
      return { ...state, input: event.value };
    case 'submit': {
      const question = submittable(state);
      return question === undefined ? state : startRequest(state, question);
    }
    case 'retry':
      return state.phase === 'retry' && state.question !== '' ? startRequest(state, state.question) : state;
    case 'loadingStep':
      return state.phase === 'loading' ? { ...state, loadingStep: event.step } : state;
    case 'delta': {
      if (!isCurrent(state, event.requestId)) return state;
      const question = event.question || state.answer?.question || state.question;
      return {
        ...state,
        phase: 'answer',
        message: undefined,
        answer: {
          id: questionId(question),
          question,
          text: event.text,
          streaming: true,
          citations: state.answer?.citations ?? [],
        },
      };
    }
    case 'answered':
      return isCurrent(state, event.requestId) && event.result.status !== 'aborted'
        ? answered(state, event)
        : state;
    case 'cancel':
      if (state.phase !== 'loading' && !state.inFlight) return state;
      return {
        ...state,
        phase: 'retry',
        answer: undefined,
        message: undefined,
        longWait: event.longWait,
        inFlight: false,
        requestId: state.requestId + 1,
      };
    case 'choose':
      return {
        ...state,
        phase: 'answer',
        question: event.item.question,
        // The field says what the card answers: a follow-up starts from the chosen question.
        input: event.item.question,
        intent: undefined,
        answer: {
          id: event.item.id,
          question: event.item.question,
          text: event.item.answer,
          streaming: false,
          citations: event.item.citations,
          articleId: event.item.articleId,
        },
        message: undefined,
        longWait: false,
        feedback: 'ask',
        feedbackModalOpen: false,
        // Whatever was still on its way is no longer wanted.
        inFlight: false,
        requestId: state.inFlight ? state.requestId + 1 : state.requestId,
      };
    case 'feedbackModal':
      return event.open && (state.phase !== 'answer' || state.feedback !== 'ask')
        ? state
        : { ...state, feedbackModalOpen: event.open };
    case 'feedbackGiven':
      return state.phase === 'answer'
        ? { ...state, feedback: event.helped ? 'thanks' : 'unhelpful', feedbackModalOpen: false }
        : state;
  }
}

/**
 * Whether a result offers its related questions as choices instead of an answer: no answer to show
 * (isShowBestAnswer false, no text) and related questions all the same (ours, for a question too
 * broad or too unsure to answer; see the API's answer.service).
 */
const isChoices = (result: AnswerResult) =>
  result.status === 'ok' &&
  !result.isShowBestAnswer &&
  result.answer.trim() === '' &&
  result.related.length > 0;

/** Seed 000 §4 "Answer arrives". */
function answered(state: WidgetState, event: Extract<WidgetEvent, { type: 'answered' }>): WidgetState {
  const { result } = event;
  const done = { ...state, inFlight: false, longWait: false, intent: result.intent };
  if (result.status === 'ok' && result.answer.trim() !== '' && result.isShowBestAnswer) {
    const question = result.question || state.question;
    return {
      ...done,
      phase: 'answer',
      message: undefined,
      answer: {
        id: questionId(question),
        question,
        text: result.answer,
        streaming: false,
        citations: result.citations,
        articleId: result.articleId,
        ...(result.community ? { community: true } : {}),
      },
      questions: {
        items: event.relatedEnabled ? result.related.slice(0, WIDGET.QUESTIONS_MAX) : [],
        source: 'RelatedQuestion',
      },
    };
  }
  return {
    ...done,
    phase: 'message',
    answer: undefined,
    message: { searchTerm: capitalise(state.question), text: event.messageText },
    // The server's choices instead of an answer (v1: its docs; v2 and streamed: related questions
    // with no answer at all), else the common questions.
    questions: result.questions?.length
      ? { items: result.questions, source: 'RelatedQuestion' }
      : isChoices(result)
        ? { items: result.related.slice(0, WIDGET.QUESTIONS_MAX), source: 'RelatedQuestion' }
        : common(state),
  };
}

/** What the views render. */
export function toView(
  state: WidgetState,
  context: {
    mode: WidgetMode;
    service: WidgetView['service'];
    /** Who is asking and about what: where a hand-off to contact us goes. */
    audience?: { customerType: CustomerType; lineOfService: LineOfService };
  },
): WidgetView {
  return {
    mode: context.mode,
    status: state.status,
    content: state.status === 'ready' ? state.content : undefined,
    flags: state.status === 'ready' ? state.flags : undefined,
    service: context.service,
    phase: state.phase,
    // Seed 000 §4: two columns while loading or when an answer, message or retry is present.
    twoColumn: state.phase !== 'idle',
    input: state.input,
    question: state.question,
    loadingMessage: state.content?.loadingMsgArray[state.loadingStep] ?? '',
    longWait: state.longWait,
    answer: state.phase === 'answer' ? state.answer : undefined,
    message: state.phase === 'message' ? state.message : undefined,
    questions: state.questions,
    feedback: state.feedback,
    feedbackModalOpen: state.feedbackModalOpen,
    contactHref: contactHref(state, context.audience),
  };
}

/**
 * The contact-us link: once a question has been asked (answered or not), a hand-off that carries
 * it with its intent and service (contracts' handOffHref); before that, the plain page (the
 * small-business one for a business page).
 */
export function contactHref(
  state: Pick<WidgetState, 'question' | 'intent' | 'phase'>,
  audience: { customerType: CustomerType; lineOfService: LineOfService } | undefined,
): string {
  if (!audience) return WIDGET.LINKS.contactUs;
  // A business page's widget leads to the business contact page, asked or not.
  if (state.question.trim() === '' || state.phase === 'idle')
    return audience.customerType === 'smb' ? HAND_OFF_PATHS.smb : WIDGET.LINKS.contactUs;
  return handOffHref({
    question: state.question,
    intent: state.intent,
    lineOfService: audience.lineOfService,
    customerType: audience.customerType,
  });
}
