import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Article, checkKnowledgeBase, parseArticle } from './article.ts';

/** Reads and validates every `*.md` article in a folder (README.md excepted). */
export function loadArticlesFromDir(dir: string): Article[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort();
  const parsed = files.map((f) => {
    const path = join(dir, f);
    const shown = relative(process.cwd(), path) || path;
    return { file: shown, article: parseArticle(shown, readFileSync(path, 'utf8')) };
  });
  checkKnowledgeBase(parsed);
  return parsed.map((p) => p.article);
}
