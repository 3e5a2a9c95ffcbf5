import { type CustomerType, MAX_QUESTION_LENGTH, MAX_RESULTS_PAGE } from '@support/contracts';
import { z } from 'zod';

/** What Next hands a page as its searchParams. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The search page's address, parsed at the edge: the question trimmed and cut to the length the
 * API takes (what is typed into the address bar is not validated by the form), and any page that
 * is not a whole number from 1 to MAX_RESULTS_PAGE read as page 1, so a hand-edited or stale
 * address still shows results instead of an error.
 */
export const SearchPageParamsSchema = z.object({
  q: z.preprocess(first, z.string().catch('')).transform((q) => q.trim().slice(0, MAX_QUESTION_LENGTH)),
  page: z.preprocess(
    first,
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_RESULTS_PAGE))
      .catch(1),
  ),
});
export type SearchPageParams = z.infer<typeof SearchPageParamsSchema>;

/**
 * The address parsed, and whether it asked for a page that cannot exist (not a whole number from 1
 * to MAX_RESULTS_PAGE): the results then say they show the first page instead.
 */
export function parseSearchParams(raw: RawSearchParams): SearchPageParams & { unknownPage: boolean } {
  const parsed = SearchPageParamsSchema.parse(raw);
  const asked = first(raw.page);
  return { ...parsed, unknownPage: asked !== undefined && asked !== '' && asked !== String(parsed.page) };
}

/** Seed 000 §1 names the two search pages: /search (consumer) and /search/smallBusiness. */
export const SEARCH_PAGE_PATH: Record<CustomerType, string> = {
  consumer: '/search',
  smb: '/search/smallBusiness',
};

/** The support home of each audience (seed 001 §2 routes). */
export const SUPPORT_HOME_PATH: Record<CustomerType, string> = {
  consumer: '/support',
  smb: '/support/smallbusiness',
};

/** Address of a search page for a question (page 1). */
export const searchHref = (customerType: CustomerType, q: string) =>
  `${SEARCH_PAGE_PATH[customerType]}?${new URLSearchParams({ q })}`;
