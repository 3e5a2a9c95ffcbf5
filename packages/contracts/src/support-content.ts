import { z } from 'zod';
import type { CustomerType } from './services.ts';

// The words of the support topic pages (seed 001 §7 lists
// `/msapi/idp-content-orchestration/v1/idpcms/support/{service}/index` with no shape; this shape is
// ours, taken from what the topic pages show). One page per service; a business page is its own
// service (`smallbusiness-internet`), so every page is one path with no query to cache on.
// `support/common` is not served: the labels all topic pages share ("Browse by topic", "Popular
// tasks") belong to the page template, not to one page's content.

const BASE = '/msapi/idp-content-orchestration/v1/idpcms/support';

/** The services with a support topic page: consumer ones by name, business ones `smallbusiness-<name>`. */
export const SUPPORT_CONTENT_SERVICES = [
  'internet',
  'wireless',
  'smallbusiness-internet',
  'smallbusiness-wireless',
] as const;
export const SupportContentServiceSchema = z.enum(SUPPORT_CONTENT_SERVICES);
export type SupportContentService = z.infer<typeof SupportContentServiceSchema>;
/** The topics a topic page covers, each with a consumer and a business page. */
export type SupportTopicService = 'internet' | 'wireless';

/** The route the API registers (Fastify form). */
export const SUPPORT_CONTENT_ROUTE = `${BASE}/:service/index`;
/** The address of one page's content. */
export const supportContentUrl = (service: SupportContentService) => `${BASE}/${service}/index`;
/** The page of a topic for an audience: `('smb', 'internet')` → `smallbusiness-internet`. */
export const supportContentService = (
  customerType: CustomerType,
  topic: SupportTopicService,
): SupportContentService => (customerType === 'smb' ? `smallbusiness-${topic}` : topic);
/** The content_feeds key of each page (stored from content/cms/support-<service>.en-us.json). */
export const supportContentFeedKey = (service: SupportContentService) => `idpcms/support/${service}/index`;
/** The topic pages are English only. */
export const SUPPORT_CONTENT_LOCALE = 'en-us';

/**
 * The `service` path segment: letters, digits and hyphens, any case (matched lower-cased). A
 * malformed one is 400 SPTSEARCH-100; a well-formed one with no page is 404 NOT_FOUND.
 */
export const SupportContentParamsSchema = z.object({
  service: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'must be 1-40 letters, digits or hyphens')
    .transform((s) => s.toLowerCase()),
});

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A link on a support page: a path on this site only (`/support/article/…`). Protocol-relative
 * (`//host`) and backslash forms (`/\host`, which browsers read as `//host`) are refused, as are
 * spaces, so an edit in the content store cannot send a visitor elsewhere.
 */
export const SupportSitePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path on this site (/…)');

/** A topic key of the page's topic table (`wi-fi-gateway`). */
const topicKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
  .max(40);

export const SupportPopularTaskSchema = z.strictObject({ title: text(120), href: SupportSitePathSchema });
export const SupportTopicHeadingSchema = z.strictObject({ topic: topicKey, heading: text(80) });

/** One topic page's words: its heading, intro and search label, its popular tasks and topic headings. */
export const SupportPageContentSchema = z.strictObject({
  page: z.strictObject({ heading: text(80), intro: text(400), searchLabel: text(80) }),
  popularTasks: z.array(SupportPopularTaskSchema).min(1).max(8),
  /** Headings by topic key; a topic of the page not listed keeps the page's own heading. */
  topicHeadings: z
    .array(SupportTopicHeadingSchema)
    .max(20)
    .refine((list) => new Set(list.map((t) => t.topic)).size === list.length, 'lists a topic twice'),
});
export type SupportPageContent = z.infer<typeof SupportPageContentSchema>;

export const SupportContentResponseSchema = z.strictObject({
  service: SupportContentServiceSchema,
  content: SupportPageContentSchema,
});
export type SupportContentResponse = z.infer<typeof SupportContentResponseSchema>;

/** A content/cms/support-<service>.en-us.json file. */
export const SupportContentFileSchema = z.strictObject({
  feedKey: z.string(),
  locale: z.literal(SUPPORT_CONTENT_LOCALE),
  payload: SupportPageContentSchema,
});
