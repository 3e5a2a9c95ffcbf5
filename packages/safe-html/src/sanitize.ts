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
    // No images (so no `src` and no request from content): an image becomes its alt text.
    img: (_tag, attribs) => ({ tagName: 'span', attribs: {}, text: attribs.alt ?? '' }),
    a: (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        // `rel` and `target` are set below. An href no URL parser accepts goes nowhere: drop it, keep the text.
        if (name === 'rel' || name === 'target' || (name === 'href' && !isUrl(value))) continue;
        kept[name] = value;
      }
      if (attribs.target === ALLOW.allowedTarget)
        Object.assign(kept, { target: ALLOW.allowedTarget, rel: ALLOW.newTabRel });
      return { tagName, attribs: kept };
    },
  },
};

function isUrl(href: string): boolean {
  try {
    new URL(href, 'https://relative.invalid/');
    return true;
  } catch {
    return false;
  }
}

/** Sanitises HTML with `SAFE_HTML_ALLOWLIST`. Server only: the browser receives the result. */
export function sanitizeHtml(html: string): SafeHtml {
  return sanitize(html, OPTIONS) as SafeHtml;
}
