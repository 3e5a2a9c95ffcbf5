import type {
  BestAnswerResponse,
  PopularAnswersResponse,
  RelatedQuestionAnswer,
  SmartAnswerResponse,
  StreamMessage,
  WidgetContent,
} from '@support/contracts';
import { dataFrame, END_FRAME, initFrame, sseBody } from './sse.ts';

/** Test helpers: responses shaped like the API's (apps/api/src/search, apps/api/src/msapi). */

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export const apiError = (status: number, errorCode: string, message = 'The request failed.') =>
  json({ errorCode, statusCode: status, message, details: { statusCode: status } }, status);

export const related = (question: string, articleId = 'KM1000002'): RelatedQuestionAnswer => ({
  id: question.replace(/ /g, '_'),
  question,
  answer: `Answer to ${question}`,
  articleId,
  url: `/support/article/wireless/${articleId}`,
});

export function sseResponse(
  messages: readonly StreamMessage[],
  options: { queryId?: string; question?: string; open?: boolean } = {},
): Response {
  const frames = [
    initFrame(options.queryId ?? 'query-1', options.question ?? 'How do I pay my bill?'),
    ...messages.map(dataFrame),
    ...(options.open ? [] : [END_FRAME]),
  ];
  return new Response(sseBody(frames, { open: options.open }), {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
}

/** The stream of an answered question: two pieces, related questions, citations, meta. */
export const ANSWERED_STREAM: StreamMessage[] = [
  { type: 'answer', delta: 'Sign in and ' },
  { type: 'answer', delta: 'select Pay bill.' },
  {
    type: 'related',
    relatedQuestionAnswers: [related('How do I set up autopay?'), related('Where is my bill?')],
  },
  {
    type: 'citations',
    citations: [{ title: 'Pay your bill', url: '/support/article/my-account/KM1000001' }],
  },
  {
    type: 'meta',
    isShowBestAnswer: true,
    isShowGenAIButton: false,
    intent: 'billing',
    articleId: 'KM1000001',
    statusCode: 200,
  },
];

/** The stream of a question without an answer (the server's SPTSEARCH-102). */
export const NO_ANSWER_STREAM: StreamMessage[] = [
  {
    type: 'meta',
    isShowBestAnswer: false,
    isShowGenAIButton: false,
    intent: 'general',
    statusCode: 200,
    errorCode: 'SPTSEARCH-102',
    errorText:
      "Sorry, I don't know how to answer that question. Try asking about your services, bill or account.",
  },
];

export const bestAnswerBody = (over: Partial<BestAnswerResponse> = {}): BestAnswerResponse => ({
  bestAnswer: { question: 'How do I pay my bill?', answer: 'Sign in and select Pay bill.' },
  relatedQuestionAnswers: [related('How do I set up autopay?')],
  citations: [{ title: 'Pay your bill', url: '/support/article/my-account/KM1000001' }],
  isShowBestAnswer: true,
  isShowGenAIButton: false,
  articleId: 'KM1000001',
  intent: 'billing',
  queryId: 'query-1',
  statusCode: 200,
  ...over,
});

export const smartDoc = (n: number) => ({
  id: `KM100000${n}`,
  question: `Question ${n}`,
  answer: `Answer ${n}`,
  articleIds: [`KM100000${n}`],
  related_questions: [`Related ${n}`],
  related_answers: [`Related answer ${n}`],
});

export function smartAnswerBody(
  docs: SmartAnswerResponse['response']['docs'],
  best: SmartAnswerResponse['fusion']['best_answer'],
  fusion: Partial<SmartAnswerResponse['fusion']> = {},
): SmartAnswerResponse {
  return {
    response: { numFound: docs.length, start: 0, docs },
    fusion: {
      best_answer: best,
      relatedQuestionAnswers: [],
      citations: [],
      isShowBestAnswer: best !== null,
      isShowGenAIButton: false,
      query_id: 'query-1',
      ...fusion,
    },
  };
}

export const popularBody = (n: number): PopularAnswersResponse => ({
  popularAnswers: Array.from({ length: n }, (_, i) => ({
    id: `Popular_question_${i + 1}`,
    question: `Popular question ${i + 1}`,
    answer: `Popular answer ${i + 1}`,
    articleId: `KM200000${i + 1}`,
    citations: [{ title: `Article ${i + 1}`, url: `/support/article/support/KM200000${i + 1}` }],
  })),
  customerType: 'consumer',
  navigationTree: 'Support',
});

export const CONTENT: WidgetContent = {
  subHeader: 'Ask a question about your service.',
  showLabel1: 'Show more',
  showLabel2: 'Show less',
  inputPlaceHolder: 'Type a question',
  cta: 'Get answer',
  loadingMsgArray: ['Loading 1', 'Loading 2', 'Loading 3', 'Loading 4', 'Loading 5'],
  resubmitMsg: "We couldn't get an answer this time. Please try again.",
  resubmitButton: 'Try again',
  askSimilarQuestionLabel: 'People also ask',
  citationLinkLabel: 'Read the full article',
  citationHeader: 'Where this answer comes from',
  legalDisclaimerLabel: 'Answers are generated automatically.',
  feedbackLabel: 'Was this answer helpful?',
  positiveTxt: 'Thanks for letting us know.',
  feedbackHeader: 'Tell us what went wrong',
  label1: 'It did not answer my question',
  label2: 'The information was wrong',
  label3: 'It was hard to understand',
  label4: 'Something else',
  feedbackTxt: 'Add a comment',
  feedbackSubHeader: 'Your feedback helps us improve.',
  submitBtn: 'Send feedback',
};

export const contentBody = (content: WidgetContent = CONTENT) => ({
  'cms-feed': { components: { default: { hubAnswer: { content } } } },
});

export const allocationsBody = (on: Record<string, boolean | string>) => ({
  allocations: Object.entries(on).map(([key, value]) => ({ key, team: 'search', value })),
});
