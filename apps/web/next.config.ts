import { join } from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The web server (server/main.ts) compresses after it has set each page's CSP.
  compress: false,
  // Pages carry their few kilobytes of CSS inline: no render-blocking stylesheet request (ADR 003).
  experimental: { inlineCss: true },
  // Every page's title and description in its <head>, for every visitor: a page rendered on demand
  // otherwise streams its metadata into the body for browsers (bots alone got it in the head), so
  // a screen reader's first announcement and HTML_CodeSniffer found no title where it belongs.
  htmlLimitedBots: /.*/,
  transpilePackages: ['@support/contracts', '@support/ui', '@support/answer-widget'],
  turbopack: { root: join(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: join(import.meta.dirname, '..', '..'),
};

export default config;
