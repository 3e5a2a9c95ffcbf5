'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The small-business pages (English and Spanish): their visitors' contact page is the business one. */
const BUSINESS_PAGES = /^\/(?:es-us\/)?(?:support\/smallbusiness|search\/smallBusiness)(?:\/|$)/i;

/** The header's "Contact us": the small-business contact page from a small-business page. */
export function ContactNavLink() {
  const business = BUSINESS_PAGES.test(usePathname() ?? '');
  return (
    <Link href={business ? '/support/smallbusiness/contact-us' : '/support/contact-us'} prefetch={false}>
      Contact us
    </Link>
  );
}
