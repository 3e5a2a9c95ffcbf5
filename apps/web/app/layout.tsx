import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '../src/components/site-chrome.tsx';
import '@support/ui/tokens.css';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Support', template: '%s | Support' },
  description:
    'Help with your internet, wireless, TV, home phone and account: answers, how-to articles and ways to reach us.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
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
