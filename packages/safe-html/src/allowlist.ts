/**
 * The one allowlist for HTML we did not write in code: knowledge-base markdown, content-managed rich
 * text, forum answers, console edits and LLM output. Structure, emphasis, lists, tables and links;
 * nothing else survives.
 *
 * Left out on purpose (see README.md): script, style and `style=`, event handlers, iframe, object,
 * embed, forms and their controls, svg, math, base, meta, link, and every `src`: images are not
 * allowed, an `<img>` becomes its alt text. No `id` or `name` either, so content cannot clobber
 * globals or ids of the page (DOM clobbering). Links may use the schemes below or be relative to the
 * page; protocol-relative URLs (`//host`, `/\host`) are dropped.
 */
export const SAFE_HTML_ALLOWLIST = {
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
    'pre',
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
    // `rel` is never taken from the input: the sanitiser sets it for links opening a new tab.
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    abbr: ['title'],
    ol: ['start', 'type'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang', 'dir'],
  },
  /** Schemes a link may use; a URL without a scheme is relative to the page (same origin). */
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  /** The only `target` kept; any other value is dropped. */
  allowedTarget: '_blank',
  /** `rel` of every link that opens a new tab: the new page gets no handle on ours and no referrer. */
  newTabRel: 'noopener noreferrer',
} as const;
