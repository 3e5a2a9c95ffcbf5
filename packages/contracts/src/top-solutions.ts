import { z } from 'zod';
import { CustomerTypeSchema } from './services.ts';

// Seed 001 §7 ("defined with no usage shown"): /kmservices/v2/topsolutions?tags={value}&app-id=idpui,
// the knowledge-management service's top solutions for a tag. §9 lists six default top solutions
// under "I want to..."; the panel (contact-us feed topSolutions) keeps them, this answers the live list.

export const TOP_SOLUTIONS_PATH = '/kmservices/v2/topsolutions';
export const topSolutionsUrl = (tags: string, appId = 'idpui') =>
  `${TOP_SOLUTIONS_PATH}?tags=${encodeURIComponent(tags)}&app-id=${encodeURIComponent(appId)}`;
/** Seed 001 §9: the default panel has six links; the live list is as long. */
export const TOP_SOLUTIONS_LIMIT = 6;

export const TopSolutionsQuerySchema = z.object({
  /**
   * A service key (`wireless`, `smb-u-verse-tv`, `prepaid`…) or a line of service (`internet`,
   * `tv`, `homephone`…). A service key wins when a value is both (wireless, prepaid). Anything else
   * is 400 SPTSEARCH-100.
   */
  tags: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z-]{1,64}$/, 'must be a service key or a line of service'),
  'app-id': z.string().trim().min(1, 'is required').max(64),
  /** For a line-of-service tag: whose articles (consumer by default). A service key carries its own. */
  customerType: z.string().trim().min(1).max(32).optional(),
});
export type TopSolutionsQuery = z.infer<typeof TopSolutionsQuerySchema>;

export const TopSolutionSchema = z.object({
  /** Knowledge-base article id. */
  id: z.string(),
  title: z.string(),
  /** The article's address on this site (the panel's articleLinks[].link). */
  link: z.string(),
});
export const TopSolutionsResponseSchema = z.object({
  tags: z.string(),
  /** What the tag was read as. */
  tagType: z.enum(['serviceKey', 'lineOfService']),
  customerType: CustomerTypeSchema,
  /** Most used first (signals over the last 30 days), then knowledge-base order. */
  articleLinks: z.array(TopSolutionSchema).max(TOP_SOLUTIONS_LIMIT),
});
export type TopSolutionsResponse = z.infer<typeof TopSolutionsResponseSchema>;
