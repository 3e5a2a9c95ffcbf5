import { describe, expect, it } from 'vitest';
import { inlineStyles } from './html-tags.ts';
import { assetsOf } from './page-weight.ts';

describe('assetsOf', () => {
  it('counts the /_next/static scripts a modern browser loads, once each, and skips nomodule ones', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
      '<script src="https://cdn.example.net/x.js"></script></head><body><script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/b.js"></script></body></html>';
    expect(assetsOf(html).scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('counts stylesheets in <head> as render-blocking unless their media cannot match a screen', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css" data-precedence="next"><link rel="stylesheet" href="/p.css" media="print">' +
      '<link rel="alternate stylesheet" href="/alt.css"><link rel="preload" as="style" href="/pre.css"></head>' +
      '<body><link rel="stylesheet" href="/late.css"></body></html>';
    const a = assetsOf(html);
    expect(a.stylesheets).toEqual(['/a.css', '/p.css', '/alt.css', '/late.css']);
    expect(a.blockingCss).toBe(1);
  });
});

describe('inlineStyles', () => {
  it('returns the text of each <style> element', () => {
    expect(
      inlineStyles('<head><style data-precedence="next">a{color:red}</style><style>b{}</style></head>'),
    ).toEqual(['a{color:red}', 'b{}']);
  });
});
