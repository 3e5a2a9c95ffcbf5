'use client';

import { DESKTOP_MIN } from '@support/ui';
import { useEffect, useState } from 'react';

/**
 * Whether the viewport is desktop-wide (from 1025 px, seed 000 §9). `true` on the server and in
 * the first client render, so the server HTML and hydration agree (no window during render); the
 * real width is read after mount and on every resize.
 */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const update = () => setDesktop(window.innerWidth >= DESKTOP_MIN);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return desktop;
}
