import { z } from 'zod';
import { ZipCodeSchema } from './outages.ts';
import {
  CustomerTypeSchema,
  DataSourceSchema,
  IntentSchema,
  LineOfServiceSchema,
  ServiceKeySchema,
} from './services.ts';

/** Seed 000 §9 constants. */
export const SEARCH_START = 0;
export const SEARCH_ROWS = 1;
export const TOTAL_RESULTS = 60;
export const RESULTS_PER_PAGE = 15;
export const POPULAR_QUESTIONS_LIMIT = 3;
/** Longest question the API accepts; longer input is a 400, not a truncation the visitor can't see. */
export const MAX_QUESTION_LENGTH = 1000;
/** The stream's end marker (seed 000 §7 call 3: its text is never shown). */
export const STREAM_END_MARKER = '[END]';

/** App ids the search API serves (seed 000 §1: sitesearch, idpSupport; seed 001 §7: idpui). */
export const APP_IDS = ['sitesearch', 'idpSupport', 'idpui', 'supportsearch'] as const;
export const isKnownAppId = (id: string): boolean => (APP_IDS as readonly string[]).includes(id);

const boolParam = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false']))
  .transform((v) => v === 'true');
const intParam = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const text = (max: number) => z.string().max(max);
const question = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_QUESTION_LENGTH, `must be at most ${MAX_QUESTION_LENGTH} characters`);
const appId = z.string().trim().min(1, 'is required').max(64);
const navigationTree = z.string().trim().min(1).max(200);
/** Customer type stays a plain string here: an unknown value is a business-rule error (SPTSEARCH-101), not a malformed request. */
const customerType = z.string().trim().min(1).max(32);

/** Seed 000 §7 call 1. */
export const AnswerExtractionV1QuerySchema = z.object({
  'app-id': appId,
  q: question,
  start: intParam(0, TOTAL_RESULTS).default(SEARCH_START),
  rows: intParam(1, TOTAL_RESULTS).default(SEARCH_ROWS),
  wt: z.enum(['json']).default('json'),
  role: text(64).optional(),
  omitHeader: boolParam.optional(),
  defType: text(32).optional(),
  fq: z
    .string()
    .trim()
    .regex(/^los:"?[a-z-]+"?$/i, 'must be los:<line of service>')
    .optional(),
  user_id: text(128).optional(),
  responseSignal: boolParam.optional(),
  customerType: customerType.optional(),
});
export type AnswerExtractionV1Query = z.infer<typeof AnswerExtractionV1QuerySchema>;

/** Seed 000 §7 call 3 (consumer path; /smb is the same with customer type smb). */
export const AnswerExtractionV2QuerySchema = z.object({
  'app-id': appId,
  searchTerm: question,
  responseSignal: boolParam.optional(),
  includeDatasources: text(200).optional(),
  isRelatedQnAEnabled: boolParam.default(true),
  isCallLLM: boolParam.default(false),
  lineOfService: z.string().trim().toLowerCase().pipe(LineOfServiceSchema).optional(),
  gptVersion: text(32).optional(),
  genAIclick: boolParam.default(false),
  callSpectra: boolParam.default(false),
  navigationTree: navigationTree.optional(),
  isForums: boolParam.default(false),
  isWireless: boolParam.default(false),
  sourcePage: text(200).optional(),
  stream: boolParam.default(false),
  customerType: customerType.optional(),
  isBillingIntent: boolParam.optional(),
  isUpgradeIntent: boolParam.optional(),
  isPaymentArrangementIntent: boolParam.optional(),
  intent: text(64).optional(),
  ban: text(32).optional(),
  /**
   * Ours: the visitor's ZIP code, when the page knows it. A troubleshooting answer for a service
   * with an active outage there says so first (a ZIP written in the question counts too).
   */
  zip: ZipCodeSchema.optional(),
});
export type AnswerExtractionV2Query = z.infer<typeof AnswerExtractionV2QuerySchema>;

/** Seed 000 §7 call 5. */
export const PopularAnswersQuerySchema = z.object({
  'app-id': appId,
  q: z.string().trim().min(1, 'is required').max(MAX_QUESTION_LENGTH),
  los: z.string().trim().toLowerCase().pipe(LineOfServiceSchema).optional(),
  navigationTree: navigationTree.optional(),
  customerType: customerType.optional(),
});
export type PopularAnswersQuery = z.infer<typeof PopularAnswersQuerySchema>;

export const CitationSchema = z.object({ title: z.string(), url: z.string() });
export type Citation = z.infer<typeof CitationSchema>;

/** Seed 000 §3: related questions carry an id made by replacing spaces with underscores. */
export const questionId = (q: string) => q.replace(/ /g, '_');

export const RelatedQuestionAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  articleId: z.string(),
  url: z.string(),
});
export type RelatedQuestionAnswer = z.infer<typeof RelatedQuestionAnswerSchema>;

export const BestAnswerSchema = z.object({ question: z.string(), answer: z.string() });

/** Seed 000 §3 best-answer response (v2). */
export const BestAnswerResponseSchema = z.object({
  bestAnswer: BestAnswerSchema.nullable(),
  /**
   * With an answer, its related questions. Without one (bestAnswer null), ours: the articles
   * offered as choices instead (a question of one word several articles are about, or one the
   * decision was nearly sure of), else none; the widget lists them in place of the common questions.
   */
  relatedQuestionAnswers: z.array(RelatedQuestionAnswerSchema),
  citations: z.array(CitationSchema),
  isShowBestAnswer: z.boolean(),
  isShowGenAIButton: z.boolean(),
  articleId: z.string().optional(),
  /** The best answer is a community forum post (other customers' words), not one of our articles. */
  community: z.boolean().optional(),
  intent: IntentSchema,
  queryId: z.string(),
  errorCode: z.string().optional(),
  statusCode: z.number().int(),
  errorText: z.string().optional(),
});
export type BestAnswerResponse = z.infer<typeof BestAnswerResponseSchema>;

export const SmartAnswerDocSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  articleIds: z.array(z.string()),
  related_questions: z.array(z.string()),
  related_answers: z.array(z.string()),
});
export type SmartAnswerDoc = z.infer<typeof SmartAnswerDocSchema>;

/** Seed 000 §3 smart-answer response (v1). */
export const SmartAnswerResponseSchema = z.object({
  response: z.object({
    numFound: z.number().int(),
    start: z.number().int(),
    docs: z.array(SmartAnswerDocSchema),
  }),
  fusion: z.object({
    best_answer: z.object({ id: z.string(), question: z.string(), answer: z.string() }).nullable(),
    relatedQuestionAnswers: z.array(RelatedQuestionAnswerSchema),
    citations: z.array(CitationSchema),
    isShowBestAnswer: z.boolean(),
    isShowGenAIButton: z.boolean(),
    query_id: z.string(),
    errorCode: z.string().optional(),
    errorText: z.string().optional(),
  }),
});
export type SmartAnswerResponse = z.infer<typeof SmartAnswerResponseSchema>;

export const CommonQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  articleId: z.string(),
  citations: z.array(CitationSchema),
});
export type CommonQuestion = z.infer<typeof CommonQuestionSchema>;

export const PopularAnswersResponseSchema = z.object({
  popularAnswers: z.array(CommonQuestionSchema),
  customerType: CustomerTypeSchema,
  navigationTree: z.string(),
});
export type PopularAnswersResponse = z.infer<typeof PopularAnswersResponseSchema>;

/**
 * Seed 000 "Streaming": init, then data lines, then the end marker. Every `data:` line but the
 * marker is one JSON message of this union.
 */
export const StreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), queryId: z.string(), question: z.string() }),
  z.object({ type: z.literal('answer'), delta: z.string() }),
  z.object({ type: z.literal('related'), relatedQuestionAnswers: z.array(RelatedQuestionAnswerSchema) }),
  z.object({ type: z.literal('citations'), citations: z.array(CitationSchema) }),
  z.object({
    type: z.literal('meta'),
    isShowBestAnswer: z.boolean(),
    isShowGenAIButton: z.boolean(),
    intent: IntentSchema,
    articleId: z.string().optional(),
    /** As in the best-answer response: the answer is a community forum post. */
    community: z.boolean().optional(),
    statusCode: z.number().int(),
    errorCode: z.string().optional(),
    errorText: z.string().optional(),
  }),
  z.object({ type: z.literal('error'), errorCode: z.string(), message: z.string() }),
]);
export type StreamMessage = z.infer<typeof StreamMessageSchema>;

/** The search results list behind /search and /search/smallBusiness (seed 000 §9: TOTAL_RESULTS, RESULTS_PER_PAGE). */
export const SEARCH_RESULTS_PATH = '/search/v1/results';
/**
 * The last page any question can have. A page above it is a malformed request (400); a page up to
 * it but past a question's own last page is an empty list with the real `pageCount`.
 */
export const MAX_RESULTS_PAGE = Math.ceil(TOTAL_RESULTS / RESULTS_PER_PAGE);
/** How many pages `numFound` results fill; 0 results is 0 pages. */
export const resultsPageCount = (numFound: number) => Math.ceil(numFound / RESULTS_PER_PAGE);

export const SearchResultsQuerySchema = z.object({
  'app-id': appId,
  q: question,
  page: intParam(1, MAX_RESULTS_PAGE).default(1),
  customerType: customerType.optional(),
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuerySchema>;

/** One article in the results list; `snippet` is plain text (an article's answer, trimmed to the question). */
export const SearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  url: z.string(),
  serviceKey: ServiceKeySchema,
  lineOfService: LineOfServiceSchema,
  dataSource: DataSourceSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResultsResponseSchema = z.object({
  /** The question as asked (trimmed). */
  query: z.string(),
  customerType: CustomerTypeSchema,
  /** Ranked articles found, at most TOTAL_RESULTS. */
  numFound: z.number().int().min(0).max(TOTAL_RESULTS),
  /** 1-based page of this answer. */
  page: z.number().int().min(1).max(MAX_RESULTS_PAGE),
  pageCount: z.number().int().min(0).max(MAX_RESULTS_PAGE),
  rowsPerPage: z.literal(RESULTS_PER_PAGE),
  results: z.array(SearchResultSchema).max(RESULTS_PER_PAGE),
  /**
   * Set when no article is listed because of how the question was asked, not what: a question in
   * Spanish (the articles are English) gets SPANISH_NO_ANSWER[customerType].text, shown instead of
   * its own "no articles match".
   */
  message: z.string().optional(),
});
export type SearchResultsResponse = z.infer<typeof SearchResultsResponseSchema>;
