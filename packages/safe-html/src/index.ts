export { SAFE_HTML_ALLOWLIST } from './allowlist.ts';
export { renderMarkdown } from './markdown.ts';
export { type SafeHtml, sanitizeHtml } from './sanitize.ts';
