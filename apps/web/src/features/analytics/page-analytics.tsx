'use client';

import { useEffect, useRef } from 'react';
import { type AnalyticsSender, createAnalyticsSender } from './analytics-sender.ts';
import {
  ANALYTICS,
  type AnalyticsPage,
  breadcrumbImpressionSignal,
  type LinkClick,
  linkClickSignal,
  pageLoadSignal,
  wirelessDeviceOf,
} from './analytics-signals.ts';

/** The `ui:link-click` event the @support/ui blocks dispatch (LINK.ANALYTICS_EVENT). */
export const BLOCK_LINK_CLICK_EVENT = 'ui:link-click';
/**
 * A plain link (no Link block) opts into click reports with this attribute, its value the link
 * position (the Breadcrumbs block writes `Body_Breadcrumb`); `data-link-name` may name it.
 */
export const LINK_POSITION_ATTR = 'data-link-position';
export const LINK_NAME_ATTR = 'data-link-name';

/** Whether following a link leaves the page (an in-page `#anchor` or a new tab does not). */
export function leavesPage(href: string, target?: string | null): boolean {
  if (href === '' || href.startsWith('#')) return false;
  if (target && target !== '_self') return false;
  return !/^(?:tel|mailto|sms):/i.test(href);
}

/**
 * The click on a plain link that opts in (LINK_POSITION_ATTR), or undefined. Block links report
 * themselves (`ui:link-click`) and are not read here, so no click is counted twice.
 */
export function plainLinkClick(target: EventTarget | null): (LinkClick & { leaving: boolean }) | undefined {
  const anchor = target instanceof Element ? target.closest(`a[href][${LINK_POSITION_ATTR}]`) : null;
  if (!anchor) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  return {
    linkName: anchor.getAttribute(LINK_NAME_ATTR) ?? anchor.textContent?.trim() ?? '',
    linkDestinationUrl: href,
    linkPosition: anchor.getAttribute(LINK_POSITION_ATTR) || ANALYTICS.POSITION_BODY,
    leaving: leavesPage(href, anchor.getAttribute('target')),
  };
}

/** A block's `ui:link-click` detail as a link click. */
export function blockLinkClick(event: Event): (LinkClick & { leaving: boolean }) | undefined {
  const detail = (event as CustomEvent<Record<string, unknown>>).detail;
  if (!detail || typeof detail !== 'object') return undefined;
  const { linkName, linkDestinationUrl, linkPosition, eventCode, action, ...extra } = detail;
  const href = typeof linkDestinationUrl === 'string' ? linkDestinationUrl : '';
  const from = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return {
    linkName: typeof linkName === 'string' ? linkName : '',
    linkDestinationUrl: href,
    linkPosition: typeof linkPosition === 'string' ? linkPosition : ANALYTICS.POSITION_BODY,
    extra,
    leaving: leavesPage(href, from?.getAttribute('target')),
  };
}

export interface PageAnalyticsProps {
  /** The page the reports are about. Required. */
  page: AnalyticsPage;
  /** Send the page-load event (seed 001 §7: the contact-us page does). Default `true`. */
  pageLoad?: boolean;
  /** Read the wirelessDevice cookie into the page-load event (the landing report). Default `false`. */
  readWirelessDevice?: boolean;
  /** Items of the page's breadcrumb trail; above 0 the trail's impression is reported. Default 0. */
  breadcrumbs?: number;
  /** The sender (tests). Default one posting to ANALYTICS.COLLECTION. */
  sender?: AnalyticsSender;
}

/**
 * The page's reports (seed 001 §7), from one small island placed as a child of the page's element:
 * a page-load event and, when the page shows breadcrumbs, one breadcrumb impression per page view;
 * then delegated listeners on that element reporting link clicks, the blocks' own
 * (`ui:link-click`, e.g. Link, LinkList in Text, the contact toggle) and plain links marked with
 * `data-link-position` (the breadcrumbs). Renders an empty hidden span and nothing else.
 */
export function PageAnalytics({
  page,
  pageLoad = true,
  readWirelessDevice = false,
  breadcrumbs = 0,
  sender,
}: PageAnalyticsProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const sent = useRef(false);
  const { pageName, path, userType, service, locale } = page;

  useEffect(() => {
    const root = marker.current?.parentElement;
    if (!root) return;
    const current: AnalyticsPage = { pageName, path, userType, service, locale };
    const out = sender ?? createAnalyticsSender();
    if (!sent.current) {
      // Once per page view (a remount in development does not count again).
      sent.current = true;
      if (pageLoad) {
        const device = readWirelessDevice ? wirelessDeviceOf(document.cookie) : undefined;
        out.send(pageLoadSignal(current, device));
      }
      if (breadcrumbs > 0) out.send(breadcrumbImpressionSignal(current, breadcrumbs));
    }
    const report = (click: (LinkClick & { leaving: boolean }) | undefined) => {
      if (!click) return;
      const { leaving, ...link } = click;
      out.send(linkClickSignal(current, link), { leaving });
    };
    const onBlockClick = (event: Event) => report(blockLinkClick(event));
    const onClick = (event: MouseEvent) => report(plainLinkClick(event.target));
    root.addEventListener(BLOCK_LINK_CLICK_EVENT, onBlockClick);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener(BLOCK_LINK_CLICK_EVENT, onBlockClick);
      root.removeEventListener('click', onClick);
    };
  }, [pageName, path, userType, service, locale, pageLoad, readWirelessDevice, breadcrumbs, sender]);

  return <span ref={marker} hidden data-page-analytics={pageName} />;
}
