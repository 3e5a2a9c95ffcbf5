import type { ReactNode } from 'react';
import { SiteChrome } from '../../src/components/site-chrome.tsx';

/** The English pages: the site's chrome in English. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome locale="en">{children}</SiteChrome>;
}
