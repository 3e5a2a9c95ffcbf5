/**
 * The site's paths and phone numbers in running text, as links: one rule for the articles
 * (rendered on the server by @support/safe-html) and the answer widget's texts (rendered by React
 * in the browser, as elements, never as HTML).
 */

/** The site's own sections: an address in running text that starts with one of them is one of our pages. */
const SITE_SECTIONS = ['support', 'outages', 'search', 'contact-us', 'device-support', 'es-us'];
const SECTIONS = SITE_SECTIONS.join('|');
/** A site path at the start of the text (segments of letters, digits, - and _; trailing punctuation left out). */
const SITE_PATH = new RegExp(`^/(?:${SECTIONS})(?:/[A-Za-z0-9_-]+)*/?(?![A-Za-z0-9_-])`);
/** A North American phone number written 800-555-0100. */
const PHONE = /^\d{3}-\d{3}-\d{4}(?![\d-])/;
/** Where the next site path or phone number may start: after a space, an opening bracket or the start. */
const NEXT = new RegExp(`(^|[\\s(])(/(?:${SECTIONS})|\\d{3}-\\d{3}-\\d{4}(?![\\d-]))`);

/** A site path or phone number found in text: `raw` as written, `href` where it leads. */
export interface SiteLink {
  raw: string;
  href: string;
}

/** Where the next site path or phone number may start in `src`, if anywhere. */
export function nextSiteLink(src: string): number | undefined {
  const m = NEXT.exec(src);
  return m ? m.index + m[1]!.length : undefined;
}

/** The site path or phone number `src` starts with, if it starts with one (a phone number: a `tel:` link). */
export function siteLinkAt(src: string): SiteLink | undefined {
  const path = SITE_PATH.exec(src);
  if (path) return { raw: path[0], href: path[0] };
  const phone = PHONE.exec(src);
  if (phone) return { raw: phone[0], href: `tel:${phone[0].replace(/-/g, '')}` };
  return undefined;
}

/** A piece of text: plain, or a link (`href`). */
export interface TextPart {
  text: string;
  href?: string;
}

/** Text cut into its plain pieces and its site paths and phone numbers, in order. */
export function siteLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let rest = text;
  for (let at = nextSiteLink(rest); at !== undefined; at = nextSiteLink(rest)) {
    plain += rest.slice(0, at);
    rest = rest.slice(at);
    const link = siteLinkAt(rest);
    // A start that is no link after all ("/support" inside "/supporters") is one plain character.
    if (!link) {
      plain += rest.slice(0, 1);
      rest = rest.slice(1);
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: link.raw, href: link.href });
    rest = rest.slice(link.raw.length);
  }
  plain += rest;
  if (plain) parts.push({ text: plain });
  return parts;
}
