/**
 * What a content or lexicon change costs the questions our articles already answer, without
 * reading any evaluation split: each article's `questions` are split in two halves (odd and even
 * positions); the engine is built with one half and asked the other, then the other way round.
 * Prints how many of these held-out questions are declined and how many get another article.
 *
 * Use it before and after adding out-of-scope examples or lexicon entries (an example's words can
 * decline real questions that share them, see content/lexicon/README.md): the figures are only
 * meaningful next to each other, the same way measured, since half of every article's wording is
 * missing from the index. `--show` lists the declined ones (article id, question), to compare.
 *
 * `npx tsx bench/relevance/held-out-questions.ts [--show]`
 */
import { join } from 'node:path';
import { AnswerEngine, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { ROOT } from '../lib/eval-set.ts';

const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
const lexicon = loadLexiconFromDir(join(ROOT, 'content/lexicon'));

let asked = 0;
let wrong = 0;
const declined: string[] = [];
for (const half of [0, 1]) {
  const kept = articles.map((a) => ({ ...a, questions: a.questions.filter((_, i) => i % 2 === half) }));
  const engine = new AnswerEngine(kept, { lexicon });
  for (const a of articles) {
    for (const [i, question] of a.questions.entries()) {
      if (i % 2 === half) continue;
      asked++;
      const r = engine.retrieve({
        question,
        customerType: a.customerType,
        dataSources: ['esupport', 'gvp'],
        consumerArticles: true,
      });
      if (!r.best) declined.push(`${a.id} ${question}`);
      else if (r.best.article.id !== a.id) wrong++;
    }
  }
}
console.log(
  `held-out article questions: ${asked}; declined ${declined.length} (${(declined.length / asked).toFixed(3)}), another article ${wrong} (${(wrong / asked).toFixed(3)})`,
);
if (process.argv.includes('--show')) console.log(declined.sort().join('\n'));
