'use client';

import { SiteChrome } from '../src/components/site-chrome.tsx';

// The root segment's error boundary takes the place of the route groups' layouts: it brings the chrome.
export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <SiteChrome locale="en">
      <div className="container" style={{ paddingTop: '1.5rem' }}>
        <h1>Something went wrong</h1>
        <p>We couldn’t load this page. Please try again, or call customer service at 800-555-0100.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </div>
    </SiteChrome>
  );
}
