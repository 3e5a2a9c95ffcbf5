import { LINK, type LinkClickDetail } from '@support/ui';
import { vi } from 'vitest';

// Taken before any test replaces it, so setting the viewport twice in a test stacks nothing.
const real = window.matchMedia.bind(window);

/** Makes the mobile media query (max-width 767px) match or not, for useIsMobile. */
export function setMobile(mobile: boolean) {
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

/** Sets (or with `undefined`, removes) a cookie the page's script reads. */
export function setCookie(name: string, value: string | undefined) {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie =
    value === undefined ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT` : `${name}=${value}`;
}
