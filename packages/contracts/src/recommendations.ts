import { z } from 'zod';
import { CONTACT_US_SERVICES } from './contact-us-services.ts';
import { type CustomerType, CustomerTypeSchema, type ServiceKey, ServiceKeySchema } from './services.ts';

// Seed 001 §3 "Personalised article item" and §7 support-site call 5: "suggested for you" cards
// from a recommendation service keyed by page id (tDicePageId) and the visitor's id (a UUID
// cookie), answered as a list read by position: the first item is the transaction id, the ninth the
// articles. The seed leaves positions 2 to 8 unnamed; what we put there is listed below.

/** Our path for the seed's recommendation service (the seed names none; see SITE_HOSTS for hosts). */
export const RECOMMENDATIONS_PATH = '/msapi/tdice/v1/recommendations';
/** Seed 001 §7 call 5: the client gives up after 3 seconds and shows the static cards. */
export const RECOMMENDATIONS_TIMEOUT_MS = 3000;
/** The cookie holding the visitor's UUID (ours; the seed says only "the visitor's UUID cookie"). */
export const VISITOR_ID_COOKIE = 'tdiceId';
/** Seed 001 §4 card layout: the featured card plus positions 1 to 3. */
export const RECOMMENDED_ARTICLES = 4;

/** The positions of the answer, as the client reads them (seed 001 §7 call 5: first and ninth). */
export const RECOMMENDATION_POSITION = {
  transactionId: 0,
  pageId: 1,
  strategy: 2,
  customerType: 3,
  serviceKey: 4,
  generatedAt: 5,
  recentQuestionsUsed: 6,
  viewedArticlesSkipped: 7,
  articles: 8,
} as const;

/** The pages that ask for recommendations, with the service whose articles fill them. */
export const RECOMMENDATION_PAGES: Record<string, { customerType: CustomerType; serviceKey: ServiceKey }> = {
  ...Object.fromEntries(
    CONTACT_US_SERVICES.map((s) => [
      s.tDicePageId,
      { customerType: 'consumer' as const, serviceKey: s.GenAIWidgetServiceAlias },
    ]),
  ),
  'contactus-landing': { customerType: 'consumer', serviceKey: 'contact-us' },
  'contactus-smb-landing': { customerType: 'smb', serviceKey: 'smb-contact-us' },
  'contactus-smb-prepaid': { customerType: 'smb', serviceKey: 'smb-wireless' },
  'support-landing': { customerType: 'consumer', serviceKey: 'support' },
  'support-smb-landing': { customerType: 'smb', serviceKey: 'smb-support' },
};

const uuid = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');

export const RecommendationsQuerySchema = z.object({
  /** The page's tDicePageId (a key of RECOMMENDATION_PAGES; another one is 400 SPTSEARCH-101). */
  pageId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/i, 'must be 1-64 letters, digits or hyphens'),
  /** The visitor's UUID; when absent the VISITOR_ID_COOKIE cookie is read. Neither: popular articles. */
  tdiceId: uuid.optional(),
});
export type RecommendationsQuery = z.infer<typeof RecommendationsQuerySchema>;
export const VisitorIdSchema = uuid;

/** Seed 001 §3, one card's worth. Field meanings are ours where the seed gives only names. */
export const RecommendedArticleSchema = z.object({
  /** The card's title: the article's title. */
  name: z.string(),
  /** The card's description: the article's short answer (the card cuts it, seed 001 §5). */
  displayDescription: z.string(),
  /** The knowledge-base article id (KM + 7 digits). */
  externalContentId: z.string(),
  /** The article's address on this site: what the card's "Read more" opens. */
  contentId: z.string(),
  /** The slot on the page: `<pageId>-<1-based position>`. */
  inventorySpaceId: z.string(),
  /** Why it is suggested, fit to show as the card's eyebrow or under it. */
  message: z.string(),
  /** The article's service key. */
  tagName: ServiceKeySchema,
});
export type RecommendedArticle = z.infer<typeof RecommendedArticleSchema>;

export const RECOMMENDATION_STRATEGIES = ['recent-activity', 'popular'] as const;
export const RecommendationStrategySchema = z.enum(RECOMMENDATION_STRATEGIES);

/** The answer: a list read by position (RECOMMENDATION_POSITION). */
export const RecommendationsResponseSchema = z.tuple([
  /** 0: the transaction id (a UUID per answer, for the page's analytics). */
  z.string(),
  /** 1: the page id asked for. */
  z.string(),
  /** 2: `recent-activity` when the visitor's own questions picked any article, else `popular`. */
  RecommendationStrategySchema,
  /** 3, 4: the page's audience and service. */
  CustomerTypeSchema,
  ServiceKeySchema,
  /** 5: when the list was made (ISO 8601). */
  z.string(),
  /** 6: how many of the visitor's recent questions were used; 7: how many viewed articles were left out. */
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  /** 8: the articles, best first, at most RECOMMENDED_ARTICLES. */
  z.array(RecommendedArticleSchema).max(RECOMMENDED_ARTICLES),
]);
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** What the page reads from an answer (seed 001 §7 call 5), or undefined when it is not one. */
export function readRecommendations(
  response: unknown,
): { transactionId: string; articles: RecommendedArticle[] } | undefined {
  const parsed = RecommendationsResponseSchema.safeParse(response);
  if (!parsed.success) return undefined;
  return {
    transactionId: parsed.data[RECOMMENDATION_POSITION.transactionId],
    articles: parsed.data[RECOMMENDATION_POSITION.articles],
  };
}
