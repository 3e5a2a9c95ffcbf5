import {
  type Allocation,
  CONTACT_US_FLAGS,
  listFlagOn,
  SUPPORT_FLAG_PAGES,
  type SupportFlagPage,
} from '@support/contracts';

/**
 * The pages that show the AI answer widget when the flags could not be read: the default list of
 * content/flags/idp-web-support.json, so a flags outage leaves every page as it ships. On the
 * landing that is the AI widget: the page is built around asking a question ("Ask a question, or
 * pick a topic"), and the widget copes with its own failures (it fetches its text in the browser
 * when the server's preload fails). The topic and device pages keep the support search widget, a
 * plain GET form that works even without a script.
 */
export const ANSWER_WIDGET_PAGES_WITHOUT_FLAGS: readonly SupportFlagPage[] = [
  SUPPORT_FLAG_PAGES.supportLanding,
];

/**
 * Seed 001 §4: whether the page's search slot is the AI answer widget (the flag's value list
 * names the page) or the support search widget. `allocations` undefined: the flags did not load.
 */
export function showsAnswerWidgetOn(
  page: SupportFlagPage,
  allocations: readonly Allocation[] | undefined,
): boolean {
  if (allocations === undefined) return ANSWER_WIDGET_PAGES_WITHOUT_FLAGS.includes(page);
  return listFlagOn(allocations, CONTACT_US_FLAGS.genAiSearch, page);
}
