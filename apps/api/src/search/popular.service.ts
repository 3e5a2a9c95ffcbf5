import type { AnswerEngine } from '@support/answer-engine';
import {
  articleUrl,
  type CommonQuestion,
  type CustomerType,
  type LineOfService,
  type PopularAnswersResponse,
  questionId,
  SERVICE_DETAILS,
  type ServiceKey,
} from '@support/contracts';
import type { signalsRepository } from '@support/db';

/** How many common questions the API returns (the widget shows the first 3). */
export const POPULAR_ANSWERS_RETURNED = 10;
/** Usage counted over this window, and recounted at most this often. */
const POPULARITY_WINDOW_MS = 30 * 24 * 3600 * 1000;
const POPULARITY_TTL_MS = 60 * 1000;

/** One cache per signals repository (per app and database), never shared between apps. */
const caches = new WeakMap<object, { at: number; counts: Map<string, number> }>();

/** Uses per article over the last 30 days (signals' docId), recounted at most once a minute. */
export async function popularity(
  signals: ReturnType<typeof signalsRepository>,
): Promise<Map<string, number>> {
  const now = Date.now();
  let cache = caches.get(signals);
  if (!cache || now - cache.at > POPULARITY_TTL_MS) {
    cache = { at: now, counts: await signals.popularity(new Date(now - POPULARITY_WINDOW_MS)) };
    caches.set(signals, cache);
  }
  return cache.counts;
}

/** Seed 000 §3: escaped quotes and ampersand entities in answer text are cleaned. */
export function cleanAnswerText(text: string): string {
  return text
    .replace(/\\"/g, '"')
    .replace(/\\'/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
}

export async function popularAnswers(
  engine: AnswerEngine,
  signals: ReturnType<typeof signalsRepository>,
  options: {
    customerType: CustomerType;
    serviceKey?: ServiceKey;
    query?: string;
    navigationTree?: string;
    lineOfService?: LineOfService;
    rootNavigation: string;
  },
): Promise<PopularAnswersResponse> {
  const navigationTree =
    options.navigationTree ??
    (options.serviceKey ? SERVICE_DETAILS[options.serviceKey].navigationTree[0] : undefined) ??
    options.rootNavigation;
  const scope = { customerType: options.customerType, navigationTree, lineOfService: options.lineOfService };
  const articles = options.query
    ? engine
        .retrieve({ ...scope, question: options.query, limit: POPULAR_ANSWERS_RETURNED })
        .hits.map((h) => h.article)
    : engine.popular({ ...scope, popularity: await popularity(signals), limit: POPULAR_ANSWERS_RETURNED });
  const popularAnswers: CommonQuestion[] = articles.map((a) => {
    const question = a.questions[0] ?? a.title;
    return {
      id: questionId(question),
      question,
      answer: cleanAnswerText(a.answer),
      articleId: a.id,
      citations: [{ title: a.title, url: articleUrl(a) }],
    };
  });
  return { popularAnswers, customerType: options.customerType, navigationTree };
}
