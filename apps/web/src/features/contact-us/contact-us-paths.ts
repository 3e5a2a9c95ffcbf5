import type { ContactUsLocale, CustomerType } from '@support/contracts';

// Seed 001 §2 "Routes": one page serves /contact-us and the support paths mapped onto it. Each
// route family below is one `app/**/page.tsx` (an optional catch-all for the `{id}` part), so the
// page knows its family without reading the request URL.

/** One family of addresses served by the contact-us page. */
export interface ContactUsRouteFamily {
  /** The family's address without an id; also its landing page (ADR 007). */
  base: string;
  userType: CustomerType;
  locale: ContactUsLocale;
}

/** Seed 001 §2 and §6: smb when the address contains /smallbusiness/contact-us. */
export const SMB_PATH_MARK = '/smallbusiness/contact-us';
/** Seed 001 §2: the Spanish pages live under /es-us/. */
export const SPANISH_PATH_PREFIX = '/es-us/';

/**
 * The families, longest base first so a lookup finds the most specific one. `/support_service/` is
 * the seed's variant of `/support/` (the consumer and smb paths each have one).
 */
export const CONTACT_US_ROUTE_FAMILIES = [
  { base: '/es-us/support/smallbusiness/contact-us', userType: 'smb', locale: 'es-us' },
  { base: '/support_service/smallbusiness/contact-us', userType: 'smb', locale: 'en-us' },
  { base: '/support/smallbusiness/contact-us', userType: 'smb', locale: 'en-us' },
  { base: '/es-us/support/contact-us', userType: 'consumer', locale: 'es-us' },
  { base: '/support_service/contact-us', userType: 'consumer', locale: 'en-us' },
  { base: '/support/contact-us', userType: 'consumer', locale: 'en-us' },
  { base: '/contact-us', userType: 'consumer', locale: 'en-us' },
] as const satisfies readonly ContactUsRouteFamily[];
export type ContactUsBasePath = (typeof CONTACT_US_ROUTE_FAMILIES)[number]['base'];

/** Seed 001 §6: the audience of an address. */
export function userTypeOf(pathname: string): CustomerType {
  return pathname.toLowerCase().includes(SMB_PATH_MARK) ? 'smb' : 'consumer';
}

/** Seed 001 §2: the language of an address (Spanish under /es-us/). */
export function localeOf(pathname: string): ContactUsLocale {
  return pathname.toLowerCase().startsWith(SPANISH_PATH_PREFIX) ? 'es-us' : 'en-us';
}

/** Ours: what a link's text adds on a Spanish page when it leads to one of the site's English pages. */
export const ENGLISH_PAGE_NOTE = ' (en inglés)';

/**
 * A link's language on a page of `locale`: under /es-us/, a site path outside /es-us/ is an
 * English page (the articles, search), so the link says so before the click (`note`, added to its
 * text) and carries hreflang="en". Anything else: nothing to add.
 */
export function linkLanguage(href: string, locale: ContactUsLocale): { note: string; hrefLang?: string } {
  const sitePath = href.startsWith('/') && !href.startsWith('//');
  if (locale !== 'es-us' || !sitePath || localeOf(href) === 'es-us') return { note: '' };
  return { note: ENGLISH_PAGE_NOTE, hrefLang: 'en' };
}

/** A request address resolved onto the page. */
export interface ContactUsPath {
  family: ContactUsRouteFamily;
  /** The `{id}` segments after the base (decoded), possibly none. */
  id: string[];
  /** The address as served, without query and without a trailing slash. */
  pathName: string;
}

/** The family serving a base path; undefined for a path the page does not serve. */
export function familyOf(base: string): ContactUsRouteFamily | undefined {
  return CONTACT_US_ROUTE_FAMILIES.find((f) => f.base === base);
}

/** The address a family's page file was reached at: its base plus the catch-all's segments. */
export function contactUsPath(base: ContactUsBasePath, id: readonly string[] = []): ContactUsPath {
  const family = familyOf(base)!;
  const pathName = [base, ...id.map((s) => encodeURIComponent(s))].join('/');
  return { family, id: [...id], pathName };
}

/**
 * Maps any address onto the page: the family whose base it is or starts under, or undefined when
 * it is not a contact-us address. The page files give their family directly (contactUsPath); this
 * is for code that only has a URL (tests, the front).
 */
export function matchContactUsPath(pathname: string): ContactUsPath | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const family = CONTACT_US_ROUTE_FAMILIES.find((f) => clean === f.base || clean.startsWith(`${f.base}/`));
  if (!family) return undefined;
  const rest = clean.slice(family.base.length).split('/').filter(Boolean);
  const id = rest.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return contactUsPath(family.base, id);
}
