'use client';

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the clamped element's text is cut off (scrollHeight > clientHeight), measured after
 * layout, again whenever `content` changes (stream pieces arriving) and when the element resizes
 * (a narrower column wraps into more lines). Only measured while `clamped`: expanded, the text
 * never overflows, and the toggle must stay to collapse it again.
 */
export function useOverflow<T extends HTMLElement>(
  content: string,
  clamped: boolean,
): { ref: RefObject<T | null>; overflowing: boolean } {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  const clampedRef = useRef(clamped);
  clampedRef.current = clamped;

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element || !clampedRef.current) return;
    setOverflowing(element.scrollHeight > element.clientHeight);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: content and clamped are the triggers for a new measurement.
  useLayoutEffect(measure, [measure, content, clamped]);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return { ref, overflowing };
}
