import { nextSiteLink, siteLinkAt, siteLinkParts } from '@support/contracts';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { type SafeHtml, sanitizeHtml } from './sanitize.ts';

interface SiteLinkToken extends Tokens.Generic {
  type: 'siteLink';
  href: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site path or phone number `src` starts with, as a marked token. */
function siteLinkToken(src: string): SiteLinkToken | undefined {
  const link = siteLinkAt(src);
  return link && { type: 'siteLink', raw: link.raw, href: link.href, text: link.raw };
}

const siteLinkHtml = (t: { href: string; text: string }) =>
  `<a href="${escapeHtml(t.href)}">${escapeHtml(t.text)}</a>`;

/**
 * Site paths ("/support/contact-us", "/outages") and phone numbers ("800-555-0100") in an
 * article's running text become links (a phone number a `tel:` link, so a tap calls it), as a
 * reader expects of an address or a number on a web page. Not inside a link, code or raw HTML.
 */
const siteLinks: TokenizerAndRendererExtension = {
  name: 'siteLink',
  level: 'inline',
  start: nextSiteLink,
  tokenizer(src): SiteLinkToken | undefined {
    return this.lexer.state.inLink ? undefined : siteLinkToken(src);
  },
  renderer: (token) => siteLinkHtml(token as SiteLinkToken),
};

// Our own instance: an extension another module registers on the global `marked` cannot change it.
const markdown = new Marked({ gfm: true, breaks: false, extensions: [siteLinks] });

/**
 * Markdown (which may carry raw HTML) to sanitised HTML: marked, then `sanitizeHtml`. Site paths
 * and phone numbers in running text become links (see siteLinks).
 */
export function renderMarkdown(source: string): SafeHtml {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}

/**
 * Plain text (an article's quick answer) as HTML: every character as written, escaped, with its
 * site paths and phone numbers linked as renderMarkdown links them; nothing else is markup.
 */
export function linkPlainText(text: string): SafeHtml {
  return sanitizeHtml(
    siteLinkParts(text)
      .map((p) => (p.href === undefined ? escapeHtml(p.text) : siteLinkHtml({ href: p.href, text: p.text })))
      .join(''),
  );
}
