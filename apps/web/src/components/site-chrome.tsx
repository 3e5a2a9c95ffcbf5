import Link from 'next/link';
import type { ReactNode } from 'react';
import { DEFAULT_HTML_LANG, type HtmlLang, SPANISH_HTML_LANG } from '../../app/html-lang.ts';
import { telHref } from '../features/contact-us/phone-text.ts';
import { AudienceLink } from './audience-link.tsx';
import styles from './site-chrome.module.css';

/** The site's name: its brand link, and the end of every page title. */
export const SITE_NAME = 'Support';

/** The language of the site's chrome: English everywhere, Spanish on the Spanish pages (/es-us/). */
export type ChromeLocale = 'en' | 'es';

const LANG: Record<ChromeLocale, HtmlLang> = { en: DEFAULT_HTML_LANG, es: SPANISH_HTML_LANG };

interface NavLink {
  text: string;
  href: string;
  /** The small-business page's own, from a small-business page (AudienceLink). */
  business?: string;
  /** A Spanish link to an English page says so, in words and in hreflang. */
  english?: boolean;
}

const CHROME: Record<
  ChromeLocale,
  {
    skip: string;
    brand: string;
    home: string;
    nav: string;
    links: readonly NavLink[];
    numbers: readonly { label: string; number: string; note?: string }[];
  }
> = {
  en: {
    skip: 'Skip to main content',
    brand: SITE_NAME,
    home: '/',
    nav: 'Main',
    links: [
      { text: 'Support topics', href: '/support' },
      { text: 'Ask a question', href: '/search', business: '/search/smallBusiness' },
      { text: 'Contact us', href: '/support/contact-us', business: '/support/smallbusiness/contact-us' },
      { text: 'Small business', href: '/support/smallbusiness' },
    ],
    numbers: [
      { label: 'Customer service', number: '800-555-0100' },
      { label: 'Small business', number: '800-555-0150' },
      { label: 'Repair', number: '800-555-0122', note: '(24 hours)' },
      { label: 'TTY', number: '800-555-0133' },
    ],
  },
  es: {
    skip: 'Saltar al contenido principal',
    brand: 'Asistencia',
    home: '/es-us/support/contact-us',
    nav: 'Principal',
    links: [
      { text: 'Contáctanos', href: '/es-us/support/contact-us' },
      { text: 'Pequeñas empresas', href: '/es-us/support/smallbusiness/contact-us' },
      { text: 'Temas de ayuda', href: '/support', english: true },
    ],
    numbers: [
      { label: 'Servicio al cliente', number: '800-555-0100' },
      { label: 'Pequeñas empresas', number: '800-555-0150' },
      { label: 'Reparaciones', number: '800-555-0122', note: '(24 horas)' },
      { label: 'TTY', number: '800-555-0133' },
    ],
  },
};

/** What a Spanish link to an English page adds to its words. */
const IN_ENGLISH = ' (en inglés)';

/**
 * The page around a route's content: the skip link, header, main landmark and footer, in the
 * language of the pages it serves (English, or Spanish under /es-us/). Route groups pick it
 * (app/(site)/layout.tsx, app/es-us/layout.tsx); pages the front serves for any address (a 404, an
 * unreadable address) pick it by the address's language.
 */
export function SiteChrome({ locale, children }: { locale: ChromeLocale; children: ReactNode }) {
  const text = CHROME[locale];
  return (
    <>
      <a className="skip-link" href="#main" lang={LANG[locale]}>
        {text.skip}
      </a>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}

export function SiteHeader({ locale = 'en' }: { locale?: ChromeLocale }) {
  const text = CHROME[locale];
  return (
    <header className={styles.header} lang={LANG[locale]}>
      <div className={`container ${styles.bar}`}>
        {/* The English home is a static page, prefetched; the Spanish one is rendered per request. */}
        <Link href={text.home} className={styles.brand} prefetch={locale === 'en' ? undefined : false}>
          {text.brand}
        </Link>
        <nav aria-label={text.nav}>
          <ul className={styles.nav}>
            {/* These pages are rendered per request (flags, alerts, the visitor's question):
                not worth a background render on every page view, so no prefetch. */}
            {text.links.map((link) => (
              <li key={link.href}>
                {link.business ? (
                  <AudienceLink consumer={link.href} business={link.business}>
                    {link.text}
                  </AudienceLink>
                ) : link.english ? (
                  <Link href={link.href} prefetch={false} hrefLang={DEFAULT_HTML_LANG}>
                    {link.text}
                    {IN_ENGLISH}
                  </Link>
                ) : (
                  <Link href={link.href} prefetch={false}>
                    {link.text}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter({ locale = 'en' }: { locale?: ChromeLocale }) {
  return (
    <footer className={styles.footer} lang={LANG[locale]}>
      <div className="container">
        {/* Numbers are links: on a phone, a tap calls. */}
        <p>
          {CHROME[locale].numbers.map(({ label, number, note }, i) => (
            <span key={number}>
              {i > 0 ? ' · ' : null}
              {label} <a href={telHref(number)}>{number}</a>
              {note ? ` ${note}` : null}
            </span>
          ))}
        </p>
      </div>
    </footer>
  );
}
