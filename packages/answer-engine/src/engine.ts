import {
  type CustomerType,
  type DataSource,
  type Intent,
  type LineOfService,
  ROOT_NAVIGATION,
  SERVICE_DETAILS,
} from '@support/contracts';
import {
  circumstanceSlots,
  type DecisionFeatures,
  domainOdds,
  secondPersonShare,
  symbolShare,
} from './decision/features.ts';
import { answerProbability, DECISION_MODEL } from './decision/model.ts';
import type { FeedbackAdjuster } from './feedback/index.ts';
import { classifyIntent, intentFromCues } from './intent.ts';
import type { Article } from './kb/article.ts';
import { type QuerySlot, QuestionIndex, weighingTerm } from './retrieval/question-index.ts';
import {
  ADOPT_STEP,
  type DocFilter,
  type DocMeta,
  FIELD_BIT,
  type Field,
  type RawHit,
  SearchIndex,
  type SearchIndexState,
} from './retrieval/search-index.ts';
import { askedOf, looksLikeInjection } from './safety.ts';
import { reciprocalRankFusion, SEMANTIC_RRF_K, SEMANTIC_WEIGHT } from './semantic/fusion.ts';
import type { SemanticHit } from './semantic/vector-index.ts';
import { readAside } from './text/aside.ts';
import { isSpanish } from './text/language.ts';
import { type Lexicon, LINE_FAMILY, type NamedLine, namedLineOf } from './text/lexicon.ts';
import {
  analyze,
  isStopword,
  normalizeText,
  surfaceTokens,
  type TextAnalyzer,
  termOf,
} from './text/normalize.ts';

/** A term found only in an article's body counts for this much of a title or question match. */
export const BODY_ONLY_WEIGHT = 0.6;
/**
 * A community forum post ranks at this share of its score: at about the same relevance, our own
 * article's instructions come first ("turn on wifi calling" gets the steps, not a thread about a
 * greyed-out switch); a post that matches clearly better ("wifi calling option greyed out") still
 * wins.
 */
export const COMMUNITY_WEIGHT = 0.85;
/** Articles whose intent matches an explicit cue in the question (payment arrangement, upgrade, add-on) rank this much higher. */
export const INTENT_BOOST = 1.5;
/**
 * How much the best article question's similarity (0 to 1) counts next to the article-level score
 * (the square root of BM25 relative to the best hit, times 0.5 + coverage: 0 to 1.5). Tuned on dev.
 */
export const QUESTION_WEIGHT = 2;
/**
 * The best question's similarity counts squared: a customer's words that are one of an article's
 * questions (similarity 1) keep the full weight, a partial match (0.8: the words are there next to
 * others, "works on Wi-Fi but not on cellular" for "wifi not working") loses more than linearly.
 * Dev: hit@1 0.951 → 0.949, out-of-scope answered 0.187 → 0.179 (neutral); chosen so that a plain
 * question written word for word in an article ranks that article first.
 */
export const QUESTION_SIMILARITY_POWER = 2;
/**
 * How much the articles' questions as a whole weigh in the ranking (tuned on dev): an article's
 * score is multiplied by exp(weight × its lag behind the best candidate in mean log-likelihood per
 * word of the customer's own words under its questions (multinomial naive Bayes, see
 * QuestionIndex.logLikelihood). Words that idf discounts but that tell neighbours apart ("at home",
 * "outside", "my son") lean to the article whose questions use them. A word a lexicon rule lowered
 * (`own`) is read as what it means there (weighingTerm).
 */
export const LIKELIHOOD_WEIGHT = 0.5;
/** Additive smoothing of that likelihood, per word of the vocabulary. */
export const LIKELIHOOD_SMOOTHING = 0.2;

/**
 * An article of a line of service the question does not name ranks at this share of its score
 * when the question names some line ("my iphone battery dies fast": the home phone's backup
 * battery is not the answer). Articles about the account or in general belong to every line.
 */
export const LINE_MISMATCH = 0.5;

/**
 * Lines few customers have, whose articles rank at this share of their score unless the question
 * names the line: most phone customers are on a monthly mobile plan, and someone with a prepaid
 * phone or a home phone mostly says so ("prepaid", "refill", "landline", "home phone", "dial
 * tone"). "I run out of data every month, is there a plan with more?" is a monthly plan's question
 * before a prepaid one; "block a number on my phone" a mobile phone's before a home phone's. Tuned
 * on dev: prepaid 0.85 got one question more right, 0.7 three; home phone left dev as it was at
 * 0.85 and 0.7, and moved questions of a review's own from home phone articles to mobile ones.
 * So are home internet's less common ways in for a household (DSL, fixed wireless, the 5G
 * receiver: ACCESS_OF_SERVICE) unless the question names one ("dsl", "antenna", "5g home
 * internet"): "my internet keeps cutting out" was answered with the DSL line's drops. The
 * evaluation sets ask as much about each way in as about home internet in general, so they cannot
 * show the prior; at 0.7 dev was as it was (one more out-of-scope question answered), review's
 * hit@1 0.948 → 0.949, and the articles' held-out questions that name no way in went elsewhere 6
 * more times of 4,302 (0.85 left "cutting out" with the DSL article). A household's articles
 * only: see ACCESS_OF_SERVICE.
 */
export const UNNAMED_LINE: Partial<Record<NamedLine, number>> = {
  prepaid: 0.7,
  homephone: 0.7,
  dsl: 0.7,
  fixedwireless: 0.7,
  internetair: 0.7,
};

/**
 * A small business asks what a household asks too ("forgot the wifi password at the office", "lost
 * my work phone"), and most such steps are written once, in the consumer articles. A business
 * question is searched in both: a consumer article ranks at this share of its score, so a business
 * article that answers as well comes first and a consumer one wins only when it clearly matches
 * better. The answer decision judges it like any other.
 */
export const CONSUMER_FOR_BUSINESS = 0.6;

/** UNNAMED_LINE's weight for an article (1 for a line not in it, or one the question names). */
function unnamedLineWeight(article: Article, named: ReadonlySet<NamedLine>): number {
  const line = namedLineOf(article) as NamedLine;
  return named.has(line) ? 1 : (UNNAMED_LINE[line] ?? 1);
}

/** Whether an article's line is in another family (LINE_FAMILY) than every line the question names. */
function otherLine(article: Article, named: ReadonlySet<NamedLine>): boolean {
  if (named.size === 0) return false;
  const family = (LINE_FAMILY as Partial<Record<LineOfService, string>>)[article.lineOfService];
  if (family === undefined) return false;
  for (const line of named) if (LINE_FAMILY[line] === family) return false;
  return true;
}

/**
 * The decision's `length` counts the customer's own words up to this many: a short question is
 * less often one we answer ("tell me a joke"), but past a dozen words a story is a story, ours or
 * another company's, and the model's straight line in length had made every long story about a
 * bank or an airline likelier to be answered. Capped here, with the shipped weights and threshold,
 * review's out-of-scope questions answered went 0.219 → 0.207 at the same declined (0.018), dev
 * stayed as it was and the articles' held-out questions declined one more of 4,302. Refitted on dev
 * and review, held-out AUC 0.965 → 0.967 (at 6, 8, 10, 16 words: 0.959, 0.963, 0.967, 0.966).
 */
export const LENGTH_CAP = 13;

/** The weight of the words a question sets aside (text/aside.ts), against 1 for the rest. */
export const ASIDE_WEIGHT = 0.3;

/** How many ranked candidates are re-scored. */
const CANDIDATES = 10;

/**
 * A question of one word ("wifi", "billing", "voicemail") is broad when at least this many of the
 * candidates in its scope name the word in their titles and none clearly leads (BROAD_LEAD): it
 * could mean any of them, so the engine offers them as choices instead of guessing one. A word few
 * titles name ("esim", "outage", "autopay") is specific and answered as usual.
 */
export const BROAD_TITLES = 3;
/** …unless the best candidate's score is at least this many times the runner-up's. */
export const BROAD_LEAD = 1.5;
/**
 * A title names the word when it has the word or a close synonym of it: one the lexicon weighs at
 * least this ("router" is named by "Restart your Wi-Fi gateway"; looser relatives such as "wifi" or
 * "internet" for "router" are not counted).
 */
export const BROAD_SYNONYM_WEIGHT = 0.8;
/** How many choices a broad or unsure question is offered (Retrieval.choices). */
export const CHOICES = 3;
/**
 * A question declined for low confidence is offered the best candidates as choices when the
 * decision's probability is at least this: near misses ("closest store + hrs?") get the articles
 * that probably answer them; a question nothing resembles ("how cold will it get tonight") none.
 * Chosen on dev: at 0.3, 9 of its 11 declined answerable questions get choices (7 with the right
 * article among them), and 10 of its 125 declined out-of-scope ones (the model of stop 28).
 */
export const CHOICES_MIN_CONFIDENCE = 0.3;

export interface RetrieveOptions {
  question: string;
  customerType: CustomerType;
  /** A navigation-tree path such as "Support>Wireless"; the root or "…>All" means everything. */
  navigationTree?: string;
  lineOfService?: LineOfService;
  /** Default: esupport and gvp (help articles), not community answers. */
  dataSources?: readonly DataSource[];
  /**
   * For a business: also search the consumer help articles of the same place (not community
   * posts), ranked at CONSUMER_FOR_BUSINESS, for the needs a household and an office share. The
   * answer widget's choice; lists of a business's articles leave it off.
   */
  consumerArticles?: boolean;
  limit?: number;
  /**
   * Re-weighting learnt from visitors' feedback (feedback/): multiplies an article's ranking score
   * for this question, within the adjuster's bounds. Ordering only: the answer decision reads the
   * retrieval's own evidence.
   */
  feedback?: FeedbackAdjuster;
  /**
   * Articles nearest in meaning (embeddings, best first), already limited to this question's scope.
   * Fused with the lexical ranking by reciprocal rank fusion (SEMANTIC_RRF_K); an article found
   * only this way is a candidate too, and the decision model still judges the best one on its
   * lexical evidence.
   */
  semantic?: readonly SemanticHit[];
  /** The semantic hits' weight in the fusion, the lexical ranking's being 1. Default SEMANTIC_WEIGHT. */
  semanticWeight?: number;
}

export interface RankedArticle {
  article: Article;
  /** Ranking score: BM25 weighted by coverage. */
  score: number;
  /** Share of the question's information this article covers, 0 to 1. */
  coverage: number;
  /** Whether some question term matched outside the body (title, questions or answer). */
  anchored: boolean;
  /** Similarity of the closest article question (or title) to what was asked, 0 to 1. */
  questionSimilarity: number;
  /** That question: 0 is the title, then the article's questions in order. */
  questionPosition: number;
  /** Shares of the question's information matched in each place (a slot counts once, at its best place). */
  matched: { questions: number; answer: number; bodyOnly: number };
  /** Per query slot, whether this article matched it (any of its alternatives, anywhere). */
  slotMatched: boolean[];
}

/**
 * Whether a one-word question (its word and close synonyms: `terms`) is broad: BROAD_TITLES
 * candidates or more of the asker's own kind (a household's or a business's help articles, not
 * community posts) name the word in their titles, and by the words alone (whatever order feedback
 * or fusion chose) the best candidate does not lead the runner-up by BROAD_LEAD.
 */
function isBroad(
  candidates: readonly RawHit[],
  ranked: readonly RankedArticle[],
  terms: ReadonlySet<string>,
  ownKind: (a: Article) => boolean,
  article: (id: string) => Article | undefined,
): boolean {
  let first = 0;
  let second = 0;
  for (const h of ranked) {
    if (h.score > first) [first, second] = [h.score, first];
    else if (h.score > second) second = h.score;
  }
  if (second > 0 && first >= BROAD_LEAD * second) return false;
  let titled = 0;
  for (const h of candidates) {
    const a = article(h.id);
    if (!a || !ownKind(a)) continue;
    for (const t of terms) {
      if ((h.match.get(t) ?? 0) & FIELD_BIT.title) {
        titled++;
        break;
      }
    }
  }
  return titled >= BROAD_TITLES;
}

/**
 * Words that say a question is about something without saying what about it: determiners,
 * the prepositions that tie them on, and the words of asking for help in general ("my bill",
 * "help with the internet", "tv problems", "billing question"). A question of one other word and
 * these is as broad as that word alone.
 */
const NO_NEED_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'this',
  'that',
  'with',
  'about',
  'for',
  'on',
  'of',
  'help',
  'problem',
  'problems',
  'issue',
  'issues',
  'trouble',
  'question',
  'questions',
  'support',
  'info',
  'information',
]);
/** The same, as the engine's terms (the words of the list that are not stopwords, stemmed). */
const NO_NEED_TERMS = new Set([...NO_NEED_WORDS].flatMap((w) => termOf(w) ?? []));

/**
 * The one word a question is about when, as typed (greetings aside, compounds joined), it has one
 * word besides NO_NEED_WORDS ("wifi", "my bill", "tv problems"): that word's term. Undefined for a
 * question of more words, or one whose word is not among its own terms.
 */
function soleSubject(own: readonly string[], typed: readonly string[]): string | undefined {
  const subject = own.filter((t) => !NO_NEED_TERMS.has(t));
  if (subject.length !== 1 || typed.filter((w) => !NO_NEED_WORDS.has(w)).length !== 1) return undefined;
  return subject[0];
}

/** A word's term and the lexicon's close synonyms of it (weight BROAD_SYNONYM_WEIGHT or more). */
function synonymsOf(slots: readonly QuerySlot[], term: string): Set<string> {
  const slot = slots.find((s) => s.head === term);
  const out = new Set([term]);
  for (const [t, w] of slot?.alternatives ?? []) if (w >= BROAD_SYNONYM_WEIGHT) out.add(t);
  return out;
}

/** Whether some candidate has the question, as typed, as its title or one of its questions. */
function isOwnQuestion(ranked: readonly RankedArticle[], question: string): boolean {
  const typed = normalizeText(question);
  return ranked.some((h) =>
    [h.article.title, ...h.article.questions].some((q) => normalizeText(q) === typed),
  );
}

/**
 * The choices offered for a declined question: the best help articles (not community posts) that
 * match enough of it, one per topic, the asker's own kind first (a business is offered its own
 * articles before a household's); when there are two or more (one is not a choice: the decision
 * already judged it).
 */
function choicesOf(hits: readonly RankedArticle[], customerType: CustomerType): RankedArticle[] | undefined {
  const otherKind = (h: RankedArticle) => (h.article.customerType === customerType ? 0 : 1);
  const topics = new Set<string>();
  const choices: RankedArticle[] = [];
  // A stable sort: within each kind, the ranking's order.
  for (const h of [...hits].sort((a, b) => otherKind(a) - otherKind(b))) {
    if (h.article.dataSource === 'forums' || h.coverage < RELATED_MIN_COVERAGE || topics.has(h.article.topic))
      continue;
    topics.add(h.article.topic);
    choices.push(h);
    if (choices.length === CHOICES) break;
  }
  return choices.length >= 2 ? choices : undefined;
}

/** Whether the question has exactly the words of one of the article's questions (or its title). */
const isVerbatim = (h: RankedArticle) => h.questionSimilarity >= 1;

/** Related articles below this coverage are too weak to suggest. */
export const RELATED_MIN_COVERAGE = 0.2;
/**
 * A hit scoring at least this share of the answer's score comes first among its related articles,
 * before the answer's own related list: it is what the question may have meant instead. When an
 * answer is wrong, the right article is most often the next hit (dev and review: the right article
 * was among the related ones for 53 % of wrong answers with the related list first, 79 % with close
 * hits first; at 0.5, 86 %, but a quarter of right answers then lose the first of their own related
 * articles, against a tenth at 0.7).
 */
export const RELATED_CLOSE = 0.7;

/**
 * Why there is no answer: nothing to search for, a request about the assistant's own instructions
 * (safety.ts), a greeting alone, no article shares a word, or the decision model's probability is
 * below its threshold (small talk and other out-of-scope questions end here).
 */
/**
 * Why the engine did not answer; `spanish`: the question is in Spanish, the articles are in English
 * (text/language.ts). `broad`: one word that several articles are about (BROAD_TITLES), offered as
 * choices. `business`: never the engine's own; the API's, for a consumer's question in
 * business words that a small-business article answers better than the consumer one it found.
 */
export type DeclineReason =
  | 'empty'
  | 'broad'
  | 'injection'
  | 'small-talk'
  | 'spanish'
  | 'no-match'
  | 'low-confidence'
  | 'business';

export interface Retrieval {
  question: string;
  /** The question after typo correction. */
  corrected: string;
  terms: string[];
  /**
   * Terms the concept lexicon added for the question's words (synonyms, expressions: "passed away"
   * adds "deceased"), below the customer's own; the extractive answer reads them at half weight.
   */
  expansions: string[];
  /**
   * The question's own terms that few articles have (at most RARE_TERM_SHARE of them: "beeping",
   * not "check"), or for a word no article has, the lexicon's words for it ("subtitles":
   * "captions"): what the extractive answer looks for in an article's section headings.
   */
  rareTerms: string[];
  /**
   * The question's own terms that at most SPECIFIC_TERM_SHARE of articles have: a section heading
   * echoing one may be what was asked ("delete"), one most articles have cannot ("phone").
   */
  specificTerms: string[];
  /** How the engine analyses text (compounds joined): extractAnswer reads articles with it. */
  analyze?: TextAnalyzer;
  intent: Intent;
  hits: RankedArticle[];
  /** Set when the engine answers. */
  best?: RankedArticle;
  /** The decision model's probability that the best hit answers the question (0 with no hits). */
  confidence: number;
  /** What the decision looked at (absent with no hits). */
  features?: DecisionFeatures;
  declineReason?: DeclineReason;
  /**
   * When declined as broad, or for low confidence at CHOICES_MIN_CONFIDENCE or more: the
   * candidates to offer instead of an answer ("Is it one of these?"), best first, two to CHOICES.
   */
  choices?: RankedArticle[];
}

/** A term at most this share of articles have is specific (Retrieval.specificTerms). */
export const SPECIFIC_TERM_SHARE = 0.75;

/** A term at most this share of articles have is rare (Retrieval.rareTerms). */
export const RARE_TERM_SHARE = 0.15;

/** How many of an article's first questions may head its answer card (see closestQuestion). */
export const HEADLINE_CANDIDATES = 3;

/** Longest article question shown as an answer's heading. */
export const HEADLINE_MAX_CHARS = 90;

/**
 * Whether an article question can head an answer card or a related-question button: one short
 * sentence ending in a question mark, written with a capital ("How do I pay my bill online?"),
 * not a keyword query or a customer's story.
 */
export function isHeadlineQuestion(q: string): boolean {
  const t = q.trim();
  return (
    t.length <= HEADLINE_MAX_CHARS && /^[A-Z]/.test(t) && t.endsWith('?') && !/[.!?]\s/.test(t.slice(0, -1))
  );
}

/** The question that names an article in lists (related questions): its first headline question, else its title. */
export function headlineOf(article: Article): string {
  return article.questions.find(isHeadlineQuestion) ?? article.title;
}

/** An article's title's terms, worked out once per article object. */
const titleTerms = new WeakMap<Article, string[]>();
function titleTermsOf(article: Article): string[] {
  let terms = titleTerms.get(article);
  if (!terms) {
    terms = analyze(article.title);
    titleTerms.set(article, terms);
  }
  return terms;
}

/** An article's headline questions with their terms, worked out once per article object. */
const headlines = new WeakMap<Article, { q: string; terms: string[] }[]>();
function headlinesOf(article: Article): { q: string; terms: string[] }[] {
  let list = headlines.get(article);
  if (!list) {
    list = article.questions
      .slice(0, HEADLINE_CANDIDATES)
      .filter(isHeadlineQuestion)
      .map((q) => ({ q, terms: analyze(q) }));
    headlines.set(article, list);
  }
  return list;
}

export const DEFAULT_DATA_SOURCES: readonly DataSource[] = ['esupport', 'gvp'];

/** How an engine ranks and decides. */
export interface EngineOptions {
  boost?: Record<Field, number>;
  lexicon?: Lexicon;
  /**
   * Answer only when the decision model's probability is at least this (0 to 1); by default the
   * fitted model's own threshold. Higher answers fewer questions and fewer of them wrongly
   * (`bench/relevance/fit-decision.ts` prints the trade on dev).
   */
  answerThreshold?: number;
}

export class AnswerEngine {
  private readonly index: SearchIndex;
  private readonly byId = new Map<string, Article>();
  private readonly order = new Map<string, number>();
  private readonly outOfScope: QuestionIndex;
  private readonly namesLine: (term: string) => boolean;
  /** Text to terms as the index reads it (the lexicon's compounds joined), for extractive answers. */
  private readonly analyzeText: TextAnalyzer;
  /** The lexicon's compound spellings joined ("wi fi" is one word, "wifi"). */
  private readonly joinCompounds: (tokens: readonly string[]) => readonly string[];
  private readonly outOfScopeTopics: number;
  /** A mask letting every out-of-scope topic through. */
  private readonly allTopics: Uint8Array;
  private changes = 0;
  /** Answer when the decision model's probability is at least this. */
  readonly threshold: number;

  /**
   * `lexicon`: the concept lexicon (content/lexicon, `loadLexiconFromDir`); none means no query
   * expansion. `state`: the index built from these same articles elsewhere (buildEngineInWorker),
   * taken over without rebuilding, or an index already taken over (AnswerEngine.adopt).
   */
  constructor(
    articles: readonly Article[],
    options: EngineOptions & { state?: SearchIndexState | SearchIndex } = {},
  ) {
    const threshold = options.answerThreshold ?? DECISION_MODEL.threshold;
    if (!(threshold >= 0 && threshold <= 1)) throw new RangeError('answerThreshold must be between 0 and 1');
    this.threshold = threshold;
    const { state } = options;
    this.index =
      state instanceof SearchIndex ? state : new SearchIndex(articles, options.boost, options.lexicon, state);
    // What the site does not answer, matched like article questions (one document per topic).
    const lexicon = options.lexicon;
    this.joinCompounds = lexicon ? (tokens) => lexicon.joinCompounds(tokens) : (tokens) => tokens;
    this.analyzeText = (text) => analyze(text, this.joinCompounds);
    this.outOfScope = new QuestionIndex((t) => this.index.idf(t));
    this.namesLine = lexicon ? (term) => lexicon.namesLine(term) : () => false;
    lexicon?.outOfScope.forEach((topic, i) => {
      this.outOfScope.add(
        i,
        topic.examples.map((e) => analyze(e, (tokens) => lexicon.joinCompounds(tokens))),
      );
    });
    this.outOfScope.refreshMasses();
    this.outOfScopeTopics = lexicon?.outOfScope.length ?? 0;
    this.allTopics = new Uint8Array(this.outOfScopeTopics).fill(1);
    articles.forEach((a, i) => {
      this.byId.set(a.id, a);
      this.order.set(a.id, i);
    });
  }

  /**
   * An engine over the index built from these same articles elsewhere (buildEngineInWorker), taken
   * over a step at a time with the event loop free between steps: at 10,000 articles, taking it
   * over in one go held the loop up for 60 to 190 ms. The state's arrays become the engine's (see
   * SearchIndex.adopting).
   */
  static async adopt(
    articles: readonly Article[],
    state: SearchIndexState,
    options: EngineOptions = {},
  ): Promise<AnswerEngine> {
    const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const steps = SearchIndex.adopting(state, options.boost, options.lexicon);
    let step = steps.next();
    for (; !step.done; step = steps.next()) await nextTurn();
    // The engine's own maps of the articles, filled in steps too (100,000 took 190 ms).
    const engine = new AnswerEngine([], { ...options, state: step.value });
    for (const [i, a] of articles.entries()) {
      if (i > 0 && i % ADOPT_STEP === 0) await nextTurn();
      engine.byId.set(a.id, a);
      engine.order.set(a.id, i);
    }
    return engine;
  }

  get size(): number {
    return this.byId.size;
  }

  /** A question's terms as retrieve reads them (pleasantries dropped, typos corrected, analysed): feedback's key. */
  questionTerms(question: string): string[] {
    return this.index.queryTerms(askedOf(question)).terms;
  }

  /**
   * A text's terms as the index reads an article's (compounds joined, stopwords dropped, stemmed;
   * no typo correction): what an article's own words are, compared with a question's terms.
   */
  textTerms(text: string): string[] {
    return this.analyzeText(text);
  }

  /** Counts changes made in place (upsert, remove): what was computed from this engine before may be stale. */
  get version(): number {
    return this.changes;
  }

  /** The index as transferable arrays, for a build in a worker thread (see buildEngineInWorker). */
  exportState(): SearchIndexState {
    return this.index.exportState();
  }

  /** Adds an article or replaces the one with its id, without rebuilding the index. */
  upsert(article: Article): void {
    this.index.upsert(article, this.byId.get(article.id));
    this.changes++;
    if (!this.order.has(article.id)) this.order.set(article.id, this.order.size);
    this.byId.set(article.id, article);
  }

  /** Drops an article; false when there was none with that id. */
  remove(id: string): boolean {
    const article = this.byId.get(id);
    if (!article) return false;
    this.index.remove(id, article);
    this.byId.delete(id);
    this.changes++;
    return true;
  }

  /**
   * Whether an article is in a question's scope (customer type, data sources, line of service,
   * navigation tree): for results found outside the index, such as semantic hits.
   */
  inScope(options: Omit<RetrieveOptions, 'question'>): (articleId: string) => boolean {
    const filter = this.filterFor({ ...options, question: '' });
    return (id) => {
      const a = this.byId.get(id);
      return a !== undefined && filter.accept(a);
    };
  }

  article(id: string): Article | undefined {
    return this.byId.get(id);
  }

  articles(): Article[] {
    return [...this.byId.values()];
  }

  /**
   * How a word still being typed may end: words the articles use that start with it, most used
   * first, stopwords left out ("pay my b" is not "but").
   */
  completions(prefix: string, limit = 2): string[] {
    return this.index.vocabulary
      .completions(prefix.toLowerCase(), limit + 8)
      .filter((w) => !isStopword(w))
      .slice(0, limit);
  }

  /** Whether the articles use a word as it is written. */
  usesWord(word: string): boolean {
    return this.index.vocabulary.has(word.toLowerCase());
  }

  /** Ranks articles for a question and decides whether the best one answers it. */
  retrieve(options: RetrieveOptions): Retrieval {
    const asked = askedOf(options.question);
    const read = this.index.queryTerms(asked);
    const { terms, corrected } = read;
    // What the question sets aside ("it's not an outage, …") counts at ASIDE_WEIGHT, and names no
    // line of service ("my home Wi-Fi is fine - it's my phone that crawls"); its words weigh as
    // said, whatever a rule read in them (not `lowered`), and leave the likelihood.
    const { terms: aside, kept } = readAside(options.question, this.analyzeText);
    const lines = aside.size === 0 ? read.lines : this.index.linesIn(kept);
    const slots =
      aside.size === 0
        ? read.slots
        : read.slots.map((s) =>
            aside.has(s.head)
              ? {
                  ...s,
                  lowered: false,
                  alternatives: new Map([...s.alternatives].map(([t, w]) => [t, w * ASIDE_WEIGHT])),
                }
              : s,
          );
    const ownTerms = new Set(terms);
    const expansions = [
      ...new Set(slots.flatMap((slot) => [...slot.alternatives.keys()].filter((t) => !ownTerms.has(t)))),
    ];
    const isRare = (t: string) => {
      const share = this.index.documentShare(t);
      return share > 0 && share <= RARE_TERM_SHARE;
    };
    // A word of the customer's no article uses ("subtitles") stands for the words the lexicon
    // gives it ("captions").
    const rareTerms = [
      ...new Set(
        slots
          .filter((s) => s.alternatives.get(s.head) === 1)
          .flatMap((s) => (this.index.knows(s.head) ? [s.head] : [...s.alternatives.keys()]))
          .filter(isRare),
      ),
    ];
    const specificTerms = terms.filter((t) => this.index.documentShare(t) <= SPECIFIC_TERM_SHARE);
    const base = {
      question: options.question,
      corrected,
      terms,
      expansions,
      rareTerms,
      specificTerms,
      analyze: this.analyzeText,
    };
    if (isSpanish(options.question)) {
      return { ...base, intent: 'general', hits: [], confidence: 0, declineReason: 'spanish' };
    }
    // Nothing to search for: no word of the customer's and nothing a rule read in them ("po box",
    // every word lowered, still means an address).
    if (slots.length === 0) {
      // Only a greeting ("hi there, how are you?") is small talk; "how do I" is just empty.
      const reason = asked === '' && normalizeText(options.question) !== '' ? 'small-talk' : 'empty';
      return {
        ...base,
        intent: classifyIntent(options.question),
        hits: [],
        confidence: 0,
        declineReason: reason,
      };
    }
    if (looksLikeInjection(options.question)) {
      return { ...base, intent: 'general', hits: [], confidence: 0, declineReason: 'injection' };
    }
    const raw = this.index.search(slots, this.filterFor(options), Math.max(CANDIDATES, options.limit ?? 0));
    const cue = intentFromCues(options.question);
    const specific = cue === 'billing' ? undefined : cue;
    const topScore = raw[0]?.score ?? 1;
    if (options.semantic) {
      const lexical = new Set(raw.map((h) => h.id));
      for (const h of options.semantic.slice(0, CANDIDATES)) {
        if (!lexical.has(h.id) && this.byId.has(h.id)) raw.push(this.index.unmatched(h.id, slots));
      }
    }
    const slotIdf = slots.map((slot) => this.index.idf(weighingTerm(slot)));
    const own = slots.filter((s) => s.alternatives.get(s.head) === 1).map((s) => s.head);
    // What the customer's words say, for the likelihood: a word a rule lowered (`own`) stands as
    // what it means most there ("back" in "back up our files" as "backup"; see weighingTerm).
    const said = [
      ...new Set(slots.filter((s) => s.alternatives.get(s.head) === 1 || s.lowered).map(weighingTerm)),
    ];
    const likelihood = this.index.questionLikelihoods(
      raw.map((h) => h.id),
      said,
      LIKELIHOOD_SMOOTHING,
    );
    const bestLikelihood = Math.max(...likelihood.filter(Number.isFinite));
    const verbatim = (h: RankedArticle) => isVerbatim(h) && h.article.customerType === options.customerType;
    let ranked = raw
      .map((h, i) => {
        const lag = (likelihood[i]! - bestLikelihood) / Math.max(1, said.length);
        return this.rank(
          h,
          slots,
          slotIdf,
          specific,
          topScore,
          Number.isFinite(lag) ? lag : 0,
          lines,
          options.customerType,
        );
      })
      .filter((h): h is RankedArticle => h !== undefined)
      // An article with one of its questions word for word comes first: the customer asked exactly
      // what it answers ("when does my prepaid plan renew"), whatever its neighbours' scores; for a
      // business, only a business article ("pay my bill" is a household's bill word for word).
      .sort((a, b) => Number(verbatim(b)) - Number(verbatim(a)) || b.score - a.score);
    if (options.feedback) {
      const { feedback } = options;
      ranked = ranked
        .map((h) => ({ h, adjusted: h.score * feedback.factor(terms, h.article.id) }))
        .sort((a, b) => b.adjusted - a.adjusted)
        .map(({ h }) => h);
    }
    if (options.semantic && options.semantic.length > 0) {
      const fused = reciprocalRankFusion(
        [ranked.map((h) => h.article.id), options.semantic.map((h) => h.id)],
        SEMANTIC_RRF_K,
        [1, options.semanticWeight ?? SEMANTIC_WEIGHT],
      );
      const position = new Map(fused.map((f, i) => [f.id, i]));
      ranked = [...ranked].sort((a, b) => position.get(a.article.id)! - position.get(b.article.id)!);
    }
    const hits = ranked.slice(0, options.limit ?? 10);
    const top = ranked[0];
    if (!top)
      return {
        ...base,
        intent: classifyIntent(options.question),
        hits,
        confidence: 0,
        declineReason: 'no-match',
      };
    // The runner-up by lexical score, for the margin, whatever order feedback or fusion chose.
    const runnerUp = ranked.reduce<RankedArticle | undefined>(
      (best, h) => (h !== top && (!best || h.score > best.score) ? h : best),
      undefined,
    );
    const features = this.features(options.question, slots, top, runnerUp);
    const confidence = answerProbability(features);
    // A question of one word (as typed, greetings aside, with at most words that name no need:
    // "my bill", "tv problems") that is not an article's own question ("autopay" may be one, as
    // typed: that article is what was asked for).
    const subject = own.length <= 3 ? soleSubject(own, this.joinCompounds(surfaceTokens(asked))) : undefined;
    const broad =
      subject !== undefined &&
      !isOwnQuestion(ranked, asked) &&
      isBroad(
        raw,
        ranked,
        synonymsOf(slots, subject),
        (a) => a.dataSource !== 'forums' && a.customerType === options.customerType,
        (id) => this.byId.get(id),
      );
    if (broad || confidence < this.threshold) {
      const choices =
        broad || confidence >= CHOICES_MIN_CONFIDENCE ? choicesOf(hits, options.customerType) : undefined;
      return {
        ...base,
        intent: classifyIntent(options.question),
        hits,
        confidence,
        features,
        declineReason: broad ? 'broad' : 'low-confidence',
        ...(choices ? { choices } : {}),
      };
    }
    return {
      ...base,
      intent: classifyIntent(options.question, top.article.intent),
      hits,
      best: top,
      confidence,
      features,
    };
  }

  /** The decision's features for the best hit (and the runner-up, for the margin). */
  private features(
    question: string,
    slots: readonly QuerySlot[],
    top: RankedArticle,
    second: RankedArticle | undefined,
  ): DecisionFeatures {
    const tokens = surfaceTokens(question);
    // The customer's own words' slots, by head, and those that only say where ("on the subway").
    const ownSlot = new Map<string, number>();
    for (const [i, s] of slots.entries()) {
      if (s.alternatives.get(s.head) === 1 && !ownSlot.has(s.head)) ownSlot.set(s.head, i);
    }
    const circumstances = circumstanceSlots(
      tokens,
      (token) => {
        const term = termOf(token);
        return term === null ? undefined : ownSlot.get(term);
      },
      top.slotMatched,
    );
    let total = 0;
    let unknown = 0;
    let own = 0;
    let elsewhere = 0;
    let circumstantial = 0;
    let everySlot = 0;
    const matchedWords: string[] = [];
    for (const [i, s] of slots.entries()) {
      const w = this.index.idf(weighingTerm(s));
      everySlot += w;
      if (s.alternatives.get(s.head) !== 1) continue;
      own++;
      if (circumstances.has(i)) {
        circumstantial += w;
        continue;
      }
      if (top.slotMatched[i]) matchedWords.push(s.head);
      total += w;
      if (!this.index.knows(s.head)) unknown += w;
      // A word the best article does not have but what we do not answer does ("sewer" bill); not
      // a word that names one of our lines of service ("ipad", "router"), whoever else says it.
      if (!top.slotMatched[i] && this.outOfScope.has(s.head) && !this.namesLine(s.head)) elsewhere += w;
    }
    // Words the best article lacks that name whose or which thing the matched word is ("water" bill,
    // "spotify" family plan): a content word right before a matched one.
    let modifier = 0;
    const counted = new Set<number>();
    for (let k = 0; k + 1 < tokens.length; k++) {
      const a = termOf(tokens[k]!);
      const b = termOf(tokens[k + 1]!);
      if (a === null || b === null) continue;
      const sa = ownSlot.get(a);
      const sb = ownSlot.get(b);
      if (sa === undefined || sb === undefined || sa === sb || counted.has(sa)) continue;
      if (top.slotMatched[sa] || !top.slotMatched[sb] || circumstances.has(sa)) continue;
      counted.add(sa);
      modifier += this.index.idf(a);
    }
    return {
      // The share of the question the best article covers, its circumstances left out.
      coverage:
        circumstantial > 0 && everySlot > circumstantial
          ? Math.min(1, (top.coverage * everySlot) / (everySlot - circumstantial))
          : top.coverage,
      questionSimilarity: top.questionSimilarity,
      // With nothing else in scope the lead is over nobody: no evidence either way (NaN). A best
      // article that fusion or feedback put above a lexically stronger one has no lead (0): the
      // model was fitted on lexical rankings, where the lead is never negative.
      margin: second ? Math.max(0, (top.score - second.score) / top.score) : Number.NaN,
      score: top.score,
      anchored: top.anchored ? 1 : 0,
      questionFieldShare: top.matched.questions,
      answerFieldShare: top.matched.answer,
      bodyOnlyShare: top.matched.bodyOnly,
      unknownShare: total === 0 ? 0 : unknown / total,
      outOfScopeWords: total === 0 ? 0 : elsewhere / total,
      // What the match was made on: words of our questions ("router") or words out-of-scope
      // examples use as much ("card", "pin").
      domainOdds: domainOdds(matchedWords, this.index.questionCounts, this.outOfScope),
      unmatchedModifier: total === 0 ? 0 : Math.min(1, modifier / total),
      length: Math.log1p(Math.min(own, LENGTH_CAP)),
      secondPerson: secondPersonShare(tokens),
      symbolShare: symbolShare(question),
      // Closer to something we do not answer than to the best article question: by how much.
      outOfScopeSimilarity: Math.max(0, this.outOfScopeSimilarity(slots) - top.questionSimilarity),
    };
  }

  /** How close the question comes to one of the lexicon's out-of-scope examples (0 to 1). */
  private outOfScopeSimilarity(slots: readonly QuerySlot[]): number {
    if (this.outOfScopeTopics === 0) return 0;
    const query = this.outOfScope.prepare(slots);
    // Only topics with an example sharing a word can be similar at all: found through the index.
    let best = 0;
    for (const i of this.outOfScope.candidates(query, this.allTopics, this.outOfScopeTopics, 0))
      best = Math.max(best, this.outOfScope.best(i, query).similarity);
    return best;
  }

  /**
   * The heading of an answer card: the title or one of the article's leading questions (the
   * first {@link HEADLINE_CANDIDATES}, the article's own; those after them are customers'
   * wordings, stories and details, kept for matching), whichever shares the larger part of its
   * words with what was asked (Jaccard), the title on a tie. The card shows the article's answer:
   * a heading naming a detail ("Will resetting my voicemail password delete my messages?") or
   * someone's story ("My ex still knows our wifi password…") would promise what it does not say.
   * Only a question that reads as a heading qualifies (see {@link isHeadlineQuestion}), and only
   * one that says nothing the customer and the title did not: every word of it is the customer's,
   * one the lexicon added for theirs (`expansions`: "gateway" for "router"), or the title's; and it
   * keeps each word the customer and the title share. "Can I add 15 lines?" does not head "add 5
   * lines", nor "…in Europe?" a question about Mexico, nor "…my TV service…" one about internet.
   */
  closestQuestion(article: Article, terms: readonly string[], expansions: readonly string[] = []): string {
    const wanted = new Set(terms);
    const title = titleTermsOf(article);
    const allowed = new Set([...terms, ...expansions, ...title]);
    // What the customer and the title both say, the heading says too: "internet" asked of "Move your
    // internet or TV service" is not headed "…can I take my TV service with me?".
    const titleSet = new Set(title);
    const shared = [...wanted].filter((t) => titleSet.has(t));
    const similarity = (own: readonly string[]) => {
      const mine = new Set(own);
      let shared = 0;
      for (const t of mine) if (wanted.has(t)) shared++;
      return shared === 0 ? 0 : shared / (mine.size + wanted.size - shared);
    };
    let best = article.title;
    let bestScore = similarity(title);
    for (const { q, terms: own } of headlinesOf(article)) {
      if (!own.every((t) => allowed.has(t)) || !shared.every((t) => own.includes(t))) continue;
      const score = similarity(own);
      if (score > bestScore) {
        best = q;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * Related articles: hits that came close to the answer (what the question may have meant
   * instead), the answer's own related list, then other good hits on other topics.
   */
  related(best: Article, hits: readonly RankedArticle[], max = 3): Article[] {
    const out: Article[] = [];
    // One article per topic, never the answer's own; but next to a community post, our own article
    // on its topic is the first thing to offer (posts and articles counted apart).
    const apart = best.dataSource === 'forums';
    const topicOf = (a: Article) => (apart && a.dataSource === 'forums' ? `forums:${a.topic}` : a.topic);
    const seenTopics = new Set([topicOf(best)]);
    const push = (a: Article | undefined) => {
      if (!a || out.length >= max || seenTopics.has(topicOf(a)) || a.customerType !== best.customerType)
        return;
      seenTopics.add(topicOf(a));
      out.push(a);
    };
    const answer = hits.find((h) => h.article.id === best.id) ?? hits[0];
    if (answer)
      for (const h of hits)
        if (h.score >= RELATED_CLOSE * answer.score && h.coverage >= RELATED_MIN_COVERAGE) push(h.article);
    for (const id of best.related) push(this.byId.get(id));
    for (const h of hits) if (h.coverage >= RELATED_MIN_COVERAGE) push(h.article);
    return out;
  }

  /**
   * Common questions for a service: articles in its scope ordered by how often they were used
   * (`popularity`: article id → count), then by knowledge-base order.
   */
  popular(options: {
    customerType: CustomerType;
    navigationTree?: string;
    lineOfService?: LineOfService;
    popularity?: ReadonlyMap<string, number>;
    limit: number;
  }): Article[] {
    const filter = this.filterFor({ ...options, question: '' }, false);
    const pop = options.popularity ?? new Map();
    return [...this.byId.values()]
      .filter((a) => filter.accept(a))
      .sort(
        (a, b) =>
          (pop.get(b.id) ?? 0) - (pop.get(a.id) ?? 0) || this.order.get(a.id)! - this.order.get(b.id)!,
      )
      .slice(0, options.limit);
  }

  private rank(
    hit: RawHit,
    slots: readonly QuerySlot[],
    slotIdf: readonly number[],
    cue: Intent | undefined,
    topScore: number,
    /** Mean log-likelihood per word behind the best candidate's (≤ 0; see LIKELIHOOD_WEIGHT). */
    likelihoodLag: number,
    /** The lines of service the question names. */
    lines: ReadonlySet<NamedLine>,
    /** Who asks: a consumer article asked by a business ranks at CONSUMER_FOR_BUSINESS. */
    customerType: CustomerType,
  ): RankedArticle | undefined {
    const article = this.byId.get(hit.id);
    if (!article) return undefined;
    let total = 0;
    let covered = 0;
    let anchored = false;
    const matched = { questions: 0, answer: 0, bodyOnly: 0 };
    const slotMatched: boolean[] = [];
    for (const [i, slot] of slots.entries()) {
      const w = slotIdf[i]!;
      total += w;
      // The slot's best alternative: the customer's own word, or an expansion at its weight.
      let best = 0;
      let place: keyof typeof matched | undefined;
      for (const [t, weight] of slot.alternatives) {
        const fields = hit.match.get(t);
        if (fields === undefined) continue;
        const outsideBody = (fields & ~FIELD_BIT.body) !== 0;
        anchored ||= outsideBody;
        const value = weight * (outsideBody ? 1 : BODY_ONLY_WEIGHT);
        if (value > best) {
          best = value;
          place =
            fields & (FIELD_BIT.questions | FIELD_BIT.title)
              ? 'questions'
              : fields & FIELD_BIT.answer
                ? 'answer'
                : 'bodyOnly';
        }
      }
      covered += w * best;
      slotMatched.push(best > 0);
      if (place) matched[place] += w * best;
    }
    if (total > 0) for (const k of Object.keys(matched) as (keyof typeof matched)[]) matched[k] /= total;
    const coverage = total === 0 ? 0 : covered / total;
    const boost = cue !== undefined && article.intent === cue ? INTENT_BOOST : 1;
    const similarity = hit.question.similarity;
    const articleLevel = Math.sqrt(hit.score / topScore) * (0.5 + coverage);
    return {
      article,
      coverage,
      anchored,
      questionSimilarity: similarity,
      questionPosition: hit.question.position,
      matched,
      slotMatched,
      score:
        (articleLevel + QUESTION_WEIGHT * similarity ** QUESTION_SIMILARITY_POWER) *
        boost *
        (article.dataSource === 'forums' ? COMMUNITY_WEIGHT : 1) *
        (otherLine(article, lines) ? LINE_MISMATCH : 1) *
        unnamedLineWeight(article, lines) *
        (article.customerType !== customerType ? CONSUMER_FOR_BUSINESS : 1) *
        Math.exp(LIKELIHOOD_WEIGHT * likelihoodLag),
    };
  }

  /**
   * The scope of a question. With `withAncestors`, a service's scope also holds the general
   * articles above it (an outage question on the wireless page still finds the outage article).
   * With `consumerArticles`, a business's scope also holds the consumer articles of the same place
   * ("Small Business>Support>Wireless" holds "Support>Wireless"), ranked at CONSUMER_FOR_BUSINESS.
   */
  private filterFor(options: RetrieveOptions, withAncestors = true): DocFilter {
    const sources = new Set(options.dataSources ?? DEFAULT_DATA_SOURCES);
    const nav = options.navigationTree?.trim().toLowerCase();
    const scoped = nav !== undefined && nav !== '' && !isRootPath(nav, options.customerType);
    const business = options.consumerArticles === true && options.customerType === 'smb';
    const businessRoot = `${ROOT_NAVIGATION.smb.toLowerCase()}>`;
    // The consumer place of a business one; a business place with none holds no consumer article.
    const consumerNav =
      scoped && nav.startsWith(businessRoot)
        ? `${ROOT_NAVIGATION.consumer.toLowerCase()}>${nav.slice(businessRoot.length)}`
        : undefined;
    const inPlace = (doc: DocMeta, place: string) =>
      SERVICE_DETAILS[doc.serviceKey].navigationTree.some((p) => {
        const path = p.toLowerCase();
        return (
          path === place || path.startsWith(`${place}>`) || (withAncestors && place.startsWith(`${path}>`))
        );
      });
    return {
      key: [
        options.customerType,
        [...sources].sort().join(','),
        options.lineOfService ?? '',
        scoped ? nav : '',
        withAncestors,
        business,
      ].join('|'),
      accept: (doc) =>
        sources.has(doc.dataSource) &&
        (options.lineOfService === undefined || doc.lineOfService === options.lineOfService) &&
        (doc.customerType === options.customerType
          ? !scoped || inPlace(doc, nav)
          : business &&
            doc.customerType === 'consumer' &&
            doc.dataSource !== 'forums' &&
            (!scoped || (consumerNav !== undefined && inPlace(doc, consumerNav)))),
    };
  }
}

function isRootPath(nav: string, customerType: CustomerType): boolean {
  const root = ROOT_NAVIGATION[customerType].toLowerCase();
  return nav === root || nav === `${root}>all` || nav === 'support' || nav === 'support>all' || nav === 'all';
}
