import { z } from 'zod';

/** Seed 000 §7 call 6. */
export const ALLOCATIONS_PATH = '/msapi/ixp-allocation-manager-service/v1/allocations';

/** Seed 000 §7 call 6 keys, each with the experiment flag of seed 000 §3 it drives. */
export const ALLOCATION_FLAGS = {
  'svc-search-ixp-smart-answer': 'enableWidget',
  'svc-search-ixp-genai-pageload': 'enableAPICallOnPageLoad',
  'svc-search-ixp-show-gen-ai': 'enableGenAIButton',
  'svc-search-ixp-billing-intent': 'enableBillingIntent',
  'svc-search-ixp-answer-spectra': 'enableSpectraAPI',
  'svc-search-ixp-enable-personalization': 'enablePersonalization',
  'svc-search-ixp-related-questions': 'enableRelatedQuestions',
  'svc-search-ixp-ask-followup': 'enableFollowUp',
  'svc-search-ixp-forums-best-answer': 'enableForums',
} as const;
export type AllocationKey = keyof typeof ALLOCATION_FLAGS;
export type ExperimentFlag = (typeof ALLOCATION_FLAGS)[AllocationKey];
export type ExperimentFlags = Record<ExperimentFlag, boolean>;
export const ALLOCATION_KEYS = Object.keys(ALLOCATION_FLAGS) as AllocationKey[];

const team = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, 'must be lower-case letters, digits and hyphens');

/** `teams=search` or a comma list `teams=search,billing`. */
export const AllocationsQuerySchema = z.object({
  teams: z
    .string()
    .max(400)
    .transform((v) => v.split(',').filter((t) => t.trim() !== ''))
    .pipe(z.array(team).min(1, 'must name at least one team').max(10)),
});

/** Seed 001 §3: a flag's value may be a list (the pages a feature is on for: `["contactUs"]`). */
export const AllocationListSchema = z.array(z.string().trim().min(1).max(100)).max(50);
/**
 * Seed 000 says true or the string "true"; other JSON scalars pass through (and read as off in
 * experimentFlags). Seed 001's flags are lists of short names.
 */
export const AllocationValueSchema = z.union([
  z.boolean(),
  z.string().max(200),
  z.number(),
  z.null(),
  AllocationListSchema,
]);
export const AllocationSchema = z.object({
  key: z.string(),
  team: z.string(),
  value: AllocationValueSchema,
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const AllocationsResponseSchema = z.object({ allocations: z.array(AllocationSchema) });
export type AllocationsResponse = z.infer<typeof AllocationsResponseSchema>;

/**
 * The widget's nine flags from allocations. A flag is on only for the boolean true or the exact
 * string "true" (seed 000 §7 call 6); "TRUE", 1, "yes", a list, anything else or a missing key is off, so
 * a typo in the console turns a feature off rather than on.
 */
export function experimentFlags(allocations: readonly { key: string; value?: unknown }[]): ExperimentFlags {
  const on = new Set(allocations.filter((a) => a.value === true || a.value === 'true').map((a) => a.key));
  return Object.fromEntries(
    Object.entries(ALLOCATION_FLAGS).map(([key, flag]) => [flag, on.has(key)]),
  ) as ExperimentFlags;
}

/**
 * Page names of the support pages in `cfg-ixp-support-genai-search`'s value list (seed 001 §4:
 * the AI widget replaces the support search widget where the list names the page; ours, beside
 * CONTACT_US_PAGE). `supportLanding`: /support and /support/smallbusiness; `supportTopic`: the
 * internet and wireless topic pages; `deviceSupport`: the device selector pages (both variants).
 */
export const SUPPORT_FLAG_PAGES = {
  supportLanding: 'supportLanding',
  supportTopic: 'supportTopic',
  deviceSupport: 'deviceSupport',
} as const;
export type SupportFlagPage = (typeof SUPPORT_FLAG_PAGES)[keyof typeof SUPPORT_FLAG_PAGES];
