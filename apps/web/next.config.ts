import { join } from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The web server (server/main.ts) compresses after it has set each page's CSP.
  compress: false,
  // Pages carry their few kilobytes of CSS inline: no render-blocking stylesheet request (ADR 003).
  experimental: { inlineCss: true },
  transpilePackages: ['@support/contracts', '@support/ui', '@support/answer-widget'],
  turbopack: { root: join(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: join(import.meta.dirname, '..', '..'),
};

export default config;
