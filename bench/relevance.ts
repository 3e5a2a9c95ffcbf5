/**
 * Relevance of the answer engine next to a plain BM25 baseline (MiniSearch's defaults over the
 * same fields), on questions written from the topic list: hit@1, MRR@10, and how often
 * answerable and out-of-scope questions are declined.
 */
import { join } from 'node:path';
import { AnswerEngine, type Article, loadArticlesFromDir } from '@support/answer-engine';
import { markdownToText } from '@support/answer-engine/bench';
import MiniSearch from 'minisearch';
import { answerable, outOfScope, ROOT } from './lib/eval-set.ts';

const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
const helpArticles = articles.filter((a) => a.dataSource !== 'forums');
const engine = new AnswerEngine(articles);

const baseline = new MiniSearch<{
  id: string;
  title: string;
  questions: string;
  answer: string;
  body: string;
  customerType: string;
}>({
  fields: ['title', 'questions', 'answer', 'body'],
  storeFields: ['customerType'],
});
baseline.addAll(
  helpArticles.map((a: Article) => ({
    id: a.id,
    title: a.title,
    questions: a.questions.join('. '),
    answer: a.answer,
    body: markdownToText(a.body),
    customerType: a.customerType,
  })),
);
const topicOf = new Map(articles.map((a) => [a.id, a.topic]));

function score(rankedTopics: string[], expected: string) {
  const rank = rankedTopics.slice(0, 10).indexOf(expected);
  return { hit1: rank === 0 ? 1 : 0, rr: rank < 0 ? 0 : 1 / (rank + 1) };
}

const totals = { ours: { hit1: 0, rr: 0 }, base: { hit1: 0, rr: 0 }, declined: 0 };
const misses: string[] = [];
for (const { topic, question } of answerable) {
  const r = engine.retrieve({ question, customerType: topic.customerType });
  const ours = score(
    r.hits.map((h) => h.article.topic),
    topic.topic,
  );
  const baseRanked = baseline
    .search(question, { filter: (x) => x.customerType === topic.customerType })
    .map((x) => topicOf.get(x.id as string)!);
  const base = score(baseRanked, topic.topic);
  totals.ours.hit1 += ours.hit1;
  totals.ours.rr += ours.rr;
  totals.base.hit1 += base.hit1;
  totals.base.rr += base.rr;
  if (!r.best) totals.declined++;
  if (!ours.hit1 || !r.best)
    misses.push(
      `${topic.topic}\t${r.best ? 'got ' + r.hits[0]?.article.topic : `declined (${r.declineReason}, ${r.hits[0]?.article.topic ?? '-'} ${r.hits[0]?.coverage.toFixed(2) ?? ''})`}\t${question}`,
    );
}

let declinedOut = 0;
const wrongAnswers: string[] = [];
for (const { kind, question } of outOfScope) {
  const r = engine.retrieve({ question, customerType: 'consumer' });
  if (!r.best) declinedOut++;
  else wrongAnswers.push(`${kind}\t${r.best.article.topic} (${r.best.coverage.toFixed(2)})\t${question}`);
}

const n = answerable.length;
const f = (x: number) => x.toFixed(3);
console.log(
  `relevance: ${n} answerable questions over ${helpArticles.length} help articles, ${outOfScope.length} out-of-scope`,
);
console.log(`  engine    hit@1 ${f(totals.ours.hit1 / n)}  MRR@10 ${f(totals.ours.rr / n)}`);
console.log(
  `  baseline  hit@1 ${f(totals.base.hit1 / n)}  MRR@10 ${f(totals.base.rr / n)}   (MiniSearch defaults, BM25)`,
);
console.log(
  `  hit@1 gain over baseline: ${f((totals.ours.hit1 - totals.base.hit1) / n)}  (goal >= 0.10; hit@1 goal >= 0.85)`,
);
console.log(`  out-of-scope declined: ${f(declinedOut / outOfScope.length)}  (goal >= 0.90)`);
console.log(`  answerable declined:   ${f(totals.declined / n)}  (goal <= 0.05)`);
if (process.argv.includes('--verbose')) {
  console.log('\nmisses:\n' + misses.join('\n'));
  console.log('\nout-of-scope answered:\n' + wrongAnswers.join('\n'));
}
