import { randomUUID } from 'node:crypto';
import {
  type AnswerComposer,
  type AnswerEngine,
  type Article,
  composeToString,
  headlineOf,
  type Retrieval,
} from '@support/answer-engine';
import {
  articleUrl,
  type BestAnswerResponse,
  type Citation,
  COLLECTION_SOURCES,
  type CustomerType,
  CustomerTypeSchema,
  DATA_SOURCE_MAP,
  type DataSource,
  type DataSourceCollection,
  isKnownAppId,
  type LineOfService,
  questionId,
  type RelatedQuestionAnswer,
  SEARCH_ERROR,
  SERVICE_DETAILS,
  type ServiceKey,
  type StreamMessage,
  serviceForNavigationTree,
} from '@support/contracts';
import { badRequest, businessRule } from '../platform/errors.ts';
import { cacheFor, cacheKey } from './answer-cache.ts';

/** How many related questions an answer carries. */
export const RELATED_QUESTIONS_LIMIT = 3;

export interface AskInput {
  appId: string;
  question: string;
  customerType: CustomerType;
  navigationTree?: string;
  lineOfService?: LineOfService;
  dataSources: readonly DataSource[];
  relatedEnabled: boolean;
  /** How many ranked articles to keep (v1 pages through them); default 10. */
  limit?: number;
}

export interface PreparedAnswer {
  queryId: string;
  input: AskInput;
  retrieval: Retrieval;
  service: ServiceKey;
  best?: Article;
  /** The question the card shows (the article's closest question). */
  question: string;
  /** Composed answer text, kept when the composer is deterministic (extractive). */
  composed?: { text?: string };
  related: RelatedQuestionAnswer[];
  citations: Citation[];
}

/**
 * Business rules on the caller: a known app id and customer type (SPTSEARCH-101). Messages name
 * the parameter, never its value: nothing a client sends comes back in an error.
 */
export function checkCaller(
  appId: string,
  customerType: string | undefined,
  fallback: CustomerType,
): CustomerType {
  if (!isKnownAppId(appId)) throw businessRule('Unknown app-id');
  if (customerType === undefined) return fallback;
  const parsed = CustomerTypeSchema.safeParse(customerType.toLowerCase());
  if (!parsed.success) throw businessRule('Unknown customerType; expected consumer or smb');
  return parsed.data;
}

/**
 * includeDatasources: names (search, esupport, gvp, forums) or collections (globalsearch-gvp,
 * globalsearch-forums), comma separated (seed 000 §9); isForums adds the community answers.
 */
export function parseDataSources(include: string | undefined, isForums: boolean): DataSource[] {
  const sources = new Set<DataSource>();
  const items = (include ?? '')
    .split(/,|%2C/i)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items.length ? items : ['search']) {
    const collection = (DATA_SOURCE_MAP as Record<string, DataSourceCollection>)[item] ?? item;
    const covered = (COLLECTION_SOURCES as Record<string, readonly DataSource[]>)[collection];
    if (!covered) throw badRequest('Invalid request: includeDatasources has an unknown data source');
    for (const s of covered) sources.add(s);
  }
  if (isForums) sources.add('forums');
  return [...sources];
}

export function prepareAnswer(engine: AnswerEngine, input: AskInput): PreparedAnswer {
  const cache = cacheFor<Omit<PreparedAnswer, 'queryId' | 'input'>>(engine);
  const key = cacheKey(input.question, [
    input.customerType,
    input.navigationTree ?? '',
    input.lineOfService ?? '',
    [...input.dataSources].sort().join(','),
    input.relatedEnabled,
    input.limit ?? 0,
  ]);
  let found = cache.get(key);
  if (!found) {
    const retrieval = engine.retrieve({
      question: input.question,
      customerType: input.customerType,
      navigationTree: input.navigationTree,
      lineOfService: input.lineOfService,
      dataSources: input.dataSources,
      limit: input.limit,
    });
    const best = retrieval.best?.article;
    found = {
      retrieval,
      service: serviceForNavigationTree(input.navigationTree ?? '', input.customerType),
      best,
      related:
        best && input.relatedEnabled
          ? engine.related(best, retrieval.hits, RELATED_QUESTIONS_LIMIT).map((a) => relatedItem(a))
          : [],
      citations: best ? [{ title: best.title, url: articleUrl(best) }] : [],
      question: best ? capitalise(engine.closestQuestion(best, retrieval.terms)) : input.question,
      composed: {},
    };
    cache.set(key, found);
  }
  // The entry may have been made by another visitor's spelling; what this one typed is theirs alone.
  return {
    ...found,
    retrieval: { ...found.retrieval, question: input.question },
    question: found.best ? found.question : input.question,
    queryId: randomUUID(),
    input,
  };
}

export function relatedItem(a: Article): RelatedQuestionAnswer {
  const question = headlineOf(a);
  return { id: questionId(question), question, answer: a.answer, articleId: a.id, url: articleUrl(a) };
}

function noAnswerFields(p: PreparedAnswer) {
  return { errorCode: SEARCH_ERROR.noAnswer, errorText: SERVICE_DETAILS[p.service].errorText };
}

const capitalise = (q: string) => q.charAt(0).toUpperCase() + q.slice(1);

/** The whole best-answer response (v2, not streamed). */
export async function bestAnswerResponse(
  composer: AnswerComposer,
  p: PreparedAnswer,
  signal?: AbortSignal,
): Promise<BestAnswerResponse> {
  const common = {
    queryId: p.queryId,
    intent: p.retrieval.intent,
    isShowGenAIButton: false,
    statusCode: 200,
  };
  if (!p.best) {
    return {
      ...common,
      bestAnswer: null,
      relatedQuestionAnswers: [],
      citations: [],
      isShowBestAnswer: false,
      ...noAnswerFields(p),
    };
  }
  let answer = composer.kind === 'extractive' ? p.composed?.text : undefined;
  if (answer === undefined) {
    answer = await composeToString(composer, composeInput(p), signal);
    if (composer.kind === 'extractive' && p.composed) p.composed.text = answer;
  }
  return {
    ...common,
    bestAnswer: { question: p.question, answer },
    relatedQuestionAnswers: p.related,
    citations: p.citations,
    isShowBestAnswer: true,
    articleId: p.best.id,
  };
}

function composeInput(p: PreparedAnswer) {
  return {
    question: p.input.question,
    article: p.best!,
    supporting: p.retrieval.hits.slice(1, 4).map((h) => h.article),
    terms: p.retrieval.terms,
  };
}

/** The same answer as stream messages: init, answer pieces, related, citations, meta. */
export async function* streamAnswer(
  composer: AnswerComposer,
  p: PreparedAnswer,
  signal?: AbortSignal,
): AsyncGenerator<StreamMessage> {
  yield { type: 'init', queryId: p.queryId, question: p.question };
  const meta = { intent: p.retrieval.intent, isShowGenAIButton: false, statusCode: 200 };
  if (!p.best) {
    yield { type: 'meta', ...meta, isShowBestAnswer: false, ...noAnswerFields(p) };
    return;
  }
  for await (const delta of composer.compose(composeInput(p), signal)) yield { type: 'answer', delta };
  if (p.related.length) yield { type: 'related', relatedQuestionAnswers: p.related };
  yield { type: 'citations', citations: p.citations };
  yield { type: 'meta', ...meta, isShowBestAnswer: true, articleId: p.best.id };
}
