import { type AnswerEngine, extractAnswer } from '@support/answer-engine';
import {
  articleUrl,
  type CustomerType,
  RESULTS_PER_PAGE,
  resultsPageCount,
  type SearchResult,
  type SearchResultsResponse,
  SPANISH_NO_ANSWER,
  TOTAL_RESULTS,
} from '@support/contracts';
import { cacheFor, cacheKey } from './answer-cache.ts';

/** What one question ranks to, kept in the engine's answer cache (every page of it reads one entry). */
interface RankedResults {
  results: SearchResult[];
  /** Set when the engine refused the question itself (empty, small talk, injection), for the log. */
  declineReason?: string;
}

/**
 * The share of the best hit's score a result needs to be listed, unless it has every word of the
 * question: below it are articles that share one common word with the question ("internet" in
 * "my internet is slow"). At 0.05 "wifi keeps dropping" listed 48 articles, Wi-Fi calling and
 * returning equipment among the first ten; at 0.2, the 15 nearest.
 */
export const RESULTS_MIN_SHARE = 0.2;

/**
 * The ranked articles of a question, at most TOTAL_RESULTS, best first: the engine's own ranking
 * (BM25 + synonyms + coverage), help articles only (community answers have their own collection).
 * Hits are listed whether or not the engine would answer with the best one (a list is for
 * browsing, and "low confidence" is a decision about the answer card), down to
 * {@link RESULTS_MIN_SHARE} of the best one's score, and any that has all the question's words.
 */
export function rankedResults(
  engine: AnswerEngine,
  question: string,
  customerType: CustomerType,
): RankedResults {
  const cache = cacheFor<RankedResults>(engine, 'results');
  const key = cacheKey(question, ['results', customerType]);
  const cached = cache.get(key);
  if (cached) return cached;
  const retrieval = engine.retrieve({ question, customerType, limit: TOTAL_RESULTS });
  const top = retrieval.hits[0]?.score ?? 0;
  const listed = retrieval.hits.filter((h) => h.score >= RESULTS_MIN_SHARE * top || h.coverage >= 1 - 1e-9);
  const ranked: RankedResults = {
    results: listed.slice(0, TOTAL_RESULTS).map(({ article: a }) => ({
      id: a.id,
      title: a.title,
      // Article answers are plain text (content/kb/README.md); the page renders them as text, never HTML.
      snippet: extractAnswer(a, retrieval),
      url: articleUrl(a),
      serviceKey: a.serviceKey,
      lineOfService: a.lineOfService,
      dataSource: a.dataSource,
    })),
    declineReason: retrieval.hits.length === 0 ? retrieval.declineReason : undefined,
  };
  cache.set(key, ranked);
  return ranked;
}

/**
 * One page of the results. A page past the question's last (but within MAX_RESULTS_PAGE, which
 * the query schema enforces) is an empty list with the real pageCount rather than an error: the
 * count of results can change between two clicks (a knowledge-base rebuild), and a stale "next"
 * link should land on an honest empty page, not a failure.
 */
export function resultsPage(
  ranked: RankedResults,
  input: { query: string; customerType: CustomerType; page: number },
): SearchResultsResponse {
  const start = (input.page - 1) * RESULTS_PER_PAGE;
  return {
    query: input.query,
    customerType: input.customerType,
    numFound: ranked.results.length,
    page: input.page,
    pageCount: resultsPageCount(ranked.results.length),
    rowsPerPage: RESULTS_PER_PAGE,
    results: ranked.results.slice(start, start + RESULTS_PER_PAGE),
    ...(ranked.declineReason === 'spanish' ? { message: SPANISH_NO_ANSWER[input.customerType].text } : {}),
  };
}
