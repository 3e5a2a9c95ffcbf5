import { Marked } from 'marked';
import { type SafeHtml, sanitizeHtml } from './sanitize.ts';

// Our own instance: an extension another module registers on the global `marked` cannot change it.
const markdown = new Marked({ gfm: true, breaks: false });

/** Markdown (which may carry raw HTML) to sanitised HTML: marked, then `sanitizeHtml`. */
export function renderMarkdown(source: string): SafeHtml {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}
