import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';
import { SAFE_HTML_ALLOWLIST as ALLOW } from './allowlist.ts';

declare const safeHtmlBrand: unique symbol;

/**
 * A string of HTML that went through `sanitizeHtml` (or `renderMarkdown`) on the server. Only this
 * package makes one, so a component taking `SafeHtml` cannot be handed raw content by mistake.
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOW.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOW.allowedAttributes).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...ALLOW.allowedSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: ALLOW.allowProtocolRelative,
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  // Disallowed elements are dropped; these also lose their content, which is code or markup, not text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'iframe',
    'object',
    'embed',
    'xmp',
    'title',
    'svg',
    'math',
  ],
  transformTags: {
    // The page has its own h1; a heading in content starts one level below.
    h1: 'h2',
    // No images (so no `src` and no request from content): an image becomes its alt text, or nothing.
    img: (tagName, { alt }) => (alt ? { tagName: 'span', attribs: {}, text: alt } : { tagName, attribs: {} }),
    a: (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        // `rel` and `target` are set below. An href no URL parser accepts goes nowhere: drop it, keep the text.
        if (name === 'rel' || name === 'target' || (name === 'href' && !isSafeHref(value))) continue;
        kept[name] = value;
      }
      if (attribs.target === ALLOW.allowedTarget)
        Object.assign(kept, { target: ALLOW.allowedTarget, rel: ALLOW.newTabRel });
      return { tagName, attribs: kept };
    },
  },
};

/**
 * An href no URL parser accepts goes nowhere, so it is dropped. So is one a browser would read with
 * another scheme: browsers decode numeric references without a semicolon (`&#x6A&#x61…`), which the
 * HTML parser here leaves as text; the output escapes them, but the rule should not rest on that.
 */
function isSafeHref(href: string): boolean {
  const asBrowserReads = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: URL parsers drop exactly these characters.
    .replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(asBrowserReads)?.[1]?.toLowerCase();
  if (scheme !== undefined && !(ALLOW.allowedSchemes as readonly string[]).includes(scheme)) return false;
  try {
    new URL(href, 'https://relative.invalid/');
    return true;
  } catch {
    return false;
  }
}

/** Sanitises HTML with `SAFE_HTML_ALLOWLIST`. Server only: the browser receives the result. */
export function sanitizeHtml(html: string): SafeHtml {
  return markLayoutTables(sanitize(html, OPTIONS)) as SafeHtml;
}

const LAYOUT_ROLE = ' role="none"';

/**
 * A table without a header cell of its own lays text out; it is not data a screen reader can name
 * the columns of (WCAG 1.3.1, technique F46): it is marked `role="none"` (ARIA's name for
 * presentation; its rows and cells follow it), so its cells are read as text rather than as an
 * unlabelled grid. A table with any `th` keeps its role. Runs on the sanitiser's output, which is
 * well formed; only the attribute is inserted, the rest is unchanged.
 */
function markLayoutTables(html: string): string {
  if (!html.includes('<table')) return html;
  const open: { at: number; headed: boolean }[] = [];
  const layout: number[] = [];
  const parser = new Parser({
    onopentag(name) {
      if (name === 'table') open.push({ at: parser.startIndex, headed: false });
      else if (name === 'th' && open.length > 0) open[open.length - 1]!.headed = true;
    },
    onclosetag(name) {
      if (name !== 'table') return;
      const table = open.pop();
      if (table && !table.headed) layout.push(table.at);
    },
  });
  parser.end(html);
  let out = html;
  // From the last to the first, so that earlier positions stay where they were.
  for (const at of layout.sort((a, b) => b - a)) {
    const end = at + '<table'.length;
    out = out.slice(0, end) + LAYOUT_ROLE + out.slice(end);
  }
  return out;
}
