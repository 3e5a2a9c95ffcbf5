'use client';

import { lazy, Suspense } from 'react';
import type { CardShellControl as Control } from './card-shell-control.tsx';

const Loaded = lazy(() => import('./card-shell-control.tsx').then((m) => ({ default: m.CardShellControl })));

/**
 * What a server component gets for `#ui/card-shell-control` (the `react-server` condition in
 * package.json): the same component, loaded on demand, so pages whose cards are all plain do not
 * ship React Aria. Server rendering waits for it; the browser fetches it while hydrating.
 */
export function CardShellControl(props: Parameters<typeof Control>[0]) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
