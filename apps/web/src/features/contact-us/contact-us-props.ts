import {
  type Allocation,
  type ContactUsComponents,
  type ContactUsFeed,
  type ContactUsLocale,
  type ContactUsSeoRecord,
  type ContactUsServiceInfoEntry,
  type CustomerType,
  findContactUsService,
  genAIServiceAlias,
  type HandOff,
  seoRecordFor,
} from '@support/contracts';
import type { ContactUsPath } from './contact-us-paths.ts';
import type { ContactUsQuery } from './contact-us-query.ts';

/** Seed 001 §3 "Page props": navigationTree when the page is not a service's. */
export const DEFAULT_NAVIGATION_TREE = 'Support>All';

/**
 * Seed 001 §8: "a content failure when the service is atttv switches to the directvnow content".
 * Our feed is one per audience, so a service's content is its panels in that feed (by cms
 * context); a context the feed has nothing for reads the one named here instead.
 */
export const CMS_CONTEXT_FALLBACKS: Readonly<Record<string, string>> = { atttv: 'directvnow' };

/**
 * What the contact-us page renders from: seed 001 §3's page props, plus four of ours marked below.
 * Nothing here is secret: the whole object may reach the browser (orcAuth is not in it).
 */
export interface ContactUsPageProps {
  userType: CustomerType;
  /** The service page shown (the entry's contcatUsService), or "" on the landing page. */
  service: string;
  /** The `service` parameter as given, or "". */
  serviceOriginal: string;
  /** The address served, without query. */
  pathName: string;
  /** Always false on a rendered page: a redirect never renders (kept for the seed's shape). */
  redirect: boolean;
  /** Where the page redirected to; "" on a rendered page. */
  redirectValue: string;
  /** The service's trail (`Support>Wireless`), else DEFAULT_NAVIGATION_TREE. */
  navigationTree: string;
  /** The feed's panels (cms-feed.components), or null when the feed failed. */
  cmsApiData: ContactUsComponents | null;
  /** The page's SEO record (its service's, else the feed's default), or null. */
  seoData: ContactUsSeoRecord | null;
  /** The idp-web-support allocations, or null when the flags failed. */
  ixpSupportFeatureFlagData: Allocation[] | null;
  /** The recommendation service's URL the browser calls ("suggested for you"). */
  tdiceApi: string;
  /** The recommendation page id of the service (its tDicePageId), or "" on the landing page. */
  tdiceId: string;
  /** The recommendation's transaction id: "" until the browser's recommendation call answers. */
  transactionId: string;
  GenAIWidgetServiceAlias: string;
  /** Ours: the page's language (es-us under /es-us/). */
  locale: ContactUsLocale;
  /** Ours: the `topic` and `envVar` parameters, "" when absent. */
  topic: string;
  envVar: string;
  /** Ours: which panels of the feed are this service's (CMS_CONTEXT_FALLBACKS applied), or "". */
  cmsContext: string;
  /** Ours: seed 001 §4, signed in (checked only with a sign-in cookie). */
  authenticated: boolean;
  /** Ours: what the visitor asked the answer widget before coming here, or null. */
  handOff: HandOff | null;
}

export interface ContactUsPropsInput {
  path: ContactUsPath;
  query: ContactUsQuery;
  feed: ContactUsFeed | undefined;
  allocations: Allocation[] | undefined;
  authenticated: boolean;
  tdiceApi: string;
  services?: readonly ContactUsServiceInfoEntry[];
}

/** Whether the feed holds anything of a cms context (its title, phone panels or SEO record). */
function feedHasContext(feed: ContactUsFeed, context: string): boolean {
  const c = feed.components;
  return (
    c.titleDescription.some((t) => t.serviceName === context) ||
    c.customerServicePanel.some((p) => p.serviceName === context) ||
    c.otherContactOptionsPanel.some((p) => p.serviceName === context) ||
    feed.pageProperties.seo.some((r) => r.serviceName === context)
  );
}

/** The cms context whose panels a service page shows (CMS_CONTEXT_FALLBACKS when the feed has none). */
export function cmsContextFor(entry: ContactUsServiceInfoEntry | undefined, feed: ContactUsFeed | undefined) {
  if (!entry) return '';
  const own = entry.contcatUsCmsContext;
  const fallback = CMS_CONTEXT_FALLBACKS[own];
  if (feed && fallback !== undefined && !feedHasContext(feed, own) && feedHasContext(feed, fallback))
    return fallback;
  return own;
}

/** Seed 001 §3: the page props of a request that renders (redirects were decided before). */
export function contactUsPageProps(input: ContactUsPropsInput): ContactUsPageProps {
  const { path, query, feed } = input;
  const userType = path.family.userType;
  const entry = findContactUsService(query.service, userType, input.services);
  const cmsContext = cmsContextFor(entry, feed);
  return {
    userType,
    service: entry?.contcatUsService ?? '',
    serviceOriginal: query.service ?? '',
    pathName: path.pathName,
    redirect: false,
    redirectValue: '',
    navigationTree: entry?.navigationTree ?? DEFAULT_NAVIGATION_TREE,
    cmsApiData: feed?.components ?? null,
    seoData: (feed && seoRecordFor(feed, cmsContext || undefined)) ?? null,
    ixpSupportFeatureFlagData: input.allocations ?? null,
    tdiceApi: input.tdiceApi,
    tdiceId: entry?.tDicePageId ?? '',
    transactionId: '',
    GenAIWidgetServiceAlias: genAIServiceAlias(entry, userType),
    locale: path.family.locale,
    topic: query.topic ?? '',
    envVar: query.envVar ?? '',
    cmsContext,
    authenticated: input.authenticated,
    handOff: query.handOff ?? null,
  };
}
