/**
 * Splits the evaluation questions once into `dev` (tune on it) and `test` (report it, never tune
 * on its misses): every question gets a split by a seeded shuffle within its topic (answerable) or
 * style (out of scope, uncovered), half and half, so both halves cover every topic and style.
 *
 * Run once: `tsx bench/relevance/split-questions.ts`. The split is committed as
 * bench/relevance/{dev,test}.jsonl; running it again rewrites the same files (same seed), and
 * adding questions later appends them to the split without moving old ones would need a new seed —
 * re-splitting is a decision to record, not a routine step.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EvalQuestion, parseEvalQuestion } from './questions.ts';

const SEED = 20261122;
const here = import.meta.dirname;

/** mulberry32: a small seeded generator, so the split is reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const all: EvalQuestion[] = readdirSync(join(here, 'questions'))
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .flatMap((f) =>
    readFileSync(join(here, 'questions', f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => parseEvalQuestion(JSON.parse(l))),
  );

const groups = new Map<string, EvalQuestion[]>();
for (const q of all) {
  const key = q.expect ?? `none:${q.style}`;
  groups.set(key, [...(groups.get(key) ?? []), q]);
}
const next = random(SEED);
const dev: EvalQuestion[] = [];
const test: EvalQuestion[] = [];
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
