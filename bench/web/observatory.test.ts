import { describe, expect, it } from 'vitest';
import { findTags } from './html-tags.ts';
import {
  failingRules,
  type ObservedResponse,
  parseCsp,
  scoreResponse,
  type TestName,
} from './observatory.ts';

const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const GOOD_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': STRICT_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
};

function observe(headers: Record<string, string>, extra: Partial<ObservedResponse> = {}) {
  return scoreResponse({ url: 'https://support.example.com/', headers: new Headers(headers), ...extra });
}
const outcomeOf = (s: ReturnType<typeof scoreResponse>, test: TestName) =>
  s.tests.find((t) => t.test === test)!.outcome;

describe('scoreResponse', () => {
  it('takes 25 for no CSP, 5 for no nosniff, 20 for no framing protection and 20 for no HSTS', () => {
    const s = observe({ 'content-type': 'text/html' });
    expect(s.score).toBe(30);
    expect(s.grade).toBe('D');
    expect(failingRules(s)).toEqual([
      'csp-not-implemented (-25)',
      'hsts-not-implemented (-20)',
      'x-content-type-options-not-implemented (-5)',
      'x-frame-options-not-implemented (-20)',
    ]);
  });

  it('does not score HSTS over plain http unless told to assume https', () => {
    const plain = scoreResponse({ url: 'http://localhost:3000/', headers: new Headers({}) });
    expect(outcomeOf(plain, 'strict-transport-security')).toBe('hsts-not-applicable');
    expect(plain.score).toBe(50);
    const assumed = scoreResponse({
      url: 'http://localhost:3000/',
      headers: new Headers({}),
      assumeHttps: true,
    });
    expect(outcomeOf(assumed, 'strict-transport-security')).toBe('hsts-not-implemented');
  });

  it('adds every bonus to a strict policy: CSP +5, frame-ancestors +5, Referrer-Policy +5, CORP +10', () => {
    const s = observe(GOOD_HEADERS);
    expect(s.score).toBe(125);
    expect(s.grade).toBe('A+');
    expect(failingRules(s)).toEqual([]);
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe');
    expect(outcomeOf(s, 'x-frame-options')).toBe('x-frame-options-implemented-via-csp');
  });

  it("gives +10 for default-src 'none' alone", () => {
    const s = observe({
      ...GOOD_HEADERS,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(s.score).toBe(130);
  });

  it('counts bonuses only when the penalties leave at least 90', () => {
    const s = observe({ ...GOOD_HEADERS, 'content-security-policy': '' });
    // −25 for no CSP and −20 for no framing protection; the +15 of bonuses are dropped.
    expect(s.score).toBe(55);
  });

  it("takes 20 for 'unsafe-inline' in script-src, unless a nonce or hash makes browsers ignore it", () => {
    const inline = observe({
      ...GOOD_HEADERS,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
    });
    expect(outcomeOf(inline, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline');
    // −20, and the bonuses go with it: the score without them is under 90.
    expect(inline.score).toBe(80);
    const nonce = observe({
      ...GOOD_HEADERS,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-r4nd'; object-src 'none'",
    });
    expect(outcomeOf(nonce, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe');
  });

  it('takes 20 when neither object-src nor default-src is set, and notes a missing base-uri', () => {
    const s = observe({
      ...GOOD_HEADERS,
      'content-security-policy': "script-src 'self'; frame-ancestors 'none'",
    });
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline');
    expect(failingRules(s)).toContain('content-security-policy: object-src is unset or allows any host');
    expect(failingRules(s)).toContain('content-security-policy: base-uri not restricted');
  });

  it("treats 'strict-dynamic' without a nonce or hash as an invalid policy (−25)", () => {
    const s = observe({
      ...GOOD_HEADERS,
      'content-security-policy': "default-src 'self'; script-src 'strict-dynamic'; frame-ancestors 'none'",
    });
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-header-invalid');
  });

  it("takes 10 for 'unsafe-eval' and gives no bonus for 'unsafe-inline' in style-src", () => {
    const evalCsp = observe({
      ...GOOD_HEADERS,
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
    });
    expect(outcomeOf(evalCsp, 'content-security-policy')).toBe('csp-implemented-with-unsafe-eval');
    const style = observe({
      ...GOOD_HEADERS,
      'content-security-policy':
        "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    });
    expect(outcomeOf(style, 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(style.score).toBe(120);
  });

  it('rejects a policy that repeats a directive', () => {
    expect(() => parseCsp(["default-src 'self'; default-src 'none'"])).toThrow(/duplicate/);
    const s = observe({ ...GOOD_HEADERS, 'content-security-policy': "img-src 'self'; img-src 'none'" });
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-header-invalid');
  });

  it('reads a CSP from <meta http-equiv>, but not its frame-ancestors', () => {
    const body = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; frame-ancestors &#x27;none&#x27;"></head><body></body></html>`;
    const s = observe({ 'content-type': 'text/html' }, { body });
    expect(outcomeOf(s, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe');
    expect(outcomeOf(s, 'x-frame-options')).toBe('x-frame-options-not-implemented');
  });

  it('accepts X-Frame-Options DENY and takes 20 for an unknown value', () => {
    const noCspFraming = { ...GOOD_HEADERS, 'content-security-policy': "default-src 'self'" };
    expect(outcomeOf(observe({ ...noCspFraming, 'x-frame-options': 'DENY' }), 'x-frame-options')).toBe(
      'x-frame-options-sameorigin-or-deny',
    );
    expect(outcomeOf(observe({ ...noCspFraming, 'x-frame-options': 'nope' }), 'x-frame-options')).toBe(
      'x-frame-options-header-invalid',
    );
  });

  it('takes 5 for an unsafe Referrer-Policy; the last recognised value wins', () => {
    expect(outcomeOf(observe({ ...GOOD_HEADERS, 'referrer-policy': 'unsafe-url' }), 'referrer-policy')).toBe(
      'referrer-policy-unsafe',
    );
    expect(
      outcomeOf(
        observe({ ...GOOD_HEADERS, 'referrer-policy': 'unsafe-url, bogus, no-referrer' }),
        'referrer-policy',
      ),
    ).toBe('referrer-policy-private');
  });

  it('takes 10 for an HSTS max-age under six months and 20 for one set twice', () => {
    expect(
      outcomeOf(
        observe({ ...GOOD_HEADERS, 'strict-transport-security': 'max-age=86400' }),
        'strict-transport-security',
      ),
    ).toBe('hsts-implemented-max-age-less-than-six-months');
    const twice = new Headers(GOOD_HEADERS);
    twice.append('strict-transport-security', 'max-age=1');
    expect(
      outcomeOf(
        scoreResponse({ url: 'https://support.example.com/', headers: twice }),
        'strict-transport-security',
      ),
    ).toBe('hsts-header-invalid');
  });

  describe('cookies', () => {
    const withCookies = (...cookies: string[]) => {
      const h = new Headers(GOOD_HEADERS);
      for (const c of cookies) h.append('set-cookie', c);
      return scoreResponse({ url: 'https://support.example.com/', headers: h });
    };

    it('gives +5 when every cookie is Secure and SameSite and session cookies are HttpOnly', () => {
      expect(outcomeOf(withCookies('sessionid=1; Secure; HttpOnly; SameSite=Lax'), 'cookies')).toBe(
        'cookies-secure-with-httponly-sessions-and-samesite',
      );
    });

    it('keeps the worst finding: a session cookie without HttpOnly (−30) over one without SameSite', () => {
      const s = withCookies('theme=dark; Secure', 'sessionid=1; Secure; SameSite=Strict');
      expect(outcomeOf(s, 'cookies')).toBe('cookies-session-without-httponly-flag');
      expect(s.score).toBe(70);
    });

    it('counts a Secure cookie sent over plain http as not secure, softened by HSTS', () => {
      const h = new Headers({ 'set-cookie': 'prefs=1; Secure; SameSite=Lax' });
      const plain = scoreResponse({ url: 'http://localhost:3000/', headers: h });
      expect(outcomeOf(plain, 'cookies')).toBe('cookies-without-secure-flag');
      const hsts = withCookies('prefs=1; SameSite=Lax');
      expect(outcomeOf(hsts, 'cookies')).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    });
  });

  it('takes 50 when CORS reflects the Origin with credentials, nothing for *', () => {
    const origin = 'https://http-observatory.security.mozilla.org';
    const reflect = observe(GOOD_HEADERS, {
      cors: {
        origin,
        headers: new Headers({
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
        }),
      },
    });
    expect(outcomeOf(reflect, 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    );
    const star = observe(GOOD_HEADERS, {
      cors: { origin, headers: new Headers({ 'access-control-allow-origin': '*' }) },
    });
    expect(star.score).toBe(125);
  });

  describe('subresource integrity', () => {
    const page = (scripts: string) => `<!DOCTYPE html><html><head>${scripts}</head><body></body></html>`;

    it('gives +5 for same-origin scripts with integrity over https', () => {
      const s = observe(GOOD_HEADERS, {
        body: page('<script src="/_next/a.js" integrity="sha256-x"></script>'),
      });
      expect(outcomeOf(s, 'subresource-integrity')).toBe('sri-implemented-and-all-scripts-loaded-securely');
      expect(s.score).toBe(130);
    });

    it('takes 5 for a foreign script over https without integrity, 50 over http', () => {
      const https = observe(GOOD_HEADERS, {
        body: page('<script src="https://cdn.other.net/a.js"></script>'),
      });
      expect(outcomeOf(https, 'subresource-integrity')).toBe(
        'sri-not-implemented-but-external-scripts-loaded-securely',
      );
      const http = observe(GOOD_HEADERS, { body: page('<script src="http://cdn.other.net/a.js"></script>') });
      expect(outcomeOf(http, 'subresource-integrity')).toBe(
        'sri-not-implemented-and-external-scripts-not-loaded-securely',
      );
    });

    it('does not apply to JSON', () => {
      const s = observe({ ...GOOD_HEADERS, 'content-type': 'application/json' }, { body: '{"a":1}' });
      expect(outcomeOf(s, 'subresource-integrity')).toBe('sri-not-implemented-response-not-html');
    });
  });
});

describe('findTags', () => {
  it('skips markup inside inline scripts and comments and knows which tags are in <head>', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"><script>var s = "<script src=/evil.js>";</script><!-- <link rel="stylesheet" href="/c.css"> --></head>' +
      '<body><script src="/b.js" async=""></script><link rel=stylesheet href=/d.css></body></html>';
    const tags = findTags(html).map((t) => [
      t.name,
      t.attrs.get('src') ?? t.attrs.get('href') ?? '',
      t.inHead,
    ]);
    expect(tags).toEqual([
      ['link', '/a.css', true],
      ['script', '', true],
      ['script', '/b.js', false],
      ['link', '/d.css', false],
    ]);
  });
});
