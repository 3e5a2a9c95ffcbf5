import type { Metadata } from 'next';
import { PageNotFound } from '../src/components/page-not-found.tsx';
import { SiteChrome } from '../src/components/site-chrome.tsx';

export const metadata: Metadata = { title: 'Page not found' };

// Rendered for a notFound() anywhere, in the root layout: it brings the chrome itself.
export default function NotFound() {
  return (
    <SiteChrome locale="en">
      <PageNotFound />
    </SiteChrome>
  );
}
