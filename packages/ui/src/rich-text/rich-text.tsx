import sanitizeHtml from 'sanitize-html';
import styles from './rich-text.module.css';

/**
 * The allowlist for content-managed HTML: structure, emphasis, lists, tables and links. Anything
 * else (script, style, iframe, forms, event handlers, inline styles) is dropped; links may only use
 * the schemes below, so `javascript:` and `data:` URLs are removed.
 */
export const RICH_TEXT_ALLOWLIST = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'abbr',
    'code',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    abbr: ['title'],
    ol: ['start', 'type'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
} as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWLIST.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ALLOWLIST.allowedAttributes).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...RICH_TEXT_ALLOWLIST.allowedSchemes],
  allowProtocolRelative: RICH_TEXT_ALLOWLIST.allowProtocolRelative,
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link opening a new tab must not hand the opener to the new page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Sanitises content-managed HTML with `RICH_TEXT_ALLOWLIST`; the same result on server and client. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export interface RichTextProps {
  /** Content-managed HTML; it is sanitised before rendering. Required. */
  html: string;
  /** Element wrapping the HTML. Default `'div'`. */
  as?: 'div' | 'section' | 'article';
  /** Accessible name, only used when `as` is `'section'` (it makes a region). Default none. */
  label?: string;
  /** Element id. Default none. */
  id?: string;
  /** Extra class. Default none. */
  className?: string;
}

/**
 * Renders content-managed HTML (seed 001 §2 "rich text") through an allowlist sanitiser
 * (`sanitize-html`, which runs the same way in Node and in the browser).
 */
export function RichText({ html, as: Wrapper = 'div', label, id, className }: RichTextProps) {
  return (
    <Wrapper
      id={id}
      aria-label={Wrapper === 'section' ? label : undefined}
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with an allowlist just above.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
