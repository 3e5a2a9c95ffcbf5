import { marked, type Token } from 'marked';

/** Plain text of a markdown body, one line per heading, paragraph and list item. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      // A link to a page of the site keeps its address after its words, for plain-text readers
      // that link addresses ("Chat with us (/support/contact-us)").
      if (t.type === 'link' && t.href.startsWith('/') && t.text !== t.href) {
        walk(t.tokens ?? []);
        out.push(` (${t.href})`);
      } else if ('tokens' in t && Array.isArray(t.tokens) && t.tokens.length > 0) walk(t.tokens);
      else if (t.type === 'list')
        for (const item of t.items) {
          // A nested list starts on a line of its own, after its lead-in ("turn on data roaming:").
          out.push('\n');
          walk(item.tokens);
          out.push('\n');
        }
      // A line break inside a paragraph is a space: each block (heading, paragraph, item) one line.
      else if ('text' in t && typeof t.text === 'string') out.push(t.text.replace(/\s*\n\s*/g, ' '));
      else if (t.type === 'br') out.push(' ');
      if (t.type === 'heading' || t.type === 'paragraph' || t.type === 'list_item') out.push('\n');
    }
  };
  walk(marked.lexer(markdown));
  // Inline pieces carry their own spaces ("Press ", "Record", " on"): joined as they are.
  return out
    .join('')
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Numbered steps of an article body (the items of its ordered lists), as plain text. */
export function articleSteps(markdown: string): string[] {
  const steps: string[] = [];
  for (const t of marked.lexer(markdown)) {
    if (t.type === 'list' && t.ordered) for (const item of t.items) steps.push(markdownToText(item.text));
  }
  return steps;
}

/**
 * The words of a markdown body for the index, without a full parse: link and image targets and
 * HTML tags dropped, the rest left to the analyser (which ignores markup characters). Indexing
 * 10,000 articles through the markdown lexer took longer than everything else together.
 */
export function markdownWords(markdown: string): string {
  // Each pass only where its markup can be: most bodies have no HTML, many no link, and looking
  // for one character is several times cheaper than a pattern's scan.
  let text = markdown;
  if (text.includes('](')) text = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  if (text.includes('<')) text = text.replace(/<[^>]*>/g, ' ');
  if (text.includes('&')) text = text.replace(/&[a-z]+;|&#\d+;/gi, ' ');
  return text;
}
