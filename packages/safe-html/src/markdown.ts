import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { type SafeHtml, sanitizeHtml } from './sanitize.ts';

/** The site's own sections: an address in running text that starts with one of them is one of our pages. */
const SITE_SECTIONS = ['support', 'outages', 'search', 'contact-us', 'device-support', 'es-us'];
const SECTIONS = SITE_SECTIONS.join('|');
/** A site path at the start of the text (segments of letters, digits, - and _; trailing punctuation left out). */
const SITE_PATH = new RegExp(`^/(?:${SECTIONS})(?:/[A-Za-z0-9_-]+)*/?(?![A-Za-z0-9_-])`);
/** A North American phone number written 800-555-0100. */
const PHONE = /^\d{3}-\d{3}-\d{4}(?![\d-])/;
/** Where the next site path or phone number may start: after a space, an opening bracket or the start. */
const NEXT = new RegExp(`(^|[\\s(])(/(?:${SECTIONS})|\\d{3}-\\d{3}-\\d{4}(?![\\d-]))`);

interface SiteLinkToken extends Tokens.Generic {
  type: 'siteLink';
  href: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the next site path or phone number may start in `src`, if anywhere. */
function nextSiteLink(src: string): number | undefined {
  const m = NEXT.exec(src);
  return m ? m.index + m[1]!.length : undefined;
}

/** The site path or phone number `src` starts with, if it starts with one. */
function siteLinkAt(src: string): SiteLinkToken | undefined {
  const path = SITE_PATH.exec(src);
  if (path) return { type: 'siteLink', raw: path[0], href: path[0], text: path[0] };
  const phone = PHONE.exec(src);
  if (phone)
    return { type: 'siteLink', raw: phone[0], href: `tel:${phone[0].replace(/-/g, '')}`, text: phone[0] };
  return undefined;
}

const siteLinkHtml = (t: SiteLinkToken) => `<a href="${escapeHtml(t.href)}">${escapeHtml(t.text)}</a>`;

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
    return this.lexer.state.inLink ? undefined : siteLinkAt(src);
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
  let html = '';
  let rest = text;
  for (let at = nextSiteLink(rest); at !== undefined; at = nextSiteLink(rest)) {
    html += escapeHtml(rest.slice(0, at));
    rest = rest.slice(at);
    const link = siteLinkAt(rest);
    // A start that is no link after all ("/support" inside "/supporters") is one plain character.
    const raw = link ? link.raw : rest.slice(0, 1);
    html += link ? siteLinkHtml(link) : escapeHtml(raw);
    rest = rest.slice(raw.length);
  }
  return sanitizeHtml(html + escapeHtml(rest));
}
