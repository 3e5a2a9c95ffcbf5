import type { AnswerEngine, Article } from '@support/answer-engine';
import {
  articleUrl,
  type CustomerType,
  RECOMMENDED_ARTICLES,
  type RecommendationsResponse,
  type RecommendedArticle,
  SERVICE_DETAILS,
  type ServiceKey,
} from '@support/contracts';
import type { signalsRepository } from '@support/db';
import { cleanAnswerText, popularity } from '../search/popular.service.ts';

/** A visitor's questions and views count for this long. */
export const RECENT_ACTIVITY_WINDOW_MS = 30 * 24 * 3600 * 1000;
/** How many of the visitor's latest signals are read, and how many distinct questions of them are used. */
const RECENT_SIGNALS = 200;
const RECENT_QUESTIONS = 5;
/** Ranked articles considered per question. */
const HITS_PER_QUESTION = 5;

export const RECOMMENDATION_MESSAGES = {
  personal: 'Based on your recent questions',
  popular: 'Popular with other customers',
} as const;

type Signals = ReturnType<typeof signalsRepository>;

/**
 * "Suggested for you" (seed 001 §3, §7 call 5): for the visitor's latest distinct questions, the
 * articles the engine ranks for them (a term matched outside the body), taken in turns so every
 * recent question gets a card, leaving out articles the visitor already used (a signal with their
 * docId). The rest of the list is the page service's popular articles (signals popularity, then
 * knowledge-base order), viewed ones also left out. Without a visitor id: popular only.
 */
export async function recommend(
  engine: AnswerEngine,
  signals: Signals,
  options: {
    transactionId: string;
    pageId: string;
    customerType: CustomerType;
    serviceKey: ServiceKey;
    visitorId?: string;
    now: Date;
  },
): Promise<RecommendationsResponse> {
  const recent = options.visitorId
    ? await signals.forUser(
        options.visitorId,
        new Date(options.now.getTime() - RECENT_ACTIVITY_WINDOW_MS),
        RECENT_SIGNALS,
      )
    : [];
  const viewed = new Set(recent.flatMap((s) => (s.docId ? [s.docId] : [])));
  const questions = distinctQuestions(recent.map((s) => s.query));

  const chosen = new Map<string, { article: Article; personal: boolean }>();
  const skipped = new Set<string>();
  const consider = (article: Article, personal: boolean) => {
    if (chosen.has(article.id) || chosen.size >= RECOMMENDED_ARTICLES) return false;
    if (viewed.has(article.id)) {
      skipped.add(article.id);
      return false;
    }
    chosen.set(article.id, { article, personal });
    return true;
  };

  const perQuestion = questions.map((question) =>
    engine
      .retrieve({ question, customerType: options.customerType, limit: HITS_PER_QUESTION })
      .hits.filter((h) => h.anchored)
      .map((h) => h.article),
  );
  const used = new Set<number>();
  for (let round = 0; round < HITS_PER_QUESTION && chosen.size < RECOMMENDED_ARTICLES; round++) {
    perQuestion.forEach((articles, i) => {
      const a = articles[round];
      if (a && consider(a, true)) used.add(i);
    });
  }

  if (chosen.size < RECOMMENDED_ARTICLES) {
    const popular = engine.popular({
      customerType: options.customerType,
      navigationTree: SERVICE_DETAILS[options.serviceKey].navigationTree[0],
      popularity: await popularity(signals),
      limit: RECOMMENDED_ARTICLES + viewed.size + chosen.size,
    });
    for (const a of popular) consider(a, false);
  }

  const articles = [...chosen.values()].map(
    ({ article, personal }, i): RecommendedArticle => ({
      name: article.title,
      displayDescription: cleanAnswerText(article.answer),
      externalContentId: article.id,
      contentId: articleUrl(article),
      inventorySpaceId: `${options.pageId}-${i + 1}`,
      message: personal ? RECOMMENDATION_MESSAGES.personal : RECOMMENDATION_MESSAGES.popular,
      tagName: article.serviceKey,
    }),
  );
  return [
    options.transactionId,
    options.pageId,
    used.size > 0 ? 'recent-activity' : 'popular',
    options.customerType,
    options.serviceKey,
    options.now.toISOString(),
    used.size,
    skipped.size,
    articles,
  ];
}

/** The latest distinct questions, newest first (same words in another case or spacing count once). */
function distinctQuestions(queries: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of queries) {
    const text = q?.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === RECENT_QUESTIONS) break;
  }
  return out;
}
