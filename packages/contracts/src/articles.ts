import { z } from 'zod';
import {
  CustomerTypeSchema,
  DataSourceSchema,
  IntentSchema,
  LineOfServiceSchema,
  ServiceKeySchema,
} from './services.ts';

export const ArticleLinkSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type ArticleLink = z.infer<typeof ArticleLinkSchema>;

/** One knowledge-base article as the site renders it. */
export const ArticleViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  serviceKey: ServiceKeySchema,
  customerType: CustomerTypeSchema,
  lineOfService: LineOfServiceSchema,
  dataSource: DataSourceSchema,
  intent: IntentSchema,
  questions: z.array(z.string()),
  answer: z.string(),
  /** Markdown. */
  body: z.string(),
  /**
   * The body as HTML, sanitised on the server with the allowlist of @support/safe-html (markdown →
   * marked → sanitiser): the only HTML of an article a page may render.
   */
  html: z.string(),
  /** Plain text of the numbered steps, in order. */
  steps: z.array(z.string()),
  related: z.array(ArticleLinkSchema),
  updated: z.string(),
  url: z.string(),
});
export type ArticleView = z.infer<typeof ArticleViewSchema>;

export const ArticleParamsSchema = z.object({
  articleId: z.string().regex(/^KM\d{7}$/, 'must be KM followed by 7 digits'),
});
