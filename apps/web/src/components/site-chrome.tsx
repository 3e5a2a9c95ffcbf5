import Link from 'next/link';
import { DEFAULT_HTML_LANG } from '../../app/html-lang.ts';
import { telHref } from '../features/contact-us/phone-text.ts';
import { AudienceLink } from './audience-link.tsx';
import styles from './site-chrome.module.css';

/** The site's name: its brand link, and the end of every page title. */
export const SITE_NAME = 'Support';

// The header and footer are in English on every page: on a Spanish page (<html lang="es-US">) they
// say so, so that a screen reader reads them in English.

export function SiteHeader() {
  return (
    <header className={styles.header} lang={DEFAULT_HTML_LANG}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.nav}>
            {/* These pages are rendered per request (flags, alerts, the visitor's question):
                not worth a background render on every page view, so no prefetch. */}
            <li>
              <Link href="/support" prefetch={false}>
                Support topics
              </Link>
            </li>
            <li>
              <AudienceLink consumer="/search" business="/search/smallBusiness">
                Ask a question
              </AudienceLink>
            </li>
            <li>
              <AudienceLink consumer="/support/contact-us" business="/support/smallbusiness/contact-us">
                Contact us
              </AudienceLink>
            </li>
            <li>
              <Link href="/support/smallbusiness" prefetch={false}>
                Small business
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

const FOOTER_NUMBERS: readonly { label: string; number: string; note?: string }[] = [
  { label: 'Customer service', number: '800-555-0100' },
  { label: 'Small business', number: '800-555-0150' },
  { label: 'Repair', number: '800-555-0122', note: '(24 hours)' },
  { label: 'TTY', number: '800-555-0133' },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer} lang={DEFAULT_HTML_LANG}>
      <div className="container">
        {/* Numbers are links: on a phone, a tap calls. */}
        <p>
          {FOOTER_NUMBERS.map(({ label, number, note }, i) => (
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
