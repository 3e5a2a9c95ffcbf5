import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_NAME, SiteFooter, SiteHeader } from '../src/components/site-chrome.tsx';
import { DEFAULT_HTML_LANG } from './html-lang.ts';
import { HtmlLangSync } from './html-lang-sync.tsx';
import '@support/ui/tokens.css';
import './globals.css';

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description:
    'Help with your internet, wireless, TV, home phone and account: answers, how-to articles and ways to reach us.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Spanish pages (/es-us/) get lang="es-US" from the web server's front, which rewrites this
    // tag (app/html-lang.ts); the hydrating client keeps what the server sent.
    <html lang={DEFAULT_HTML_LANG} suppressHydrationWarning>
      <body>
        <HtmlLangSync />
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
