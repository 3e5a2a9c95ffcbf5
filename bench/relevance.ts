/**
 * Relevance of the answer engine next to MiniSearch with its default settings over the same
 * articles and fields, on questions written from content/kb-topics.tsv's need column only
 * (bench/relevance/questions/*.jsonl), split once into dev (tune on it) and test (report it; never
 * tune on its misses). Prints, for each split and each style: hit@1, MRR@10, answerable declined
 * and out-of-scope answered, for both engines; how many declined questions were offered the right
 * article among the engine's choices (Retrieval.choices); then a reliability table of the answer decision.
 *
 * `npx tsx bench/relevance.ts [--verbose] [--dev-only] [--review]` (--verbose lists the misses of dev
 * and review, never of test: test misses are not for reading; `--dev-only` leaves test out altogether, for whoever tunes content or rules
 * on dev; `--review` adds the review questions, bench/relevance/questions.ts, tuned on like dev).
 */
import { join } from 'node:path';
import {
  AnswerEngine,
  type Article,
  articleEmbeddingTexts,
  loadArticlesFromDir,
  loadLexiconFromDir,
  SEMANTIC_WEIGHT,
  type SemanticHit,
  VectorIndex,
} from '@support/answer-engine';
import { markdownToText } from '@support/answer-engine/bench';
import MiniSearch from 'minisearch';
import { ROOT } from './lib/eval-set.ts';
import { type EvalQuestion, loadSplit, type Split } from './relevance/questions.ts';

const HELP_SOURCES = ['esupport', 'gvp'] as const;
/** What the answer widget searches for a question: help articles, and for a business the consumer ones too. */
const scopeOf = (q: EvalQuestion) =>
  ({ customerType: q.customerType, dataSources: HELP_SOURCES, consumerArticles: true }) as const;
const articles = loadArticlesFromDir(join(ROOT, 'content/kb'));
const helpArticles = articles.filter((a) => a.dataSource !== 'forums');
const engine = new AnswerEngine(articles, { lexicon: loadLexiconFromDir(join(ROOT, 'content/lexicon')) });

const baseline = new MiniSearch<{
  id: string;
  title: string;
  questions: string;
  answer: string;
  body: string;
  customerType: string;
}>({ fields: ['title', 'questions', 'answer', 'body'], storeFields: ['customerType'] });
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

interface Outcome {
  q: EvalQuestion;
  /** Ranked article ids. */
  ranked: string[];
  /** Whether the system gave an answer (the engine's decision; MiniSearch answers whenever it finds anything). */
  answered: boolean;
  /** The engine's top coverage (its confidence), for the reliability table. */
  confidence: number;
  /** What a declined question is offered instead of an answer (Retrieval.choices), article ids. */
  choices?: string[];
  /** An answer's related questions (AnswerEngine.related, as the API lists them), article ids. */
  related?: string[];
}

function runEngine(q: EvalQuestion): Outcome {
  const r = engine.retrieve({ question: q.q, ...scopeOf(q) });
  return {
    q,
    ranked: r.hits.map((h) => h.article.id),
    answered: r.best !== undefined,
    confidence: r.confidence,
    choices: r.choices?.map((h) => h.article.id),
    related: r.best ? engine.related(r.best.article, r.hits).map((a) => a.id) : undefined,
  };
}

/**
 * Semantic mode, when EMBEDDINGS_BASE_URL names an OpenAI-compatible /v1/embeddings server (a
 * local Ollama, say): the articles' titles, questions and answers and every evaluation question
 * are embedded once, and the engine fuses the nearest articles with its lexical ranking, as the
 * API does. EMBEDDINGS_MODEL (default nomic-embed-text) picks the model.
 */
const EMBEDDINGS = process.env.EMBEDDINGS_BASE_URL;
const MODEL = process.env.EMBEDDINGS_MODEL ?? 'nomic-embed-text';
const semanticHits = new Map<string, SemanticHit[]>();

async function embed(texts: readonly string[]): Promise<number[][]> {
  const out: number[][] = [];
  const base = EMBEDDINGS!.replace(/\/+$/, '').replace(/\/v1$/, '');
  for (let i = 0; i < texts.length; i += 64) {
    const res = await fetch(`${base}/v1/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, input: texts.slice(i, i + 64) }),
    });
    if (!res.ok) throw new Error(`embeddings server answered ${res.status}`);
    const body = (await res.json()) as { data: { index: number; embedding: number[] }[] };
    for (const d of [...body.data].sort((a, b) => a.index - b.index)) out.push(d.embedding);
  }
  return out;
}

async function prepareSemantic(questions: readonly EvalQuestion[]): Promise<void> {
  const texts = helpArticles.map((a) => articleEmbeddingTexts(a).map((t) => t.text));
  const vectors = await embed(texts.flat());
  const index = new VectorIndex(vectors[0]!.length);
  let at = 0;
  helpArticles.forEach((a, i) => {
    index.upsert(a.id, vectors.slice(at, at + texts[i]!.length));
    at += texts[i]!.length;
  });
  const asked = await embed(questions.map((q) => q.q));
  questions.forEach((q, i) => {
    const inScope = engine.inScope(scopeOf(q));
    semanticHits.set(q.q, index.search(asked[i]!, { limit: 20, accept: inScope }));
  });
}

/** The semantic hits' weight in the fusion: EMBEDDINGS_WEIGHT, as the API reads it, else the engine's. */
const WEIGHT = process.env.EMBEDDINGS_WEIGHT ? Number(process.env.EMBEDDINGS_WEIGHT) : SEMANTIC_WEIGHT;

function runFused(q: EvalQuestion, semanticWeight = WEIGHT): Outcome {
  const r = engine.retrieve({
    question: q.q,
    ...scopeOf(q),
    semantic: semanticHits.get(q.q),
    semanticWeight,
  });
  return {
    q,
    ranked: r.hits.map((h) => h.article.id),
    answered: r.best !== undefined,
    confidence: r.confidence,
    choices: r.choices?.map((h) => h.article.id),
    related: r.best ? engine.related(r.best.article, r.hits).map((a) => a.id) : undefined,
  };
}

function runBaseline(q: EvalQuestion): Outcome {
  // The same articles the engine may answer from (a business question also sees consumer ones).
  const inScope = engine.inScope(scopeOf(q));
  const ranked = baseline.search(q.q, { filter: (x) => inScope(String(x.id)) }).map((x) => String(x.id));
  return { q, ranked, answered: ranked.length > 0, confidence: 0 };
}

interface Score {
  answerable: number;
  hit1: number;
  rr: number;
  declined: number;
  unanswerable: number;
  wronglyAnswered: number;
}

function score(outcomes: readonly Outcome[]): Score {
  const s: Score = { answerable: 0, hit1: 0, rr: 0, declined: 0, unanswerable: 0, wronglyAnswered: 0 };
  for (const o of outcomes) {
    if (o.q.expect === null) {
      s.unanswerable++;
      if (o.answered) s.wronglyAnswered++;
      continue;
    }
    s.answerable++;
    const rank = o.ranked.slice(0, 10).indexOf(o.q.expect);
    if (rank === 0) s.hit1++;
    if (rank >= 0) s.rr += 1 / (rank + 1);
    if (!o.answered) s.declined++;
  }
  return s;
}

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
const pad = (s: string, n: number) => s.padEnd(n);

function row(label: string, ours: Score, base: Score): string {
  const a = ours.answerable;
  const u = ours.unanswerable;
  return [
    pad(label, 18),
    String(a + u).padStart(4),
    `  ${f(ours.hit1 / a)} ${f(base.hit1 / a)}`,
    `   ${f(ours.rr / a)} ${f(base.rr / a)}`,
    `   ${f(ours.declined / a)} ${f(base.declined / a)}`,
    `   ${f(ours.wronglyAnswered / u)} ${f(base.wronglyAnswered / u)}`,
  ].join('');
}

function report(split: Split, run: (q: EvalQuestion) => Outcome = runEngine, mode = 'engine') {
  const questions = loadSplit(split);
  const ours = questions.map(run);
  const base = questions.map(runBaseline);
  console.log(`\n${split}: ${questions.length} questions (${mode} vs MiniSearch defaults)`);
  console.log(
    `${pad('style', 18)}   n  hit@1 eng  base   MRR@10 eng base   declined eng base   out-of-scope answered eng base`,
  );
  console.log(row('all', score(ours), score(base)));
  const styles = [...new Set(questions.map((q) => q.style))].sort();
  for (const style of styles) {
    const pick = (o: Outcome) => o.q.style === style;
    console.log(row(style, score(ours.filter(pick)), score(base.filter(pick))));
  }
  // What the declined questions were offered instead: the right article among the choices, or choices at all.
  const declined = ours.filter((o) => !o.answered);
  const answerable = declined.filter((o) => o.q.expect !== null);
  const offered = (o: Outcome) => (o.choices?.length ?? 0) > 0;
  console.log(
    `\n  choices instead of an answer: ${answerable.filter((o) => o.choices?.includes(o.q.expect!)).length} of ${answerable.length} declined answerable questions offered the right article (${answerable.filter(offered).length} offered any); ${declined.filter((o) => o.q.expect === null && offered(o)).length} of ${declined.length - answerable.length} declined out-of-scope ones offered choices`,
  );
  // After a wrong answer, the way on: the right article among the answer's related questions.
  const wrong = ours.filter((o) => o.answered && o.q.expect !== null && o.ranked[0] !== o.q.expect);
  console.log(
    `  related questions after a wrong answer: ${wrong.filter((o) => o.related?.includes(o.q.expect!)).length} of ${wrong.length} wrongly answered questions offered the right article`,
  );
  // Reliability of the answer decision: of the answers given at each confidence, how many were right.
  console.log('\n  answer reliability (engine answers by confidence: share right)');
  const buckets = [0, 0.2, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let i = 0; i < buckets.length - 1; i++) {
    const [lo, hi] = [buckets[i]!, buckets[i + 1]!];
    const given = ours.filter((o) => o.answered && o.confidence >= lo && o.confidence < hi);
    const right = given.filter((o) => o.q.expect !== null && o.ranked[0] === o.q.expect).length;
    if (given.length > 0)
      console.log(
        `  [${lo.toFixed(1)}, ${Math.min(hi, 1).toFixed(1)}${hi > 1 ? ']' : ')'}  ${String(given.length).padStart(4)} answers  ${f(right / given.length)} right`,
      );
  }
  if (split !== 'test' && process.argv.includes('--verbose')) {
    console.log(`\n  ${split} misses (expected → got):`);
    for (const o of ours) {
      const wrong = o.q.expect === null ? o.answered : !o.answered || o.ranked[0] !== o.q.expect;
      if (wrong)
        console.log(
          `  ${o.q.style}\t${o.q.expect ?? '-'} → ${o.answered ? o.ranked[0] : 'declined'} (${o.confidence.toFixed(2)})\t${o.q.q}`,
        );
    }
  }
}

console.log(
  `relevance: ${helpArticles.length} help articles; goals on test: hit@1 >= 0.90 and >= 0.10 above MiniSearch, answerable declined <= 0.03, out-of-scope answered <= 0.05`,
);
const DEV_ONLY = process.argv.includes('--dev-only');
report('dev');
if (process.argv.includes('--review')) report('review');
if (!DEV_ONLY) report('test');
if (EMBEDDINGS) {
  console.log(
    `\nsemantic mode: ${MODEL} at ${new URL(EMBEDDINGS).host}, fused by reciprocal rank fusion at weight ${WEIGHT}`,
  );
  await prepareSemantic([...loadSplit('dev'), ...loadSplit('test')]);
  report('dev', (q) => runFused(q), 'engine + embeddings');
  if (!DEV_ONLY) report('test', (q) => runFused(q), 'engine + embeddings');
  // For choosing EMBEDDINGS_WEIGHT on dev: 0 is the lexical ranking, 1 weighs both lists alike.
  console.log(
    "\n  dev by the semantic hits' weight (EMBEDDINGS_WEIGHT): hit@1, answerable declined, out-of-scope answered",
  );
  for (const weight of [0, 0.05, 0.1, 0.2, 0.3, 0.5, 1]) {
    const s = score(loadSplit('dev').map((q) => runFused(q, weight)));
    console.log(
      `  ${weight.toFixed(2).padStart(5)}  ${f(s.hit1 / s.answerable)}  ${f(s.declined / s.answerable)}  ${f(s.wronglyAnswered / s.unanswerable)}`,
    );
  }
} else console.log('\nsemantic mode: not measured (set EMBEDDINGS_BASE_URL to an OpenAI-compatible server)');
