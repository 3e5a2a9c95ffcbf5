import type { ReactNode } from 'react';
import { SiteChrome } from '../../src/components/site-chrome.tsx';

/** The Spanish pages (seed 001 §2): the site's chrome in Spanish. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteChrome locale="es">{children}</SiteChrome>;
}
