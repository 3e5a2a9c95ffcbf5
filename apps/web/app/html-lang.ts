// The language of a page's <html> element by its address: Spanish under /es-us/ (seed 001 §2),
// English elsewhere. The root layout writes DEFAULT_HTML_LANG; the web server's front writes the
// Spanish tag into the pages it serves under /es-us/ (server/html-lang.ts), and HtmlLangSync keeps
// it right across client-side navigations. Both tags are five characters: the front's rewrite
// never changes a page's length.

export const DEFAULT_HTML_LANG = 'en-US';
export const SPANISH_HTML_LANG = 'es-US';
export type HtmlLang = typeof DEFAULT_HTML_LANG | typeof SPANISH_HTML_LANG;

/** The `lang` of the page at `pathname` (no query). */
export function htmlLangOf(pathname: string): HtmlLang {
  const path = pathname.toLowerCase();
  return path === '/es-us' || path.startsWith('/es-us/') ? SPANISH_HTML_LANG : DEFAULT_HTML_LANG;
}
