import type { CustomerType } from '@support/contracts';
import { LINK, Text } from '@support/ui';
import type { ReactNode } from 'react';
import { PageAnalytics } from '../analytics/page-analytics.tsx';

/** The report names of the support pages' views (the `pageName` of their link clicks). */
export const SUPPORT_ANALYTICS_PAGES = {
  landing: 'support:landing',
  topic: 'support:topic',
  outages: 'support:outages',
  deviceSelector: 'device-support:selector',
  deviceMake: 'device-support:make',
  deviceModel: 'device-support:model',
} as const;
export type SupportAnalyticsPage = (typeof SUPPORT_ANALYTICS_PAGES)[keyof typeof SUPPORT_ANALYTICS_PAGES];

/**
 * The support pages' link-click reports (seed 001 §7: Link_Click, linkClick, destination, name,
 * position Body or Body_Breadcrumb) from the analytics module's delegated listener: blocks that
 * report themselves (the Link block, Text with `linkAnalyticsObj`, see BodyLinks) and plain links
 * marked `data-link-position` (the breadcrumbs). No page-load event: the module's is the
 * contact-us page's (flow codes ESUP/ContactUS). Place it as a direct child of the page's element.
 */
export function SupportPageAnalytics({
  pageName,
  path,
  customerType,
  service = '',
}: {
  pageName: SupportAnalyticsPage;
  /** The page's address without its query. */
  path: string;
  customerType: CustomerType;
  /** The page's service (`internet`, `wireless`), '' for none. */
  service?: string;
}) {
  return (
    <PageAnalytics
      page={{ pageName, path, userType: customerType, service, locale: 'en-us' }}
      pageLoad={false}
    />
  );
}

/** The position of links in the page body (seed 001 §7 default). */
const BODY = { linkPosition: LINK.ANALYTICS_DEFAULT_POSITION } as const;

/**
 * Links in the page body that report their clicks (position Body): the Text block's
 * `linkAnalyticsObj` around them, one small island for the whole group (ADR 008). Do not nest
 * another reporting block (TopSolutions, the Link block) inside: its click would count twice.
 */
export function BodyLinks({ children }: { children: ReactNode }) {
  return <Text configs={{ wrapper: 'div', margin: '0' }} linkAnalyticsObj={BODY} text={children} />;
}
