import { findContactUsService } from '@support/contracts';
import type { AnalyticsPage } from '../analytics/analytics-signals.ts';
import { PageAnalytics } from '../analytics/page-analytics.tsx';
import type { ContactUsPageProps } from './contact-us-props.ts';

/** The contact-us page view as the reports name it: `contact-us:landing` or `contact-us:{service}`. */
export function contactUsAnalyticsPage(props: ContactUsPageProps): AnalyticsPage {
  const entry = props.service ? findContactUsService(props.service, props.userType) : undefined;
  return {
    pageName: `contact-us:${entry ? entry.contcatUsService : 'landing'}`,
    path: props.pathName,
    userType: props.userType,
    service: entry?.contcatUsService ?? '',
    locale: props.locale,
  };
}

/**
 * The contact-us page's reports (seed 001 §7): its page load (flow codes ESUP and ContactUS; the
 * landing's with the wirelessDevice cookie), the breadcrumb impression and every link click.
 * Place it as a direct child of the page's element: it listens there.
 */
export function ContactUsAnalytics({
  props,
  breadcrumbs,
}: {
  props: ContactUsPageProps;
  breadcrumbs: number;
}) {
  const page = contactUsAnalyticsPage(props);
  return <PageAnalytics page={page} breadcrumbs={breadcrumbs} readWirelessDevice={page.service === ''} />;
}
