import { LINK, type LinkClickDetail } from '@support/ui';
import { vi } from 'vitest';

/** Makes the mobile media query (max-width 767px) match or not, for useIsMobile. */
export function setMobile(mobile: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = real(query);
    Object.defineProperty(list, 'matches', { value: query.includes('max-width') ? mobile : list.matches });
    return list;
  });
}

/** The `ui:link-click` reports made while a test runs. */
export function recordLinkClicks(): { clicks: LinkClickDetail[]; stop: () => void } {
  const clicks: LinkClickDetail[] = [];
  const listener = (event: Event) => clicks.push((event as CustomEvent<LinkClickDetail>).detail);
  document.addEventListener(LINK.ANALYTICS_EVENT, listener);
  return { clicks, stop: () => document.removeEventListener(LINK.ANALYTICS_EVENT, listener) };
}
