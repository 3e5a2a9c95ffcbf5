import {
  type ContactUsComponents,
  SUPPORT_SEARCH_CONFIG_DEFAULTS,
  SUPPORT_SEARCH_DEFAULT_PLACEHOLDER,
  type SupportSearchConfig,
  SupportSearchConfigSchema,
} from '@support/contracts';
import { presentText } from '../contact-us/present.ts';

/**
 * The words of the support search widget (seed 001 §2). Only what the browser script shows is
 * passed to it (`SupportSearchMessages`); the rest is rendered on the server.
 *
 * Seed 001 §2 names three message areas and §3 the content fields, not which field goes where.
 * Ours, each field used once and each area for one state of the suggestions (text over 2 characters):
 * - no results, with search hints (the answer has no suggestions):
 *   `dynSearchText1 “{text}” dynSearchText2` as its lead ("No matches for “xyz” — here are some
 *   ideas."), then `makeSureText` over the hints `checkSpellText`, `useSpecificText`, `genSearchText`;
 * - intermediate text (suggestions are listed): `differentText` under the list, for when none fits;
 * - no-match text (no answer could be had: the call failed or its answer was unreadable; seed 001
 *   §8 shows no error to the visitor): `differentSearchText`.
 * `searchTitle` heads the widget; `placeHolderText` (or the service's `placeholderText`) is the
 * field's placeholder and accessible name.
 */
export interface SupportSearchMessages {
  /** Accessible name of the suggestion list. */
  suggestionsLabel: string;
  /** No results: the lead is `${noResultsBefore} “${text}” ${noResultsAfter}`. */
  noResultsBefore: string;
  noResultsAfter: string;
  /** No results: the line over the hints. */
  hintsHeading: string;
  /** No results: the search hints, in order. */
  hints: string[];
  /** Under the listed suggestions. */
  intermediate: string;
  /** When no suggestions could be had. */
  noMatch: string;
}

export interface SupportSearchTexts extends SupportSearchMessages {
  /** Heading of the widget. Default none (the widget is then named by its placeholder). */
  title?: string;
  /** Placeholder and accessible name of the field. */
  placeholder: string;
  /** Text of the search button. */
  buttonText: string;
}

/**
 * Our words for pages without content (support landing, topic and device pages may pass their
 * own). The placeholder is the seed's (§2).
 */
export const SUPPORT_SEARCH_DEFAULT_TEXTS: SupportSearchTexts = {
  placeholder: SUPPORT_SEARCH_DEFAULT_PLACEHOLDER,
  buttonText: 'Search',
  suggestionsLabel: 'Suggestions',
  noResultsBefore: 'No suggestions for',
  noResultsAfter: '.',
  hintsHeading: 'You could:',
  hints: ['Check the spelling.', 'Try another word for the same thing.', 'Use fewer words.'],
  intermediate: 'Not listed? Press Search to see all results.',
  noMatch: 'No suggestions right now. Press Search to see all results.',
};

type FeedSearchWidget = ContactUsComponents['searchWidget'];

/**
 * The contact-us feed's search widget texts for a page (seed 001 §3 "Search widget content"):
 * the service's placeholder (by its content context), else the feed's, else the seed default;
 * every absent value (seed 001 §5) keeps our default.
 */
export function feedSearchTexts(
  widget: FeedSearchWidget | undefined,
  serviceName?: string,
): Partial<SupportSearchTexts> {
  if (!widget) return {};
  const own = serviceName ? widget.services.find((s) => s.serviceName === serviceName) : undefined;
  const hints = [widget.checkSpellText, widget.useSpecificText, widget.genSearchText].flatMap(
    (h) => presentText(h) ?? [],
  );
  const texts: Partial<SupportSearchTexts> = {
    title: presentText(widget.searchTitle),
    placeholder: presentText(own?.placeholderText) ?? presentText(widget.placeHolderText),
    noResultsBefore: presentText(widget.dynSearchText1),
    noResultsAfter: presentText(widget.dynSearchText2),
    hintsHeading: presentText(widget.makeSureText),
    hints: hints.length > 0 ? hints : undefined,
    intermediate: presentText(widget.differentText),
    noMatch: presentText(widget.differentSearchText),
  };
  return Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
}

/**
 * The widget's config (seed 001 §9: maxSearchResults 5, business type consumer). A config that
 * does not parse is logged (its issue paths only) and the defaults are used (seed 001 §8).
 */
export function resolveSupportSearchConfig(raw: unknown): SupportSearchConfig {
  if (raw === undefined) return SUPPORT_SEARCH_CONFIG_DEFAULTS;
  const parsed = SupportSearchConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('support search config could not be read; the defaults are used', {
    issues: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  });
  return SUPPORT_SEARCH_CONFIG_DEFAULTS;
}
