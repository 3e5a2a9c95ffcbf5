import {
  type Allocation,
  CONTACT_US_GENAI_APP_ID,
  type CustomerType,
  type SupportFlagPage,
} from '@support/contracts';
import { SupportSearchWidget } from '../support-search/support-search-widget.tsx';
import { AnswerWidgetSection } from '../widget/answer-widget-section.tsx';
import { showsAnswerWidgetOn } from './search-slot.ts';

/** Id of the support search widget's field on the support pages (its area is `support-search-area`). */
export const SUPPORT_SEARCH_ID = 'support-search';

export interface SupportSearchProps {
  /** The page's name in the `cfg-ixp-support-genai-search` list (SUPPORT_FLAG_PAGES). Required. */
  page: SupportFlagPage;
  /** consumer or smb: the articles suggested, the search page opened, the AI widget's audience. Required. */
  customerType: CustomerType;
  /** The page's address without its query: the AI widget's page name. Required. */
  path: string;
  /** The idp-web-support allocations; undefined when they did not load. Required. */
  allocations: readonly Allocation[] | undefined;
  /** Placeholder and accessible name of the search field. Default the widget's ("Search AT&T support"). */
  label?: string;
  /** The AI widget's service alias. Default the widget's own (seed 001 §9: wireless). */
  serviceKey?: string;
}

/**
 * The search slot of the support pages (seed 001 §2 "Support search widget", §4): the AI answer
 * widget where the flag's list names the page, else the support search widget with its config
 * defaults (seed 001 §9: 5 suggestions) for the page's audience.
 */
export function SupportSearch({
  page,
  customerType,
  path,
  allocations,
  label,
  serviceKey,
}: SupportSearchProps) {
  if (showsAnswerWidgetOn(page, allocations)) {
    return (
      <AnswerWidgetSection
        appId={CONTACT_US_GENAI_APP_ID}
        customerType={customerType}
        serviceKey={serviceKey}
        pageName={path}
      />
    );
  }
  return (
    <SupportSearchWidget
      id={SUPPORT_SEARCH_ID}
      customerType={customerType}
      texts={label ? { placeholder: label } : undefined}
    />
  );
}
