import { z } from 'zod';
import { CustomerTypeSchema } from './services.ts';

// Seed 001 §2 "Support search widget" and §5/§9: suggestions for the typed text, shown once it is
// more than 2 characters, at most maxSearchResults (5) of them, for consumer (default) or smb.

/** Our path for the widget's suggestions (the seed names the widget, not its service). */
export const SUPPORT_SEARCH_SUGGESTIONS_PATH = '/msapi/supportsearch/v1/suggestions';
/** Seed 001 §5: the search field takes at most 100 characters. */
export const SEARCH_FIELD_MAX_LENGTH = 100;
/** Seed 001 §5: suggestions appear once the typed text is more than 2 characters. */
export const SUGGESTIONS_MIN_CHARS = 3;
/** Seed 001 §9: search widget config maxSearchResults. */
export const MAX_SEARCH_RESULTS = 5;

export const SupportSearchSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_FIELD_MAX_LENGTH, `must be at most ${SEARCH_FIELD_MAX_LENGTH} characters`),
  /** consumer (default) or smb; another value is 400 SPTSEARCH-101, as on the answer routes. */
  customerType: z.string().trim().min(1).max(32).optional(),
});
export type SupportSearchSuggestionsQuery = z.infer<typeof SupportSearchSuggestionsQuerySchema>;

export const SupportSearchSuggestionSchema = z.object({ title: z.string(), url: z.string() });
export type SupportSearchSuggestion = z.infer<typeof SupportSearchSuggestionSchema>;

export const SupportSearchSuggestionsResponseSchema = z.object({
  /** The text as received, trimmed. */
  query: z.string(),
  customerType: CustomerTypeSchema,
  /** Best first; empty for text of 2 characters or fewer. */
  suggestions: z.array(SupportSearchSuggestionSchema).max(MAX_SEARCH_RESULTS),
});
export type SupportSearchSuggestionsResponse = z.infer<typeof SupportSearchSuggestionsResponseSchema>;

/** Seed 001 §2: what the widget announces to assistive technology. */
export const suggestionsAnnouncement = (n: number) =>
  `${n} suggestions found, use tab to navigate the options`;

/** Seed 001 §2: the field's placeholder when the content gives none. */
export const SUPPORT_SEARCH_DEFAULT_PLACEHOLDER = 'Search AT&T support';
/** Seed 001 §4/§9: after the widget's script loads, the page looks for the field every 100 ms... */
export const SEARCH_FIELD_POLL_INTERVAL_MS = 100;
/** ...and stops looking after 20,000 ms. */
export const SEARCH_FIELD_POLL_TIMEOUT_MS = 20_000;

/**
 * Seed 001 §9 "Search widget config": maxSearchResults 5, business type consumer by default.
 * Every key is optional (a missing one takes its default); a value out of range fails the parse,
 * and the caller keeps the defaults and logs it (seed 001 §8: a config failure is only logged).
 */
export const SupportSearchConfigSchema = z.object({
  maxSearchResults: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(MAX_SEARCH_RESULTS),
  businessType: CustomerTypeSchema.default('consumer'),
});
export type SupportSearchConfig = z.infer<typeof SupportSearchConfigSchema>;
export const SUPPORT_SEARCH_CONFIG_DEFAULTS: SupportSearchConfig = {
  maxSearchResults: MAX_SEARCH_RESULTS,
  businessType: 'consumer',
};
