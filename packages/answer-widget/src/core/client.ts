import {
  ALLOCATIONS_PATH,
  AllocationsResponseSchema,
  type CustomerType,
  type DataSourceName,
  type ExperimentFlags,
  encodeDataSources,
  experimentFlags,
  type LineOfService,
  PopularAnswersResponseSchema,
  SEARCH_ROWS,
  SEARCH_START,
  WIDGET_CONTENT_PATH,
  type WidgetContent,
  WidgetContentResponseSchema,
} from '@support/contracts';
import type { QuestionItem } from '../model.ts';
import { CLIENT_DEFAULTS } from './defaults.ts';
import { buildUrl, getJson, logFailure, type Result, readApiError, readJson, request } from './http.ts';
import {
  type AnswerResult,
  BestAnswerReadSchema,
  emptyResult,
  errorResult,
  foldStreamMessage,
  readBestAnswer,
  readPopularAnswers,
  readSmartAnswer,
  SmartAnswerReadSchema,
} from './readers.ts';
import { type InitMessage, readAnswerStream } from './stream.ts';

/** The search API's paths the widget calls (seed 000 §7 calls 1, 3 and 5). */
export const SEARCH_PATHS = {
  smartAnswer: '/search/v1/answerextraction',
  answer: '/search/v2/answerextraction',
  answerSmb: '/search/v2/answerextraction/smb',
  popular: '/search/v3/sitesearchapi/popularAnswers',
} as const;

/** The site-search card's app id (seed 000 §1). */
export const SITESEARCH_APP_ID = 'sitesearch';

/** Fixed parameters of the smart-answer call (seed 000 §7 call 1). */
const SMART_ANSWER_FIXED = { wt: 'json', role: 'default', omitHeader: true, defType: 'edismax' } as const;

interface CallOptions {
  /** Search API origin from the search-host helper; '' (default) is the page's own origin. */
  host?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A signed-in visitor's billing account (seed 000 §3); kept for the billing intents, not sent yet. */
export interface BillingAccount {
  ban: string;
  cgAccountType?: string;
  slid?: string;
  billingData?: { slid?: string };
}

export interface GenerateAnswersParams extends CallOptions {
  appId: string;
  q: string;
  /** Data sources (seed 000 §9 map), default `search`. */
  includeDS?: DataSourceName | readonly DataSourceName[];
  /**
   * Linked billing accounts. The billing, upgrade and payment-arrangement variants that send them
   * need sign-in, which the site does not have yet: accepted and unused. Default [].
   */
  linkedAccountArr?: readonly BillingAccount[];
  /** isRelatedQnAEnabled (the enableRelatedQuestions flag). */
  relatedQuestions: boolean;
  /** isCallLLM (the enableGenAIButton flag). */
  showGenAIButton: boolean;
  gptVersion?: string;
  /** callSpectra (the enableSpectraAPI flag). */
  callSpectra: boolean;
  /** isForums (the enableForums flag). Default false. */
  enableForums?: boolean;
  /** genAIclick: the visitor pressed the generative-answer button. Default false. */
  genAIclick?: boolean;
  navigationTree?: string;
  /** Non-consumer customers use the /smb path. */
  customerType: CustomerType;
  /** True when the service key contains `wireless` (see `isWirelessService`). */
  isWireless: boolean;
  lineOfService?: LineOfService;
  sourcePage?: string;
}

export interface GenerateAnswersHandlers {
  onInit?(init: InitMessage): void;
  /** Each answer piece as it arrives. */
  onDelta?(delta: string, answerSoFar: string): void;
}

/** Seed 000 §7 call 3 query, in the seed's order, `stream=true`. */
export function answerUrl(p: GenerateAnswersParams): string {
  const names = typeof p.includeDS === 'string' ? [p.includeDS] : (p.includeDS ?? ['search']);
  const path = p.customerType === 'consumer' ? SEARCH_PATHS.answer : SEARCH_PATHS.answerSmb;
  return buildUrl(p.host ?? '', path, {
    'app-id': p.appId,
    searchTerm: p.q.trim(),
    responseSignal: true,
    // Already `%2C`-joined: sent as it is so the server reads a comma-separated list (a second
    // encoding would send `%252C`).
    includeDatasources: { raw: encodeDataSources(names) },
    isRelatedQnAEnabled: p.relatedQuestions,
    isCallLLM: p.showGenAIButton,
    lineOfService: p.lineOfService,
    gptVersion: p.gptVersion,
    genAIclick: p.genAIclick ?? false,
    callSpectra: p.callSpectra,
    navigationTree: p.navigationTree,
    isForums: p.enableForums ?? false,
    isWireless: p.isWireless,
    sourcePage: p.sourcePage,
    stream: true,
  });
}

/**
 * Seed 000 §7 call 3 / §9 generate-answers: asks for a streamed answer. Pieces go to
 * `handlers.onDelta` as they arrive; the promise gives the whole result. Failures (status,
 * timeout, a broken stream) are logged and come back as an empty answer with status `error`;
 * aborting `signal` gives status `aborted`.
 */
export async function generateAnswers(
  params: GenerateAnswersParams,
  handlers: GenerateAnswersHandlers = {},
): Promise<AnswerResult> {
  const timeoutMs = params.timeoutMs ?? CLIENT_DEFAULTS.REQUEST_TIMEOUT_MS;
  const result = await request<AnswerResult>(
    answerUrl(params),
    { timeoutMs, signal: params.signal, headers: { accept: 'text/event-stream, application/json' } },
    async (response, stopTimer) => {
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        return { ok: false, error: readApiError(body, response.status) };
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream') || !response.body) {
        // A server or proxy that answered in one piece: the same answer, not streamed.
        const read = await readJson(BestAnswerReadSchema)(response);
        return read.ok ? { ...read, data: readBestAnswer(read.data) } : read;
      }
      // From here the stream's own stall timeout applies: a long answer is not a slow one.
      stopTimer();
      let acc = emptyResult();
      let failure: AnswerResult | undefined;
      await readAnswerStream(
        response.body,
        {
          onInit: (init) => {
            acc = foldStreamMessage(acc, init);
            handlers.onInit?.(init);
          },
          onMessage: (m) => {
            acc = foldStreamMessage(acc, m);
            if (m.type === 'answer') handlers.onDelta?.(m.delta, acc.answer);
          },
          onEnd: () => {},
          onError: (error) => {
            failure = errorResult(error);
          },
        },
        { timeoutMs, signal: params.signal },
      );
      if (params.signal?.aborted) return { ok: true, status: response.status, data: emptyResult('aborted') };
      return { ok: true, status: response.status, data: failure ?? acc };
    },
  );
  if (!result.ok) {
    if (params.signal?.aborted) return emptyResult('aborted');
    logFailure('answer', result.error);
    return errorResult(result.error);
  }
  if (result.data.status === 'error' && result.data.error) logFailure('answer stream', result.data.error);
  return result.data;
}

export interface SmartAnswerParams extends CallOptions {
  q: string;
  /** The anonymous user id. */
  userId: string;
  /** Filters by line of service (`fq=los:<los>`) only when one is known. */
  los?: LineOfService;
  customerType?: CustomerType;
  /**
   * Seed 000 §9: 1. With one row the smart-answer rule always reads as one answer; the list
   * branch (first 3 docs) needs a caller that asks for more rows.
   */
  rows?: number;
}

/** Seed 000 §7 call 1 query, in the seed's order. */
export function smartAnswerUrl(p: SmartAnswerParams): string {
  return buildUrl(p.host ?? '', SEARCH_PATHS.smartAnswer, {
    'app-id': SITESEARCH_APP_ID,
    start: SEARCH_START,
    rows: p.rows ?? SEARCH_ROWS,
    ...SMART_ANSWER_FIXED,
    fq: p.los ? `los:${p.los}` : undefined,
    q: p.q.trim(),
    user_id: p.userId,
    responseSignal: true,
    customerType: p.customerType === 'smb' ? p.customerType : undefined,
  });
}

/** The site-search best-answer card's call; failures are logged and give an empty `error` result. */
export async function fetchSmartAnswer(params: SmartAnswerParams): Promise<AnswerResult> {
  const result = await request(
    smartAnswerUrl(params),
    { timeoutMs: params.timeoutMs ?? CLIENT_DEFAULTS.REQUEST_TIMEOUT_MS, signal: params.signal },
    async (response) => {
      const raw: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const read = await readJson(SmartAnswerReadSchema)(response);
      return read.ok ? { ...read, data: readSmartAnswer(read.data, raw) } : read;
    },
  );
  if (result.ok) return result.data;
  if (params.signal?.aborted) return emptyResult('aborted');
  logFailure('smart answer', result.error);
  return errorResult(result.error);
}

export interface PopularQuestionsParams extends CallOptions {
  appId: string;
  /** The service key (`q`). */
  serviceKey: string;
  los?: LineOfService;
  navigationTree?: string;
  customerType: CustomerType;
}

/** Seed 000 §7 call 5: the common questions of a service, the first 3. */
export async function fetchPopularQuestions(p: PopularQuestionsParams): Promise<Result<QuestionItem[]>> {
  const url = buildUrl(p.host ?? '', SEARCH_PATHS.popular, {
    'app-id': p.appId,
    q: p.serviceKey,
    los: p.los,
    navigationTree: p.navigationTree,
    customerType: p.customerType,
  });
  const result = await getJson('popular questions', url, PopularAnswersResponseSchema, options(p));
  return result.ok ? { ...result, data: readPopularAnswers(result.data) } : result;
}

/** Seed 000 §7 call 7: the widget's text; the `client-id` header names the app. */
export async function fetchWidgetContent(p: CallOptions & { appId: string }): Promise<Result<WidgetContent>> {
  const result = await getJson(
    'widget content',
    `${p.host ?? ''}${WIDGET_CONTENT_PATH}`,
    WidgetContentResponseSchema,
    { ...options(p), headers: { 'client-id': p.appId } },
  );
  return result.ok
    ? { ...result, data: result.data['cms-feed'].components.default.hubAnswer.content }
    : result;
}

/** Seed 000 §7 call 6: the search team's allocations as the nine flags. */
export async function fetchExperimentFlags(p: CallOptions = {}): Promise<Result<ExperimentFlags>> {
  const url = buildUrl(p.host ?? '', ALLOCATIONS_PATH, { teams: 'search' });
  const result = await getJson('flags', url, AllocationsResponseSchema, options(p));
  return result.ok ? { ...result, data: experimentFlags(result.data.allocations) } : result;
}

const options = (p: CallOptions) => ({
  timeoutMs: p.timeoutMs ?? CLIENT_DEFAULTS.REQUEST_TIMEOUT_MS,
  signal: p.signal,
});
