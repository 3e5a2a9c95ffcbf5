export { SAFE_HTML_ALLOWLIST } from './allowlist.ts';
export { linkPlainText, renderMarkdown } from './markdown.ts';
export { type SafeHtml, sanitizeHtml } from './sanitize.ts';
