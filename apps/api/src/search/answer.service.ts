import { randomUUID } from 'node:crypto';
import {
  type AnswerComposer,
  type AnswerEngine,
  type Article,
  composeToString,
  extractAnswer,
  type FeedbackAdjuster,
  headlineOf,
  type Retrieval,
  SEMANTIC_WEIGHT,
  type SemanticHit,
} from '@support/answer-engine';
import {
  articleUrl,
  type BestAnswerResponse,
  BestAnswerResponseSchema,
  BROAD_NO_ANSWER_TEXT,
  BUSINESS_NO_ANSWER_TEXT,
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
  type SmartAnswerResponse,
  SmartAnswerResponseSchema,
  SPANISH_NO_ANSWER,
  type StreamMessage,
  serviceForNavigationTree,
  unsureTextFor,
} from '@support/contracts';
import { badRequest, businessRule } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { questionHash } from '../platform/logging.ts';
import { cacheFor, cacheKey, normalizedQuestion } from './answer-cache.ts';
import { compileSerializer, SLOT, type SlottedBody, slotted } from './serialize.ts';

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
  /** With an answer, its related questions; without one, the choices offered instead (Retrieval.choices). */
  related: RelatedQuestionAnswer[];
  citations: Citation[];
  /** questionHash of the question (the same for every spelling that shares the cache entry). */
  questionHash: string;
  /** Not answered for a consumer, but the small-business articles answer it (BUSINESS_NO_ANSWER_TEXT). */
  forBusiness?: boolean;
  /**
   * Response bodies of this entry, serialized once with a slot for the query id: kept when they
   * are the same for every visitor (no answer, or an extractive one). Shared by the entry's hits.
   */
  bodies: AnswerBodies;
}

export interface AnswerBodies {
  v2?: SlottedBody;
  /** The v1 body of one page (start, rows): the site asks for one; another page replaces it. */
  v1?: { page: string; body: SlottedBody };
}

/** A cached body larger than this is not kept (a v1 page of many docs): memory stays bounded per entry. */
export const MAX_CACHED_BODY = 32 * 1024;

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

/** What ranks besides the words: learnt feedback, and the articles nearest in meaning when embeddings answered. */
export interface Ranking {
  feedback?: FeedbackAdjuster;
  semantic?: readonly SemanticHit[];
  /** The semantic hits' weight in the fusion (EMBEDDINGS_WEIGHT). Default the engine's. */
  semanticWeight?: number;
}

function answerKey(input: AskInput, normalized: string, ranking: Ranking): string {
  return cacheKey(
    input.question,
    [
      input.customerType,
      input.navigationTree ?? '',
      input.lineOfService ?? '',
      [...input.dataSources].sort().join(','),
      input.relatedEnabled,
      input.limit ?? 0,
      // An answer made while embeddings were unavailable is not the semantic one.
      ranking.semantic ? `semantic ${ranking.semanticWeight ?? SEMANTIC_WEIGHT}` : 'lexical',
    ],
    normalized,
  );
}

/**
 * The answer from the knowledge base as it is now: feedback weights, and semantic hits when
 * semantic retrieval is on (the question is embedded only when no semantic answer is cached;
 * when embedding fails the lexical answer is given).
 */
export async function askKnowledgeBase(kb: KnowledgeBase, input: AskInput): Promise<PreparedAnswer> {
  const engine = kb.engine;
  const feedback = kb.feedback;
  const semantic = kb.semantic;
  if (!semantic || semantic.stats.articles === 0) return prepareAnswer(engine, input, { feedback });
  const cachedRanking: Ranking = { feedback, semantic: [], semanticWeight: semantic.weight };
  if (
    cacheFor<unknown>(engine, 'answers', feedback).has(
      answerKey(input, normalizedQuestion(input.question), cachedRanking),
    )
  )
    return prepareAnswer(engine, input, cachedRanking);
  const hits = await semantic.hits(
    input.question,
    engine.inScope({ ...input, consumerArticles: true }),
    SEMANTIC_CANDIDATES,
  );
  return prepareAnswer(kb.engine, input, { ...cachedRanking, semantic: hits });
}

/** How many articles nearest in meaning are fused with the lexical ranking. */
const SEMANTIC_CANDIDATES = 20;

export function prepareAnswer(engine: AnswerEngine, input: AskInput, ranking: Ranking = {}): PreparedAnswer {
  const cache = cacheFor<Omit<PreparedAnswer, 'queryId' | 'input'>>(engine, 'answers', ranking.feedback);
  const normalized = normalizedQuestion(input.question);
  const key = answerKey(input, normalized, ranking);
  let found = cache.get(key);
  if (!found) {
    const retrieval = engine.retrieve({
      question: input.question,
      customerType: input.customerType,
      navigationTree: input.navigationTree,
      lineOfService: input.lineOfService,
      dataSources: input.dataSources,
      // A business's question a household's article answers is answered (the need is the same).
      consumerArticles: true,
      limit: input.limit,
      feedback: ranking.feedback,
      semantic: ranking.semantic,
      semanticWeight: ranking.semanticWeight,
    });
    // A consumer's question in business words a business article answers better goes to
    // small-business support, not to the household article ("pay our business bill online").
    const handedOff = betterForBusiness(engine, input, retrieval);
    const decided: Retrieval = handedOff
      ? { ...retrieval, best: undefined, declineReason: 'business' }
      : retrieval;
    const best = decided.best?.article;
    const forBusiness = handedOff || (best === undefined && answeredForBusiness(engine, input, retrieval));
    found = {
      retrieval: decided,
      service: serviceForNavigationTree(input.navigationTree ?? '', input.customerType),
      best,
      related: best
        ? input.relatedEnabled
          ? engine.related(best, retrieval.hits, RELATED_QUESTIONS_LIMIT).map((a) => relatedItem(a))
          : []
        : // Without an answer: the engine's choices, unless small-business support is the answer.
          // Not related questions (they relate to no answer): offered whatever the related-questions
          // flag, in place of the common questions, which show whatever it says too.
          forBusiness
          ? []
          : (decided.choices ?? []).map((h) => relatedItem(h.article)),
      citations: best ? [{ title: best.title, url: articleUrl(best) }] : [],
      question: best
        ? capitalise(engine.closestQuestion(best, retrieval.terms, retrieval.expansions))
        : input.question,
      composed: {},
      questionHash: questionHash(input.question, normalized),
      bodies: {},
      forBusiness,
    };
    cache.set(key, found);
  }
  // The entry may have been made by another visitor's spelling; what this one typed is theirs alone.
  const retrieval =
    found.retrieval.question === input.question
      ? found.retrieval
      : { ...found.retrieval, question: input.question };
  return {
    queryId: randomUUID(),
    input,
    retrieval,
    service: found.service,
    best: found.best,
    question: found.best ? found.question : input.question,
    composed: found.composed,
    related: found.related,
    citations: found.citations,
    questionHash: found.questionHash,
    bodies: found.bodies,
    forBusiness: found.forBusiness,
  };
}

/**
 * Whether a consumer question the consumer articles do not answer is one the small-business
 * articles do (asked of all of them: a consumer page's service means nothing there). Only for a
 * question declined for its match, not for one refused as such (small talk, an injection, Spanish).
 */
function answeredForBusiness(engine: AnswerEngine, input: AskInput, retrieval: Retrieval) {
  const reason = retrieval.declineReason;
  if (input.customerType !== 'consumer' || (reason !== 'low-confidence' && reason !== 'no-match'))
    return false;
  // Said only of a question in business words: one the consumer articles cannot answer is not a
  // business question because some business article can ("fix my satellite dish").
  const business = businessWords(engine);
  if (!retrieval.terms.some((t) => business.has(t))) return false;
  return (
    engine.retrieve({
      question: input.question,
      customerType: 'smb',
      dataSources: input.dataSources,
      limit: 1,
    }).best?.article.customerType === 'smb'
  );
}

/**
 * Whether a consumer question the consumer articles answer is one for small-business support
 * instead: it has business words ("employees", "business") the answering article's title and
 * questions never use, and a small-business article answers it at least as surely.
 */
function betterForBusiness(engine: AnswerEngine, input: AskInput, retrieval: Retrieval): boolean {
  const best = retrieval.best?.article;
  if (input.customerType !== 'consumer' || !best) return false;
  const business = businessWords(engine);
  const asked = retrieval.terms.filter((t) => business.has(t));
  if (asked.length === 0) return false;
  const spoken = spokenTerms(engine, best);
  if (asked.every((t) => spoken.has(t))) return false;
  const forBusiness = engine.retrieve({
    question: input.question,
    customerType: 'smb',
    dataSources: input.dataSources,
    limit: 1,
  });
  return forBusiness.best?.article.customerType === 'smb' && forBusiness.confidence >= retrieval.confidence;
}

/** How much more often a business word is in the small-business articles than in the consumer ones. */
const BUSINESS_WORD_ODDS = 4;

/** What businessWords works out from an engine's articles, once per engine version. */
interface BusinessVocabulary {
  version: number;
  words: ReadonlySet<string>;
  /** Each article's title and question terms, as the engine reads them (kept as they are asked for). */
  spoken: Map<Article, ReadonlySet<string>>;
}

const vocabularyOf = new WeakMap<AnswerEngine, BusinessVocabulary>();

/**
 * The terms of an article's title and questions: what the article "says" (worked out once per
 * version), read as the index reads articles. Reading them as questions (typo correction,
 * lexicon) took about 0.65 s for our 137 articles, on the first business question after every
 * change to the index; this takes a tenth of that, with the same business words.
 */
function articleTerms(engine: AnswerEngine, article: Article): ReadonlySet<string> {
  return new Set(engine.textTerms([article.title, ...article.questions].join(' ')));
}

/**
 * The words of the small-business articles' titles and questions ("employees", "office", "POS")
 * found in at least two of them and, for their number, at least BUSINESS_WORD_ODDS times as often
 * as in the consumer articles: what makes a question sound like a business's. Worked out from the
 * articles, once per engine version.
 */
function businessVocabulary(engine: AnswerEngine): BusinessVocabulary {
  const kept = vocabularyOf.get(engine);
  if (kept?.version === engine.version) return kept;
  const df = { consumer: new Map<string, number>(), smb: new Map<string, number>() };
  const size = { consumer: 0, smb: 0 };
  const spoken = new Map<Article, ReadonlySet<string>>();
  for (const a of engine.articles()) {
    const terms = articleTerms(engine, a);
    spoken.set(a, terms);
    if (a.dataSource === 'forums') continue;
    size[a.customerType] += 1;
    for (const t of terms) df[a.customerType].set(t, (df[a.customerType].get(t) ?? 0) + 1);
  }
  const words = new Set<string>();
  for (const [t, n] of df.smb) {
    const inConsumer = (df.consumer.get(t) ?? 0) / Math.max(1, size.consumer);
    if (n >= 3 && n / Math.max(1, size.smb) >= BUSINESS_WORD_ODDS * inConsumer) words.add(t);
  }
  const vocabulary = { version: engine.version, words, spoken };
  vocabularyOf.set(engine, vocabulary);
  return vocabulary;
}

export const businessWords = (engine: AnswerEngine): ReadonlySet<string> => businessVocabulary(engine).words;

/** An article's title and question terms under the engine's current version. */
function spokenTerms(engine: AnswerEngine, article: Article): ReadonlySet<string> {
  const { spoken } = businessVocabulary(engine);
  let terms = spoken.get(article);
  if (terms === undefined) {
    terms = articleTerms(engine, article);
    spoken.set(article, terms);
  }
  return terms;
}

export function relatedItem(a: Article): RelatedQuestionAnswer {
  const question = headlineOf(a);
  return { id: questionId(question), question, answer: a.answer, articleId: a.id, url: articleUrl(a) };
}

function noAnswerFields(p: PreparedAnswer) {
  return {
    errorCode: SEARCH_ERROR.noAnswer,
    errorText:
      p.retrieval.declineReason === 'spanish'
        ? SPANISH_NO_ANSWER[p.input.customerType].text
        : p.forBusiness
          ? BUSINESS_NO_ANSWER_TEXT
          : p.related.length === 0
            ? SERVICE_DETAILS[p.service].errorText
            : p.retrieval.declineReason === 'broad'
              ? BROAD_NO_ANSWER_TEXT
              : unsureTextFor(SERVICE_DETAILS[p.service].topic),
  };
}

/** The no-answer fields with a notice (an outage where the visitor is) said before their text. */
function noticed(fields: ReturnType<typeof noAnswerFields>, notice: string | undefined) {
  return notice === undefined ? fields : { ...fields, errorText: `${notice} ${fields.errorText}` };
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
      relatedQuestionAnswers: p.related,
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
    ...communityField(p.best),
  };
}

/** A community forum post says so (the widget labels it); our own articles need no field. */
const communityField = (a: Article) => (a.dataSource === 'forums' ? { community: true } : {});

const serializeBestAnswer = compileSerializer(BestAnswerResponseSchema);
const serializeSmartAnswer = compileSerializer(SmartAnswerResponseSchema);

/**
 * Whether every visitor whose question shares this cache entry gets the same body but for its
 * query id: a question without an answer, or an answer an extractive composer made (the same
 * text every time). A generative composer's answer is composed, and serialized, per request.
 */
const sameForEveryone = (composer: AnswerComposer, p: PreparedAnswer) =>
  !p.best || composer.kind === 'extractive';

/** A body serialized with SLOT for its query id, split to be kept; undefined when too large to keep. */
function keep(serialized: string): SlottedBody | undefined {
  return serialized.length <= MAX_CACHED_BODY ? slotted(serialized) : undefined;
}

/**
 * The v2 body as JSON. A body the same for everyone is serialized once per cache entry and
 * then only gets this request's query id; `signal` is asked for only when composing.
 */
export async function bestAnswerJson(
  composer: AnswerComposer,
  p: PreparedAnswer,
  signal?: () => AbortSignal,
  /**
   * Said before the answer, or without one before the no-answer text (an outage where the visitor
   * is): that body is this visitor's alone.
   */
  notice?: string,
): Promise<string> {
  if (notice !== undefined) {
    const composing = p.best !== undefined && p.composed?.text === undefined;
    const response = await bestAnswerResponse(composer, p, composing ? signal?.() : undefined);
    const best = response.bestAnswer;
    return serializeBestAnswer(
      best
        ? { ...response, bestAnswer: { ...best, answer: `${notice}\n\n${best.answer}` } }
        : { ...response, ...noticed(noAnswerFields(p), notice) },
    );
  }
  const shared = sameForEveryone(composer, p);
  const kept = shared ? p.bodies.v2 : undefined;
  if (kept) return kept.with(p.queryId);
  const composing = p.best !== undefined && p.composed?.text === undefined;
  const response = await bestAnswerResponse(composer, p, composing ? signal?.() : undefined);
  if (shared) {
    const body = keep(serializeBestAnswer({ ...response, queryId: SLOT }));
    if (body) {
      p.bodies.v2 = body;
      return body.with(p.queryId);
    }
  }
  return serializeBestAnswer(response);
}

/** The ranked articles of a v1 answer a page shows (seed 000 §7 call 1: start and rows). */
export interface SmartAnswerPage {
  start: number;
  rows: number;
}

/** The whole smart-answer response (v1): the best answer as the first doc, with related questions. */
export async function smartAnswerResponse(
  engine: AnswerEngine,
  composer: AnswerComposer,
  p: PreparedAnswer,
  page: SmartAnswerPage,
): Promise<SmartAnswerResponse> {
  // Without an answer, the choices are the docs when the page holds two or more, which the widget
  // lists (seed 000 §5: exactly one doc would read as the answer); fusion's related questions
  // carry them whatever the page.
  const choices = p.best || p.related.length === 0 ? [] : (p.retrieval.choices ?? []);
  const choicePage = choices.slice(page.start, page.start + page.rows);
  const answered = p.best ? p.retrieval.hits : choicePage.length >= 2 ? choices : [];
  const best = p.best ? await bestAnswerResponse(composer, p) : undefined;
  const docs = answered.slice(page.start, page.start + page.rows).map((hit) => {
    const a = hit.article;
    const isBest = a.id === p.best?.id;
    const related = isBest ? p.related : engine.related(a, p.retrieval.hits).map(relatedItem);
    return {
      id: a.id,
      question: engine.closestQuestion(a, p.retrieval.terms, p.retrieval.expansions),
      answer: isBest && best?.bestAnswer ? best.bestAnswer.answer : extractAnswer(a, p.retrieval),
      articleIds: [a.id],
      related_questions: related.map((r) => r.question),
      related_answers: related.map((r) => r.answer),
    };
  });
  return {
    // The choices count whether or not this page lists them as docs.
    response: { numFound: p.best ? answered.length : choices.length, start: page.start, docs },
    fusion: {
      best_answer:
        p.best && best?.bestAnswer
          ? { id: p.best.id, question: best.bestAnswer.question, answer: best.bestAnswer.answer }
          : null,
      relatedQuestionAnswers: p.related,
      citations: p.citations,
      isShowBestAnswer: p.best !== undefined,
      isShowGenAIButton: false,
      query_id: p.queryId,
      ...(p.best ? {} : noAnswerFields(p)),
    },
  };
}

/** How an entry names the v1 page whose body it keeps. */
export const smartAnswerPageKey = (page: SmartAnswerPage) => `${page.start},${page.rows}`;

/** The v1 body as JSON; the entry keeps the body of the last page asked, as bestAnswerJson does. */
export async function smartAnswerJson(
  engine: AnswerEngine,
  composer: AnswerComposer,
  p: PreparedAnswer,
  page: SmartAnswerPage,
): Promise<string> {
  const shared = sameForEveryone(composer, p);
  const pageKey = smartAnswerPageKey(page);
  const kept = shared && p.bodies.v1?.page === pageKey ? p.bodies.v1.body : undefined;
  if (kept) return kept.with(p.queryId);
  const response = await smartAnswerResponse(engine, composer, p, page);
  if (shared) {
    const body = keep(serializeSmartAnswer({ ...response, fusion: { ...response.fusion, query_id: SLOT } }));
    if (body) {
      p.bodies.v1 = { page: pageKey, body };
      return body.with(p.queryId);
    }
  }
  return serializeSmartAnswer(response);
}

function composeInput(p: PreparedAnswer) {
  return {
    question: p.input.question,
    article: p.best!,
    supporting: p.retrieval.hits.slice(1, 4).map((h) => h.article),
    terms: p.retrieval.terms,
    expansions: p.retrieval.expansions,
    rareTerms: p.retrieval.rareTerms,
    specificTerms: p.retrieval.specificTerms,
    analyze: p.retrieval.analyze,
  };
}

/** The same answer as stream messages: init, answer pieces, related, citations, meta. */
export async function* streamAnswer(
  composer: AnswerComposer,
  p: PreparedAnswer,
  signal?: AbortSignal,
  /** Said before the answer, as its first piece (an outage where the visitor is). */
  notice?: string,
): AsyncGenerator<StreamMessage> {
  yield { type: 'init', queryId: p.queryId, question: p.question };
  const meta = { intent: p.retrieval.intent, isShowGenAIButton: false, statusCode: 200 };
  if (!p.best) {
    if (p.related.length) yield { type: 'related', relatedQuestionAnswers: p.related };
    yield { type: 'meta', ...meta, isShowBestAnswer: false, ...noticed(noAnswerFields(p), notice) };
    return;
  }
  if (notice !== undefined) yield { type: 'answer', delta: `${notice}\n\n` };
  for await (const delta of composer.compose(composeInput(p), signal)) yield { type: 'answer', delta };
  if (p.related.length) yield { type: 'related', relatedQuestionAnswers: p.related };
  yield { type: 'citations', citations: p.citations };
  yield { type: 'meta', ...meta, isShowBestAnswer: true, articleId: p.best.id, ...communityField(p.best) };
}
