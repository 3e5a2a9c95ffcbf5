'use client';

import { Button } from '@support/ui';
import { telHref } from '../features/contact-us/phone-text.ts';
import { SiteChrome } from './site-chrome.tsx';

const CUSTOMER_SERVICE = '800-555-0100';

/**
 * What a page that failed to render shows (the root segment's error boundary, app/error.tsx): the
 * site's chrome, a plain message, a way to try again and a number to call, tappable.
 */
export function RouteError({ reset }: { reset: () => void }) {
  return (
    <SiteChrome locale="en">
      <div className="container" style={{ paddingTop: '1.5rem', paddingBottom: '2rem' }}>
        <h1>Something went wrong</h1>
        <p>
          We couldn’t load this page. Please try again, or call customer service at{' '}
          <a href={telHref(CUSTOMER_SERVICE)}>{CUSTOMER_SERVICE}</a>.
        </p>
        <Button text="Try again" onPress={() => reset()} configs={{ regularButton: true }} />
      </div>
    </SiteChrome>
  );
}
