import { z } from 'zod';
import {
  CustomerTypeSchema,
  DataSourceSchema,
  IntentSchema,
  LineOfServiceSchema,
  ServiceKeySchema,
} from './services.ts';

// Seed 001 §2: the topic pages /support/internet/, /support/wireless/ and their /support/smallbusiness/
// versions list their service's articles. Ours: the knowledge-base articles of one line of service.

export const SERVICE_ARTICLES_PATH = '/msapi/kb/v1/service-articles';
export const serviceArticlesUrl = (lineOfService: string, customerType: string) =>
  `${SERVICE_ARTICLES_PATH}?${new URLSearchParams({ lineOfService, customerType })}`;

export const ServiceArticlesQuerySchema = z.object({
  /** A line of service (`internet`, `wireless`, …); anything else is 400 SPTSEARCH-100. */
  lineOfService: LineOfServiceSchema,
  /** Whose articles: consumer (default) or smb; anything else is 400 SPTSEARCH-100. */
  customerType: CustomerTypeSchema.default('consumer'),
});
export type ServiceArticlesQuery = z.infer<typeof ServiceArticlesQuerySchema>;

/** One article as a topic page lists it: enough to group it and link to it. */
export const ServiceArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The knowledge-base topic key (kb-topics.tsv), which a topic page groups by. */
  topic: z.string(),
  serviceKey: ServiceKeySchema,
  dataSource: DataSourceSchema,
  intent: IntentSchema,
  /** The article's address on this site. */
  url: z.string(),
});
export type ServiceArticle = z.infer<typeof ServiceArticleSchema>;

export const ServiceArticlesResponseSchema = z.object({
  lineOfService: LineOfServiceSchema,
  customerType: CustomerTypeSchema,
  /** In id order (knowledge-base order): help-centre and assistant answers, then community ones (KM9…). */
  articles: z.array(ServiceArticleSchema),
});
export type ServiceArticlesResponse = z.infer<typeof ServiceArticlesResponseSchema>;
