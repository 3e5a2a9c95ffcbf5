import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nonceCsp } from './headers.ts';
import { StaticPagePolicy } from './page-csp.ts';

const options = { hstsMaxAge: 0, frameAncestors: [], dev: false };
const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

function buildDir() {
  const dir = mkdtempSync(join(tmpdir(), 'csp-static-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'main.js'), 'console.log("main")');
  writeFileSync(join(dir, 'chunks', 'lazy.js'), 'console.log("lazy")');
  return dir;
}

const FRAMEWORK_INLINE = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{}"])';

describe('StaticPagePolicy', () => {
  const page = [
    '<html><head>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '</head><body><article><p>Restart your gateway.</p>',
    '<script>alert(1)</script>',
    '</article>',
    `<script>${FRAMEWORK_INLINE}</script><script>${PAYLOAD}</script>`,
    '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
    '<script src="https://cdn.example.com/x.js"></script>',
    '</body></html>',
  ].join('');

  it('hashes the framework inline scripts and the built files, and nothing else', () => {
    const policy = new StaticPagePolicy(buildDir(), options).apply(page);
    const scriptSrc = policy.csp.split('; ')[0]!;
    expect(scriptSrc.startsWith("script-src 'strict-dynamic' ")).toBe(true);
    expect(scriptSrc).toContain(sha(FRAMEWORK_INLINE));
    expect(scriptSrc).toContain(sha(PAYLOAD));
    expect(scriptSrc).toContain(sha('console.log("main")'));
    expect(scriptSrc).toContain(sha('console.log("lazy")'));
    // An inline script the framework did not write (an injection) is not allowed.
    expect(scriptSrc).not.toContain(sha('alert(1)'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(4);
  });

  it('adds integrity to built scripts and script preloads so their hashes apply', () => {
    const { html } = new StaticPagePolicy(buildDir(), options).apply(page);
    expect(html).toContain(
      `<script src="/_next/static/chunks/main.js" async="" integrity="${sha('console.log("main")')}"></script>`,
    );
    expect(html).toMatch(/<link rel="preload" as="script"[^>]*integrity="sha256-[^"]+"\/>/);
    expect(html).toContain('<script src="https://cdn.example.com/x.js"></script>');
    expect(html).toContain('<script>alert(1)</script>');
  });

  it('keeps the policy strict: no object, no base, no framing, default none', () => {
    const { csp } = new StaticPagePolicy(buildDir(), options).apply('<html><body>no scripts</body></html>');
    expect(csp).toContain("script-src 'none'");
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'none'"])
      expect(csp).toContain(d);
  });

  it('allows configured framing origins instead of none', () => {
    const { csp } = new StaticPagePolicy(buildDir(), {
      ...options,
      frameAncestors: ['https://partner.example.com'],
    }).apply('<p></p>');
    expect(csp).toContain('frame-ancestors https://partner.example.com');
  });
});

describe('nonceCsp', () => {
  it('allows scripts by nonce and what they load, never inline or eval in production', () => {
    const csp = nonceCsp('abc123', options);
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
