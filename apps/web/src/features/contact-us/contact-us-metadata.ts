import { CONTACT_US_DEFAULT_TEXT, type ContactUsLocale, type ContactUsSeoRecord } from '@support/contracts';
import type { Metadata, Viewport } from 'next';

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

/**
 * The page's viewport from its SEO record's `viewport` (seed 001 §3), e.g. "width=device-width,
 * initial-scale=1". Only the settings that keep the page usable are taken: width, the scales and
 * user-scalable=yes. A record that would stop zooming (user-scalable=no, maximum-scale below 2) is
 * not followed there: people who need to zoom must be able to (WCAG 1.4.4). Nothing usable: {}.
 */
export function contactUsViewport(seo: ContactUsSeoRecord | null | undefined): Viewport {
  if (!seo?.viewport) return {};
  const viewport: Viewport = {};
  for (const part of seo.viewport.split(/[,;]/)) {
    const [rawKey, rawValue] = part.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rawValue?.trim().toLowerCase();
    if (!key || !value) continue;
    const number = Number(value);
    if (key === 'width' && (value === 'device-width' || (Number.isInteger(number) && number > 0)))
      viewport.width = value === 'device-width' ? value : number;
    else if (key === 'initial-scale' && number > 0 && number <= 10) viewport.initialScale = number;
    else if (key === 'minimum-scale' && number > 0 && number <= 1) viewport.minimumScale = number;
    else if (key === 'maximum-scale' && number >= 2 && number <= 10) viewport.maximumScale = number;
  }
  return viewport;
}
