import { CONTACT_US_DEFAULT_TEXT, type ContactUsLocale, type ContactUsSeoRecord } from '@support/contracts';
import type { Metadata } from 'next';

/**
 * The head of a contact-us page from its SEO record (seed 001 §3 "SEO record"): the feed's title
 * is complete (it already names the site), so it replaces the layout's title template. The
 * canonical link is the record's link for the page's language; the alternates list both languages
 * and x-default. Without a record (the feed failed) the page is titled "Contact us" (seed §9).
 */
export function contactUsMetadata(
  seo: ContactUsSeoRecord | null | undefined,
  locale: ContactUsLocale,
): Metadata {
  if (!seo) return { title: CONTACT_US_DEFAULT_TEXT.title };
  const links = seo.canonicalLinks;
  return {
    title: { absolute: seo.title },
    description: seo.description,
    ...(seo.keywords ? { keywords: seo.keywords } : {}),
    robots: seo.robots,
    alternates: {
      canonical: locale === 'es-us' ? links.Es : links.En,
      languages: { 'en-US': links.En, 'es-US': links.Es, 'x-default': links['x-default'] },
    },
    openGraph: {
      title: seo.ogTitle,
      description: seo.ogDescription,
      url: seo.ogUrl,
      images: [seo.ogImage],
      siteName: seo.ogSiteName,
      locale: locale === 'es-us' ? 'es_US' : 'en_US',
      type: 'website',
    },
  };
}
