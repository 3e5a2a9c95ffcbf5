'use client';

import { lazy, Suspense } from 'react';
import type { ButtonProps } from './button-parts.tsx';

const Loaded = lazy(() => import('./button-control.tsx').then((m) => ({ default: m.ButtonControl })));

/**
 * What a server component gets for `#ui/button-control` (the `react-server` condition in
 * package.json): the same component, loaded on demand, so pages whose buttons are all plain do not
 * ship React Aria. Server rendering waits for it; the browser fetches it while hydrating.
 */
export function ButtonControl(props: ButtonProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
