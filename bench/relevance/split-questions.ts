/**
 * Splits the evaluation questions once into `dev` (tune on it) and `test` (report it, never tune
 * on its misses): every question gets a split by a seeded shuffle within its topic (answerable) or
 * style (out of scope, uncovered), half and half, so both halves cover every topic and style.
 * A question that is a near copy of an article's title or questions (word Jaccard ≥ 0.6: the
 * article already says it that way) is not unseen wording, so it goes to dev whatever the draw;
 * leakage.test.ts keeps test free of them as the articles change.
 *
 * The split is committed as bench/relevance/{dev,test}.jsonl and is stable: running
 * `tsx bench/relevance/split-questions.ts` again keeps every question where it already is, except
 * that a test question which has become a near copy of article wording moves to dev; only
 * questions not yet in either file are drawn (seeded, per group).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadArticlesFromDir } from '@support/answer-engine';
import { seededRandom as random } from '@support/answer-engine/bench';
import { jaccard, NEAR_COPY_JACCARD, words } from './near-copy.ts';
import { type EvalQuestion, parseEvalQuestion } from './questions.ts';

const SEED = 20261122;
const here = import.meta.dirname;

const all: EvalQuestion[] = readdirSync(join(here, 'questions'))
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .flatMap((f) =>
    readFileSync(join(here, 'questions', f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => parseEvalQuestion(JSON.parse(l))),
  );

const articleWording = loadArticlesFromDir(join(here, '..', '..', 'content', 'kb')).flatMap((a) =>
  [a.title, ...a.questions].map(words),
);
const seen = (q: EvalQuestion) => {
  const w = words(q.q);
  return articleWording.some((x) => jaccard(w, x) >= NEAR_COPY_JACCARD);
};

const previous = (split: 'dev' | 'test') => {
  const file = join(here, `${split}.jsonl`);
  if (!existsSync(file)) return new Set<string>();
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => parseEvalQuestion(JSON.parse(l)).q),
  );
};
const wasDev = previous('dev');
const wasTest = previous('test');

const groups = new Map<string, EvalQuestion[]>();
const dev: EvalQuestion[] = [];
const test: EvalQuestion[] = [];
for (const q of all) {
  if (wasDev.has(q.q) || seen(q)) {
    dev.push(q);
    continue;
  }
  if (wasTest.has(q.q)) {
    test.push(q);
    continue;
  }
  const key = q.expect ?? `none:${q.style}`;
  groups.set(key, [...(groups.get(key) ?? []), q]);
}
const next = random(SEED);
let odd = 0;
for (const key of [...groups.keys()].sort()) {
  const items = [...groups.get(key)!];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  // An odd group gives its extra question to dev and test in turn.
  const half = items.length % 2 === 0 ? items.length / 2 : (items.length + (odd++ % 2 === 0 ? 1 : -1)) / 2;
  dev.push(...items.slice(0, half));
  test.push(...items.slice(half));
}
const lines = (qs: EvalQuestion[]) => `${qs.map((q) => JSON.stringify(q)).join('\n')}\n`;
writeFileSync(join(here, 'dev.jsonl'), lines(dev));
writeFileSync(join(here, 'test.jsonl'), lines(test));
console.log(`dev ${dev.length}, test ${test.length}`);
