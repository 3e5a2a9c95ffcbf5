'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { htmlLangOf } from './html-lang.ts';

/**
 * Keeps `<html lang>` right after a client-side navigation between an English and a Spanish page
 * (the root layout, and so the element, stays). The first render's tag comes from the server.
 */
export function HtmlLangSync() {
  const pathname = usePathname();
  useEffect(() => {
    const lang = htmlLangOf(pathname ?? '/');
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [pathname]);
  return null;
}
