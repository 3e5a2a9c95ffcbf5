/**
 * Speed at any size: the answer engine on our knowledge base (content/kb) and on generated ones of
 * 10,000 and 100,000 articles (bench/lib/generate-kb.ts). For each: index build time (first build
 * and median rebuild), AnswerEngine.retrieve percentiles, the heap the engine holds and, when the
 * engine offers them, replacing one article (`engine.upsert`) and building in a worker thread
 * (`buildEngineInWorker`). Our knowledge base is asked the dev questions (bench/relevance/dev.jsonl),
 * generated ones paraphrases of their own questions, with hit@1 as a sanity figure.
 *
 * Run `npx tsx bench/engine-latency.ts`. It restarts itself with `--expose-gc` to measure the heap
 * (or run `node --expose-gc --import tsx bench/engine-latency.ts`). BENCH_SIZES picks the knowledge
 * bases, comma separated: `ours` and article counts (default "ours,10000,100000").
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as answerEngine from '@support/answer-engine';
import {
  AnswerEngine,
  type Article,
  type Lexicon,
  loadArticlesFromDir,
  loadLexiconFromDir,
  type RetrieveOptions,
} from '@support/answer-engine';
import { bundledEngineWorker } from './lib/bundled-worker.ts';
import { answerable, ROOT } from './lib/eval-set.ts';
import { generateKnowledgeBase, generateQueries } from './lib/generate-kb.ts';
import { stallWatch } from './lib/stall-watch.ts';

// The heap figures need a full collection before each reading: restart with --expose-gc once.
const RESTARTED = 'ENGINE_LATENCY_RESTARTED';
if (typeof globalThis.gc !== 'function' && process.env[RESTARTED] !== '1') {
  const child = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [RESTARTED]: '1' },
  });
  process.exit(child.status ?? 1);
}

interface Goals {
  buildMs?: number;
  p95?: number;
  p99?: number;
}
/** The issue's goals ("Speed at any size"); the build goal is on the first build. */
const GOALS: Record<number, Goals> = {
  10000: { buildMs: 1000, p95: 2, p99: 5 },
  100000: { p95: 10 },
};
const SEED = 20_260_914;
const MIN_SAMPLES = 2000;
/** Fewer queries from 100,000 articles up, where today's engine is slow. */
const LARGE = 100_000;
const LARGE_SAMPLES = 1000;
const WARM_UP = 300;
const UPSERTS = 50;

/** The API builds its engine with the concept lexicon; so does this bench. */
const lexicon = loadLexiconFromDir(join(ROOT, 'content/lexicon'));

type Query = RetrieveOptions & { expect: string };

/** Engine features being written while this bench is: used when present. */
interface Upserting {
  upsert(article: Article): unknown;
}
const canUpsert = (engine: AnswerEngine): engine is AnswerEngine & Upserting =>
  typeof (engine as Partial<Upserting>).upsert === 'function';
type BuildEngineInWorker = (
  articles: Article[],
  options: { lexicon?: Lexicon; url?: URL },
) => Promise<AnswerEngine>;
const buildEngineInWorker = ((): BuildEngineInWorker | undefined => {
  const exported: Record<string, unknown> = answerEngine;
  const candidate = exported.buildEngineInWorker;
  return typeof candidate === 'function' ? (candidate as BuildEngineInWorker) : undefined;
})();

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
const sortedCopy = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const count = (n: number) => n.toLocaleString('en-US');
const ms = (x: number) => (x < 10 ? `${x.toFixed(3)} ms` : `${count(Math.round(x))} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const goal = (value: number, limit: number | undefined, unit = 'ms') =>
  limit === undefined ? '' : ` (goal <= ${count(limit)} ${unit}: ${value <= limit ? 'ok' : 'MISSED'})`;

/** Heap in use after a full collection (undefined without --expose-gc). */
function heapUsed(): number | undefined {
  if (typeof globalThis.gc !== 'function') return undefined;
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

interface Workload {
  label: string;
  articles: Article[];
  queries: Query[];
  warmUp: Query[];
  /** What the queries are, for the report. */
  about: string;
  rebuilds: number;
  goals: Goals;
}

interface Verdict {
  label: string;
  what: string;
  ok: boolean;
}
const verdicts: Verdict[] = [];
function judged(label: string, what: string, value: number, limit: number | undefined): string {
  if (limit !== undefined)
    verdicts.push({ label, what: `${what} <= ${count(limit)} ms`, ok: value <= limit });
  return goal(value, limit);
}

/** An edited copy of an article, as an author's save would make it. */
function revised(article: Article, n: number): Article {
  return {
    ...article,
    title: `${article.title.slice(0, 100)} (revision ${n})`,
    questions: [...article.questions.slice(1), `revision ${n}: ${article.questions[0] ?? article.title}`],
    answer: `${article.answer} Revised in revision ${n}.`,
    updated: '2026-12-01',
  };
}

async function run(w: Workload): Promise<void> {
  const { articles, goals, label } = w;
  console.log(`\n${label}`);

  const before = heapUsed();
  let t = performance.now();
  const engine = new AnswerEngine(articles, { lexicon });
  const firstBuild = performance.now() - t;
  const after = heapUsed();
  const builds: number[] = [];
  for (let i = 0; i < w.rebuilds; i++) {
    t = performance.now();
    new AnswerEngine(articles, { lexicon });
    builds.push(performance.now() - t);
  }
  const rebuild = builds.length > 0 ? percentile(sortedCopy(builds), 50) : firstBuild;
  console.log(
    `  index build    first ${ms(firstBuild)}${judged(label, 'build', firstBuild, goals.buildMs)}, median of ${
      w.rebuilds
    } rebuild${w.rebuilds === 1 ? '' : 's'} ${ms(rebuild)}`,
  );

  // Warm-up (JIT, the English word list loaded on the first spelling check, caches), then the timed run.
  for (const q of w.warmUp) engine.retrieve(q);
  const times: number[] = [];
  let hits = 0;
  let answered = 0;
  for (const q of w.queries) {
    const start = performance.now();
    const r = engine.retrieve(q);
    times.push(performance.now() - start);
    if (r.hits[0]?.article.id === q.expect) hits++;
    if (r.best) answered++;
  }
  const sorted = sortedCopy(times);
  const p95 = percentile(sorted, 95);
  const p99 = percentile(sorted, 99);
  console.log(
    `  retrieve       p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}${judged(label, 'p95', p95, goals.p95)}  p99 ${ms(
      p99,
    )}${judged(label, 'p99', p99, goals.p99)}  max ${ms(sorted[sorted.length - 1]!)}`,
  );
  console.log(
    `                 over ${count(times.length)} ${w.about} after ${count(w.warmUp.length)} warm-up; hit@1 ${(
      hits / times.length
    ).toFixed(3)}, answered ${(answered / times.length).toFixed(3)}`,
  );

  if (before !== undefined && after !== undefined) {
    const bytes = after - before;
    // Below 10,000 articles fixed costs (lexicon, caches) dominate: no per-article extrapolation.
    const per =
      articles.length >= 10_000 ? ` (${mb((bytes / articles.length) * 10_000)} per 10,000 articles)` : '';
    console.log(`  engine heap    ${mb(bytes)}${per}`);
  } else {
    console.log('  engine heap    not measured (run with node --expose-gc)');
  }

  if (canUpsert(engine)) {
    const step = Math.max(1, Math.floor(articles.length / UPSERTS));
    const updates: number[] = [];
    let applied = 0;
    try {
      for (let i = 0; i < UPSERTS; i++) {
        const next = revised(articles[(i * step) % articles.length]!, i + 1);
        const start = performance.now();
        const pending: unknown = engine.upsert(next);
        if (pending instanceof Promise) await pending;
        updates.push(performance.now() - start);
        if (engine.article(next.id)?.title === next.title) applied++;
      }
      const u = sortedCopy(updates);
      console.log(
        `  upsert         p50 ${ms(percentile(u, 50))}  p95 ${ms(percentile(u, 95))}  max ${ms(
          u[u.length - 1]!,
        )} over ${UPSERTS} replaced articles${
          applied === UPSERTS ? '' : ` (only ${applied} visible afterwards through engine.article)`
        }`,
      );
    } catch (error) {
      console.log(`  upsert         FAILED: ${(error as Error).message.split('\n')[0]}`);
    }
  } else {
    console.log('  upsert         not offered by this engine (no AnswerEngine#upsert)');
  }

  if (buildEngineInWorker) {
    // The worker as the API runs it (bundled), started afresh as at each build the API makes.
    const worker = await bundledEngineWorker();
    const stalls = stallWatch();
    const start = performance.now();
    try {
      const built = await buildEngineInWorker(articles, { lexicon, url: worker.url });
      const wall = performance.now() - start;
      const longest = await stalls.stop();
      console.log(
        `  worker build   ${ms(wall)} until ready; main thread held up at most ${ms(longest)}${
          built.size === articles.length
            ? ''
            : ` (the engine has ${count(built.size)} articles, not ${count(articles.length)})`
        }`,
      );
    } catch (error) {
      await stalls.stop();
      // Being written alongside this bench: report, and go on with the other figures.
      console.log(`  worker build   FAILED: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      worker.dispose();
    }
  } else {
    console.log('  worker build   not offered by this engine (no buildEngineInWorker export)');
  }
}

/** Distinct lowercase words of the articles' text: the index vocabulary, roughly. */
function vocabulary(articles: readonly Article[]): number {
  const words = new Set<string>();
  for (const a of articles)
    for (const text of [a.title, a.answer, a.body, ...a.questions])
      for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) words.add(w);
  return words.size;
}

function ours(): Workload {
  const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
  const questions: Query[] = answerable.map(({ topic, question }) => ({
    question,
    customerType: topic.customerType,
    expect: topic.id,
  }));
  const rounds = Math.ceil(MIN_SAMPLES / questions.length);
  return {
    label: `our knowledge base (content/kb): ${count(articles.length)} articles, ${count(vocabulary(articles))} distinct words`,
    articles,
    queries: Array.from({ length: rounds }, () => questions).flat(),
    warmUp: [...questions, ...questions],
    about: `queries (${questions.length} dev questions x ${rounds})`,
    rebuilds: 5,
    goals: {},
  };
}

function generated(size: number): Workload {
  const before = heapUsed();
  const t = performance.now();
  const articles = generateKnowledgeBase({ count: size, seed: SEED });
  const generation = performance.now() - t;
  const after = heapUsed();
  const samples = size >= LARGE ? LARGE_SAMPLES : MIN_SAMPLES;
  const help = articles.filter((a) => a.dataSource !== 'forums').length;
  const memory = before !== undefined && after !== undefined ? `, ${mb(after - before)} as objects` : '';
  return {
    label: `generated, ${count(size)} articles (seed ${SEED}; ${count(help)} help articles; made in ${ms(generation)}${
      size <= 10_000 ? ' with validation' : ''
    }; ${count(vocabulary(articles))} distinct words${memory})`,
    articles,
    queries: generateQueries(articles, { count: samples, seed: SEED + 1 }),
    warmUp: generateQueries(articles, { count: WARM_UP, seed: SEED + 2 }),
    about: 'paraphrased questions',
    rebuilds: size >= LARGE ? 1 : 3,
    goals: GOALS[size] ?? {},
  };
}

const sizes = (process.env.BENCH_SIZES ?? 'ours,10000,100000')
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s !== '');
for (const s of sizes)
  if (s !== 'ours' && !/^\d+$/.test(s)) throw new Error(`BENCH_SIZES: "${s}" is neither "ours" nor a count`);

console.log(
  `engine latency: node ${process.version}, heap measured ${typeof globalThis.gc === 'function' ? 'after full collections' : 'not at all (no --expose-gc)'}; sizes ${sizes.join(', ')} (BENCH_SIZES)`,
);
console.log(
  `goals: build <= 1 s, p95 <= 2 ms and p99 <= 5 ms at 10,000 articles; p95 <= 10 ms at 100,000. Optional: upsert ${
    typeof (AnswerEngine.prototype as Partial<Upserting>).upsert === 'function' ? 'present' : 'absent'
  }, buildEngineInWorker ${buildEngineInWorker ? 'present' : 'absent'}`,
);

for (const s of sizes) {
  // One knowledge base at a time, so the heap figures do not include the previous one.
  await run(s === 'ours' ? ours() : generated(Number(s)));
}

if (verdicts.length > 0) {
  console.log('\nsummary');
  for (const v of verdicts)
    console.log(`  ${v.ok ? 'ok    ' : 'MISSED'}  ${v.label.split(' (')[0]}: ${v.what}`);
}
console.log(`\nheap in use at the end: ${mb(process.memoryUsage().heapUsed)}`);
