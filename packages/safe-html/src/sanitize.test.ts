import { describe, expect, it } from 'vitest';
import { SAFE_HTML_ALLOWLIST, sanitizeHtml } from './index.ts';
import { HOSTILE_HTML } from './testing/hostile-corpus.ts';
import { inertnessProblems } from './testing/inert.ts';

describe('the inertness check used by these tests', () => {
  it('flags what it must flag, so a passing corpus means something', () => {
    expect(inertnessProblems('<img src=x onerror=alert(1)>')).toContain('<img> is not allowed');
    expect(inertnessProblems('<p onclick="x()">x</p>')).toContain('<p onclick> is an event handler');
    expect(inertnessProblems('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual([
      'href "jav\\tascript:alert(1)" uses javascript:',
    ]);
    expect(inertnessProblems('<a title="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(inertnessProblems('<a href="/\\other.example">x</a>')).toEqual([
      'href "/\\\\other.example" is protocol-relative',
    ]);
    expect(inertnessProblems('<a href="https://x.example" target="_blank">x</a>')).toHaveLength(1);
    expect(inertnessProblems('<p style="x">x</p>')).toEqual(['<p style> is not allowed']);
  });
});

describe('sanitizeHtml: hostile HTML', () => {
  it.each(Object.entries(HOSTILE_HTML))('leaves nothing executable: %s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(inertnessProblems(clean)).toEqual([]);
  });

  it('is idempotent, so the web server may sanitise again what the API sent', () => {
    for (const html of Object.values(HOSTILE_HTML)) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('drops script and style elements together with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
  });

  it('removes unsafe link targets but keeps the link text', () => {
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">Go</a>')).toBe('<a>Go</a>');
    expect(sanitizeHtml('<a href="//evil.example/">Go</a>')).toBe('<a>Go</a>');
    // Browsers decode numeric references without semicolons; the href is judged the way they read it.
    expect(
      sanitizeHtml('<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">Go</a>'),
    ).toBe('<a>Go</a>');
    expect(sanitizeHtml('<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">Go</a>')).toBe(
      '<a>Go</a>',
    );
  });

  it('turns an image into its alt text and loads nothing', () => {
    expect(sanitizeHtml('<p>See <img src="https://cdn.example/a.png" alt="the gateway" onerror=x></p>')).toBe(
      '<p>See <span>the gateway</span></p>',
    );
    expect(sanitizeHtml('<p>See<img src=x onerror=alert(1)></p>')).toBe('<p>See</p>');
  });

  it('keeps no id or name, so content cannot clobber globals or page ids', () => {
    expect(sanitizeHtml('<a id="x" name="y" href="/a">a</a><h2 id="main">b</h2>')).toBe(
      '<a href="/a">a</a><h2>b</h2>',
    );
  });
});

describe('sanitizeHtml: what content may use', () => {
  it('keeps structure, emphasis, lists, tables and safe links unchanged', () => {
    const html =
      '<h2>Fees</h2><p><strong>Bold</strong> and <em>em</em> <a href="https://example.com/a" title="A">a</a> ' +
      '<a href="/support/b">b</a> <a href="#steps">c</a> <a href="?q=1">d</a> ' +
      '<a href="tel:+18005550100">call</a> <a href="mailto:help@example.com">mail</a></p>' +
      '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol><pre><code>x &lt; y</code></pre>' +
      '<table><thead><tr><th scope="col">Code</th></tr></thead><tbody><tr><td colspan="2">*69</td></tr></tbody></table>' +
      '<p lang="es" dir="ltr"><abbr title="Wireless fidelity">Wi-Fi</abbr></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(inertnessProblems(html)).toEqual([]);
  });

  it('marks a table without header cells as layout (role="none"); one with any th keeps its role', () => {
    expect(sanitizeHtml('<table><tr><td background="x.png">Cell</td></tr></table>')).toBe(
      '<table role="none"><tr><td>Cell</td></tr></table>',
    );
    // Nested: each table is judged by its own cells.
    const nested =
      '<table><tbody><tr><th scope="row">Plan</th><td><table><tbody><tr><td>a</td></tr></tbody></table></td></tr></tbody></table>' +
      '<p>then</p><table><tbody><tr><td>b</td></tr></tbody></table>';
    expect(sanitizeHtml(nested)).toBe(
      '<table><tbody><tr><th scope="row">Plan</th><td><table role="none"><tbody><tr><td>a</td></tr></tbody></table></td></tr></tbody></table>' +
        '<p>then</p><table role="none"><tbody><tr><td>b</td></tr></tbody></table>',
    );
    // A role the content brought is not kept (not in the allowlist); a headed table gains none.
    expect(sanitizeHtml('<table role="grid"><tr><th>H</th></tr></table>')).toBe(
      '<table><tr><th>H</th></tr></table>',
    );
  });

  it('gives a new-tab link rel="noopener noreferrer" and ignores any rel it brought', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps no target other than _blank, and no rel on a link staying in the tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('makes a content h1 an h2: the page has its own h1', () => {
    expect(sanitizeHtml('<h1 onclick="x()">Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('allows only the schemes of the allowlist', () => {
    expect(SAFE_HTML_ALLOWLIST.allowedSchemes).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(sanitizeHtml('<a href="ftp://example.com/f">f</a><a href="sms:+18005550100">s</a>')).toBe(
      '<a>f</a><a>s</a>',
    );
  });
});
