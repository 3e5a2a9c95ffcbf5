import { describe, expect, it } from 'vitest';
import { linkPlainText, renderMarkdown } from './index.ts';
import { HOSTILE_HTML, HOSTILE_MARKDOWN } from './testing/hostile-corpus.ts';
import { inertnessProblems } from './testing/inert.ts';

describe('renderMarkdown: hostile markdown', () => {
  it.each(Object.entries(HOSTILE_MARKDOWN))('leaves nothing executable: %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(inertnessProblems(html)).toEqual([]);
  });

  it('leaves nothing executable when the whole HTML corpus is raw HTML in one article', () => {
    const article = `## Steps\n\n${Object.values(HOSTILE_HTML).join('\n\n')}\n\n1. ${Object.values(HOSTILE_HTML).join(' ')}`;
    const html = renderMarkdown(article);
    expect(inertnessProblems(html)).toEqual([]);
    expect(html).toContain('<h2>Steps</h2>');
  });

  it('keeps the text of a code span as text', () => {
    expect(renderMarkdown('`<script>alert(1)</script>`')).toBe(
      '<p><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>\n',
    );
  });

  it('renders a javascript: link as its text and an image as its alt text', () => {
    expect(renderMarkdown('[click](javascript:alert(1)) ![a pixel](data:image/png;base64,AAAA)')).toBe(
      '<p><a>click</a> <span>a pixel</span></p>\n',
    );
  });
});

describe('renderMarkdown: an ordinary article', () => {
  it('renders headings, steps, tables, code and links as the site shows them', () => {
    const html = renderMarkdown(
      [
        '# Pay your bill',
        'Sign in to [My Account](https://www.example.com/myaccount) or call <tel:8005550100>.',
        '## Steps',
        '1. Choose **Pay bill**.\n2. Enter the amount.',
        '| Code | What it does |\n|:--|--:|\n| *69 | Call back |',
        '```\ngateway > settings\n```',
        'Write to help@example.com or see [outages](/outages).',
      ].join('\n\n'),
    );
    expect(html).toBe(
      [
        '<h2>Pay your bill</h2>',
        '<p>Sign in to <a href="https://www.example.com/myaccount">My Account</a> or call <a href="tel:8005550100">tel:8005550100</a>.</p>',
        '<h2>Steps</h2>',
        '<ol>\n<li>Choose <strong>Pay bill</strong>.</li>\n<li>Enter the amount.</li>\n</ol>',
        '<table>\n<thead>\n<tr>\n<th>Code</th>\n<th>What it does</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>*69</td>\n<td>Call back</td>\n</tr>\n</tbody></table>',
        '<pre><code>gateway &gt; settings\n</code></pre>',
        '<p>Write to <a href="mailto:help@example.com">help@example.com</a> or see <a href="/outages">outages</a>.</p>\n',
      ].join('\n'),
    );
  });
});

describe('renderMarkdown: site paths and phone numbers in running text', () => {
  it('links a path of the site and a phone number (tel:), leaving the sentence’s punctuation out', () => {
    expect(renderMarkdown('Check /outages first, then call 800-555-0122.')).toBe(
      '<p>Check <a href="/outages">/outages</a> first, then call <a href="tel:8005550122">800-555-0122</a>.</p>\n',
    );
    expect(renderMarkdown('(see /support/article/wireless/KM1000021)')).toBe(
      '<p>(see <a href="/support/article/wireless/KM1000021">/support/article/wireless/KM1000021</a>)</p>\n',
    );
  });

  it('leaves links, code, other addresses and words with slashes as they are', () => {
    expect(
      renderMarkdown('Call [800-555-0100](tel:8005550100) or use [the form](/support/contact-us).'),
    ).toBe(
      '<p>Call <a href="tel:8005550100">800-555-0100</a> or use <a href="/support/contact-us">the form</a>.</p>\n',
    );
    expect(renderMarkdown('`/support/x` and/or 24/7 /supportive 1800-555-01234')).toBe(
      '<p><code>/support/x</code> and/or 24/7 /supportive 1800-555-01234</p>\n',
    );
  });
});

describe('linkPlainText: a quick answer', () => {
  it('links site paths and phone numbers as articles do, and nothing else is markup', () => {
    expect(
      linkPlainText('Call 800-555-0100 or go to /support/contact-us. *Not* _emphasis_ 1. <b>x</b> & 24/7'),
    ).toBe(
      'Call <a href="tel:8005550100">800-555-0100</a> or go to <a href="/support/contact-us">/support/contact-us</a>. *Not* _emphasis_ 1. &lt;b&gt;x&lt;/b&gt; &amp; 24/7',
    );
  });

  it('leaves near misses as text: a longer word, a longer number, a path inside a word', () => {
    expect(linkPlainText('/supportive 1800-555-01234 a/support')).toBe(
      '/supportive 1800-555-01234 a/support',
    );
  });

  it.each(Object.entries(HOSTILE_HTML))('keeps hostile text inert: %s', (_name, text) => {
    expect(inertnessProblems(linkPlainText(text))).toEqual([]);
  });
});
