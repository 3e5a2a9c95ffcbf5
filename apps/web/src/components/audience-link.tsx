'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The small-business pages (English and Spanish): their visitors' help is the business help. */
const BUSINESS_PAGES = /^\/(?:es-us\/)?(?:support\/smallbusiness|search\/smallBusiness)(?:\/|$)/i;

/**
 * A header link whose target depends on who the page is for: the small-business one from a
 * small-business page ("Contact us", "Ask a question"), the consumer one elsewhere.
 */
export function AudienceLink({
  consumer,
  business,
  children,
}: {
  consumer: string;
  business: string;
  children: string;
}) {
  const href = BUSINESS_PAGES.test(usePathname() ?? '') ? business : consumer;
  return (
    <Link href={href} prefetch={false}>
      {children}
    </Link>
  );
}
