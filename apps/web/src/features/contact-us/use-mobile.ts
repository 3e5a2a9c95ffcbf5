import { MOBILE_MAX } from '@support/ui';
import { useSyncExternalStore } from 'react';

/** Seed 001 §9 "Mobile breakpoint 767 px". */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const isMobileNow = () => typeof window !== 'undefined' && !!window.matchMedia?.(MOBILE_QUERY).matches;

/**
 * Whether the window is mobile-sized. The server (and the first client render, which hydrates its
 * markup) says desktop: every link is in the HTML; a narrow window collapses once hydrated.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
