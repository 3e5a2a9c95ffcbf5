import type { Signal, SignalPayload } from '@support/contracts';

// Seed 001 §7 "Analytics": the page's reports, as signals of the signals endpoint (seed 000 §7
// call 10). The seed does not say how they travel; ours go to one collection of this site's API.
// A plain module (no React, no zod): the browser gets only the builders below.

export const ANALYTICS = {
  /** The signals collection the site's page reports are stored in (ours). */
  COLLECTION: 'site-analytics',
  /** Seed 001 §9: the support pages are the idpSupport app. */
  APP_ID: 'idpSupport',
  /** Seed 001 §7: "Link clicks send event code Link_Click, action linkClick". */
  LINK_CLICK: { eventCode: 'Link_Click', eventAction: 'linkClick' },
  /** Seed 001 §7: default link position, and the breadcrumbs' one. */
  POSITION_BODY: 'Body',
  POSITION_BREADCRUMB: 'Body_Breadcrumb',
  /** Seed 001 §7: the breadcrumb impression (content system SCMS, component BREADCRUMBS). */
  IMPRESSION: {
    eventCode: 'Component_Impression',
    eventAction: 'impression',
    contentSystem: 'SCMS',
    componentName: 'BREADCRUMBS',
  },
  /** Seed 001 §7: the contact-us page's page-load event and its page flow codes. */
  PAGE_LOAD: { eventCode: 'Page_Load', eventAction: 'pageLoad', flowCode: 'ESUP', subFlowCode: 'ContactUS' },
  /** Seed 001 §7: the cookie read for the landing report. */
  WIRELESS_DEVICE_COOKIE: 'wirelessDevice',
  /** What the landing report records when the cookie holds something that is not a device name. */
  WIRELESS_DEVICE_WITHHELD: 'withheld',
  /** At most this many extra fields of a block's click report are kept, each value cut to TEXT_MAX. */
  MAX_EXTRA_FIELDS: 10,
  TEXT_MAX: 500,
} as const;

/** The page a report is about. Nothing here comes from what the visitor typed. */
export interface AnalyticsPage {
  /** Our name of the page view, e.g. `contact-us:landing` or `contact-us:prepaid`. */
  pageName: string;
  /** The address without its query (a query may hold a credential or a question). */
  path: string;
  userType: string;
  /** The service page shown, "" on a landing page. */
  service: string;
  locale: string;
}

/** One report, as the sender posts it (an idempotency key is added when it is sent). */
export type AnalyticsSignal = Omit<Signal, 'idempotencyKey' | 'payload'> & { payload: SignalPayload };

/** What a link click reports (seed 001 §7); `extra` holds a block's additional analytics data. */
export interface LinkClick {
  linkName: string;
  linkDestinationUrl: string;
  linkPosition?: string;
  extra?: Readonly<Record<string, unknown>>;
}

const cut = (value: string) => value.trim().slice(0, ANALYTICS.TEXT_MAX);
/** Fields of the report a block's extras may not replace. */
const OWN_FIELDS = new Set([
  'eventCode',
  'eventAction',
  'linkName',
  'linkDestinationUrl',
  'linkPosition',
  'pageName',
  'path',
  'userType',
  'service',
  'locale',
]);
const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

/** A query parameter that must never be recorded, in any case (ADR 007's credential). */
const SECRET_PARAM = /^orcauth$/i;

/**
 * A destination as recorded: the href as written, less any orcAuth parameter (the page's links
 * never carry one; a report must not record it if one did).
 */
export function recordedUrl(href: string): string {
  const query = href.indexOf('?');
  if (query < 0) return cut(href);
  const hash = href.indexOf('#', query);
  const base = href.slice(0, query);
  const search = href.slice(query + 1, hash < 0 ? undefined : hash);
  const kept = search
    .split('&')
    .filter((pair) => pair !== '' && !SECRET_PARAM.test(pair.split('=')[0] ?? ''));
  return cut(`${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash < 0 ? '' : href.slice(hash)}`);
}

function pageFields(page: AnalyticsPage) {
  return {
    pageName: page.pageName,
    path: page.path,
    userType: page.userType,
    service: page.service,
    locale: page.locale,
  };
}

/** Seed 001 §7: Link_Click / linkClick with the link's destination, name and position (default Body). */
export function linkClickSignal(page: AnalyticsPage, click: LinkClick): AnalyticsSignal {
  const extras = Object.entries(click.extra ?? {})
    .filter(([key, value]) => EXTRA_KEY.test(key) && !OWN_FIELDS.has(key) && typeof value === 'string')
    .slice(0, ANALYTICS.MAX_EXTRA_FIELDS)
    .map(([key, value]) => [key, cut(value as string)]);
  return {
    type: ANALYTICS.LINK_CLICK.eventCode,
    name: ANALYTICS.LINK_CLICK.eventAction,
    'app-id': ANALYTICS.APP_ID,
    payload: {
      ...Object.fromEntries(extras),
      eventCode: ANALYTICS.LINK_CLICK.eventCode,
      eventAction: ANALYTICS.LINK_CLICK.eventAction,
      linkName: cut(click.linkName),
      linkDestinationUrl: recordedUrl(click.linkDestinationUrl),
      linkPosition: cut(click.linkPosition || ANALYTICS.POSITION_BODY),
      ...pageFields(page),
    },
  };
}

/** Seed 001 §7: the breadcrumb impression (SCMS, BREADCRUMBS), with the trail's length. */
export function breadcrumbImpressionSignal(page: AnalyticsPage, trailLength: number): AnalyticsSignal {
  return {
    type: ANALYTICS.IMPRESSION.eventCode,
    name: ANALYTICS.IMPRESSION.eventAction,
    'app-id': ANALYTICS.APP_ID,
    payload: {
      eventCode: ANALYTICS.IMPRESSION.eventCode,
      eventAction: ANALYTICS.IMPRESSION.eventAction,
      contentSystem: ANALYTICS.IMPRESSION.contentSystem,
      componentName: ANALYTICS.IMPRESSION.componentName,
      count_i: trailLength,
      ...pageFields(page),
    },
  };
}

/**
 * Seed 001 §7: the contact-us page load, with the page flow codes ESUP and ContactUS. The landing
 * report also carries the wirelessDevice cookie as `wirelessDevice` (see wirelessDeviceOf): pass
 * `undefined` for a page that does not read it, `null` for a visitor without the cookie.
 */
export function pageLoadSignal(page: AnalyticsPage, wirelessDevice?: string | null): AnalyticsSignal {
  return {
    type: ANALYTICS.PAGE_LOAD.eventCode,
    name: ANALYTICS.PAGE_LOAD.eventAction,
    'app-id': ANALYTICS.APP_ID,
    payload: {
      eventCode: ANALYTICS.PAGE_LOAD.eventCode,
      eventAction: ANALYTICS.PAGE_LOAD.eventAction,
      pageFlowCode: ANALYTICS.PAGE_LOAD.flowCode,
      pageSubFlowCode: ANALYTICS.PAGE_LOAD.subFlowCode,
      ...pageFields(page),
      ...(wirelessDevice === undefined ? {} : { wirelessDevice }),
    },
  };
}

/**
 * A device name: letters, digits, spaces and . _ - + ( ), with at least one letter, in words of
 * at most 16 characters (a longer run is a token or an identifier, not a model name).
 */
const DEVICE_NAME = /^(?=.*[A-Za-z])(?!.*[^ ]{17})[A-Za-z0-9 ._+()-]{1,64}$/;
/**
 * Five digits in a row (separators between digits ignored) may be part of an IMEI, a phone or an
 * account number: never recorded.
 */
const hasDigitRun = (value: string) => /\d{5}/.test(value.replace(/(?<=\d)[ ._+()-]+(?=\d)/g, ''));

/**
 * What the landing report records of the wirelessDevice cookie (seed 001 §7): the device name it
 * holds (`iPhone 15`, `Galaxy S24`), `withheld` when it holds anything else (an identifier, an
 * encoded blob: it might identify a person), `null` without the cookie. Never logged.
 */
export function wirelessDeviceOf(cookie: string): string | null {
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (name !== ANALYTICS.WIRELESS_DEVICE_COOKIE) continue;
    let value = eq < 0 ? '' : pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return ANALYTICS.WIRELESS_DEVICE_WITHHELD;
    }
    value = value.replace(/^"(.*)"$/, '$1').trim();
    if (value === '') return null;
    return DEVICE_NAME.test(value) && !hasDigitRun(value) ? value : ANALYTICS.WIRELESS_DEVICE_WITHHELD;
  }
  return null;
}
