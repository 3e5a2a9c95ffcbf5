import { join } from 'node:path';
import { AnswerEngine, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { ROOT } from './lib/eval-set.ts';
const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
const lexicon = loadLexiconFromDir(join(ROOT, 'content/lexicon'));
const engine = new AnswerEngine(articles, { lexicon });
const lines = process.argv.slice(2).length ? process.argv.slice(2) : (await import('node:fs')).readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const q of lines) {
  const r = engine.retrieve({ question: q, customerType: 'consumer' });
  const top = r.hits.slice(0, 3).map((h) => `${h.article.id.slice(0, 9)} ${h.article.title.slice(0, 40)}`).join(' | ');
  console.log(`${r.best ? 'ANS' : 'DEC'} ${(r.confidence ?? 0).toFixed?.(2) ?? ''} ${r.declineReason ?? ''}  «${q}»\n      ${top}`);
}
