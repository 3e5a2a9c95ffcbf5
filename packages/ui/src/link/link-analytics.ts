import { LINK } from './link-constants.ts';

/** What a link click reports (seed 001 §7 analytics), plus the block's extra analytics data. */
export interface LinkClickDetail {
  eventCode: typeof LINK.ANALYTICS_EVENT_CODE;
  action: typeof LINK.ANALYTICS_ACTION;
  linkDestinationUrl: string;
  linkName: string;
  linkPosition: string;
  [extra: string]: string;
}

/**
 * Reports a link click as a bubbling `ui:link-click` DOM event, so the page's analytics listens on
 * `document` without the blocks knowing the transport (seed 001 §7 leaves it unspecified).
 * A plain module (no React Aria, no directive): server blocks' client islands and client blocks share it.
 */
export function reportLinkClick(
  from: EventTarget | null,
  link: { href: string; name: string },
  extra: Readonly<Record<string, string>> = {},
): void {
  if (!from) return;
  const detail: LinkClickDetail = {
    linkPosition: LINK.ANALYTICS_DEFAULT_POSITION,
    ...extra,
    eventCode: LINK.ANALYTICS_EVENT_CODE,
    action: LINK.ANALYTICS_ACTION,
    linkDestinationUrl: link.href,
    linkName: link.name,
  };
  from.dispatchEvent(new CustomEvent(LINK.ANALYTICS_EVENT, { bubbles: true, detail }));
}
