/**
 * Just enough HTML scanning for the web bench: the <script>, <link> and <meta> start tags of a
 * server-rendered page, with their attributes and whether they sit in <head>. Script contents are
 * skipped, so markup inside inline scripts is never mistaken for a tag.
 */

export interface Tag {
  name: 'script' | 'link' | 'meta';
  /** Attribute names lower-cased; values with character references decoded. */
  attrs: ReadonlyMap<string, string>;
  inHead: boolean;
}

const TAG_SOURCE = /<(script|link|meta)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<\/head\s*>|<body\b|<!--/.source;
const ATTR = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

export function findTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let inHead = true;
  const TAG = new RegExp(TAG_SOURCE, 'gi');
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const whole = m[0];
    if (whole === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      TAG.lastIndex = end < 0 ? html.length : end + 3;
      continue;
    }
    if (!m[1]) {
      inHead = false;
      continue;
    }
    const name = m[1].toLowerCase() as Tag['name'];
    tags.push({ name, attrs: parseAttrs(m[2] ?? ''), inHead });
    if (name === 'script') {
      const close = html.slice(TAG.lastIndex).search(/<\/script\s*>/i);
      TAG.lastIndex = close < 0 ? html.length : TAG.lastIndex + close;
    }
  }
  return tags;
}

/** The text of every inline <style> element (Next's inlineCss puts a page's CSS there). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
}
