'use client';

import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { reportLinkClick } from './link-analytics.ts';

type Clickable = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onClickCapture?: (event: MouseEvent<HTMLElement>) => void;
}>;

export interface LinkClickReporterProps {
  /** The one element whose clicks are reported; it gets the click handler, no wrapper is added. Required. */
  children: ReactNode;
  /** The link the element is: every click reports it. Default none: a click on a link inside is reported. */
  link?: { href: string; name: string };
  /** Extra fields of the `ui:link-click` event. Default `{}`. */
  extra?: Readonly<Record<string, string>>;
}

/**
 * The client island of the server blocks' link analytics (seed 001 §7): it adds the click handler
 * to its one child element (a Slot, like Radix's `asChild`), so the server-rendered markup stays
 * as it is and only this tiny module (no React Aria) runs in the browser.
 */
export function LinkClickReporter({ children, link, extra = {} }: LinkClickReporterProps) {
  if (!isValidElement(children)) return children;
  const child = children as Clickable;
  if (link) {
    // The native click, in the capture phase: an in-page link moves focus on Enter before the key
    // is released, and the click always comes first.
    return cloneElement(child, {
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        child.props.onClickCapture?.(event);
        reportLinkClick(event.currentTarget, link, extra);
      },
    });
  }
  return cloneElement(child, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(event);
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      reportLinkClick(
        anchor,
        { href: anchor.getAttribute('href') ?? '', name: anchor.textContent?.trim() ?? '' },
        extra,
      );
    },
  });
}
