import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AnswerEngine, loadArticlesFromDir, loadLexiconFromDir, extractAnswer } from '@support/answer-engine';
import { answerable, ROOT } from './lib/eval-set.ts';
const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
const lexicon = loadLexiconFromDir(join(ROOT, 'content/lexicon'));
const engine = new AnswerEngine(articles, { lexicon });
const qs = answerable.map(({ topic, question }) => ({ question, customerType: topic.customerType }));
for (const q of qs) engine.retrieve(q);
const OPEN = ['hi ', 'so ', 'ok ', 'please ', 'hey '];
let n = 0; const t = performance.now();
for (let r = 0; r < 25; r++) for (const q of qs) { const res = engine.retrieve({ ...q, question: OPEN[r % 5] + q.question + ' ' + r }); if (res.best) extractAnswer(res.best.article, res); n++; }
console.log('us/question', ((performance.now() - t) * 1000 / n).toFixed(1));
