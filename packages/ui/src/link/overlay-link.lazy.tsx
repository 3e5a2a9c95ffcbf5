'use client';

import { lazy, Suspense } from 'react';
import type { LinkProps } from './link-parts.tsx';

const Loaded = lazy(() => import('./overlay-link.tsx').then((m) => ({ default: m.OverlayLink })));

/**
 * What a server component gets for `#ui/overlay-link` (the `react-server` condition in
 * package.json): the same component, loaded on demand, so pages whose links are all plain do not
 * ship React Aria. Server rendering waits for it; the browser fetches it while hydrating.
 */
export function OverlayLink(props: LinkProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
