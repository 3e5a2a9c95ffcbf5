'use client';

import { RouteError } from '../src/components/route-error.tsx';

// The root segment's error boundary takes the place of the route groups' layouts: it brings the chrome.
export default function ErrorBoundary({ reset }: { error: Error; reset: () => void }) {
  return <RouteError reset={reset} />;
}
