/**
 * Latency of the answer engine: index build time and AnswerEngine.retrieve percentiles on our
 * knowledge base and on a generated 10,000-article one, with the questions of
 * the dev questions (bench/relevance/dev.jsonl). Run with `npx tsx bench/engine-latency.ts`.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AnswerEngine, type Article, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { answerable, ROOT } from './lib/eval-set.ts';
import { generateKnowledgeBase } from './lib/generate-kb.ts';

/** The API builds its engine with the concept lexicon; so does this bench. */
const lexicon = loadLexiconFromDir(join(ROOT, 'content/lexicon'));

const GOALS = { p95AtTenThousand: 5, buildMs: 2000 } as const;
const GENERATED_COUNT = 10_000;
const SEED = 20_260_914;
const WARM_UP_ROUNDS = 2;
const MIN_SAMPLES = 2000;

const queries = answerable.map(({ topic, question }) => ({ question, customerType: topic.customerType }));

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

interface Result {
  coldBuild: number;
  warmBuild: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  samples: number;
  answered: number;
}

function measure(articles: readonly Article[], rebuilds: number): Result {
  // The first build also pays for JIT warm-up and the analyser's term cache; later builds show
  // the steady state. Both are reported.
  let t = performance.now();
  let engine = new AnswerEngine(articles, { lexicon });
  const coldBuild = performance.now() - t;
  const builds: number[] = [];
  for (let i = 0; i < rebuilds; i++) {
    t = performance.now();
    engine = new AnswerEngine(articles, { lexicon });
    builds.push(performance.now() - t);
  }
  builds.sort((a, b) => a - b);

  // Warm-up: JIT, the English word list (loaded on the first spelling check), caches.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const q of queries) engine.retrieve(q);

  const rounds = Math.max(1, Math.ceil(MIN_SAMPLES / queries.length));
  const times: number[] = [];
  let answered = 0;
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const start = performance.now();
      const r = engine.retrieve(q);
      times.push(performance.now() - start);
      if (round === 0 && r.best) answered++;
    }
  }
  times.sort((a, b) => a - b);
  return {
    coldBuild,
    warmBuild: builds.length > 0 ? percentile(builds, 50) : coldBuild,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1]!,
    mean: times.reduce((s, x) => s + x, 0) / times.length,
    samples: times.length,
    answered: answered / queries.length,
  };
}

function report(label: string, articles: readonly Article[], result: Result, goals: boolean): void {
  console.log(`\n${label}: ${articles.length.toLocaleString('en-US')} articles`);
  const buildGoal = goals
    ? `   (goal <= ${GOALS.buildMs.toLocaleString('en-US')} ms: ${verdict(result.coldBuild <= GOALS.buildMs)})`
    : '';
  console.log(
    `  index build   first ${ms(result.coldBuild)}, median rebuild ${ms(result.warmBuild)}${buildGoal}`,
  );
  console.log(
    `  retrieve      p50 ${ms(result.p50)}  p95 ${ms(result.p95)}${
      goals ? ` (goal <= ${GOALS.p95AtTenThousand} ms: ${verdict(result.p95 <= GOALS.p95AtTenThousand)})` : ''
    }  p99 ${ms(result.p99)}`,
  );
  console.log(
    `                mean ${ms(result.mean)}  max ${ms(result.max)}  over ${result.samples} queries (${queries.length} questions), ${(
      result.answered * 100
    ).toFixed(1)}% answered`,
  );
}

console.log(
  `engine latency: AnswerEngine.retrieve on ${queries.length} questions from the dev questions (bench/relevance/dev.jsonl)`,
);
console.log(`node ${process.version}, ${WARM_UP_ROUNDS} warm-up rounds per knowledge base`);

const ours = loadArticlesFromDir(join(ROOT, 'content/kb'));
report('(a) our knowledge base (content/kb)', ours, measure(ours, 5), false);

const t = performance.now();
const generated = generateKnowledgeBase(ours, { count: GENERATED_COUNT, seed: SEED });
const generation = performance.now() - t;
report(
  `(b) generated knowledge base (seed ${SEED}, generated and validated in ${ms(generation)})`,
  generated,
  measure(generated, 2),
  true,
);
const heap = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`\nheap in use at the end: ${heap.toFixed(0)} MB`);
