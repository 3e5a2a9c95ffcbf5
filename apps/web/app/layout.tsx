import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../src/components/site-chrome.tsx';
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

/**
 * The document. The skip link, header, main landmark and footer (SiteChrome) come from the route
 * groups' layouts, in their pages' language: app/(site)/layout.tsx in English, app/es-us/layout.tsx
 * in Spanish; pages served for any address (not found, unreadable address) add their own.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Spanish pages (/es-us/) get lang="es-US" from the web server's front, which rewrites this
    // tag (app/html-lang.ts); the hydrating client keeps what the server sent.
    <html lang={DEFAULT_HTML_LANG} suppressHydrationWarning>
      <body>
        <HtmlLangSync />
        {children}
      </body>
    </html>
  );
}
