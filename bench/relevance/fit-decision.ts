/**
 * Fits the answer / no-answer model on the dev and review questions (FIT_ON=dev for dev alone;
 * never test): a logistic regression over the engine's decision features
 * (packages/answer-engine/src/decision/features.ts), plain full-batch gradient descent on
 * standardised features with a little L2, no library. The label is whether the question is one the
 * knowledge base answers (answerable) or one to decline (out of scope or uncovered). The threshold
 * is the highest probability at which, on dev, at most DECLINED_ON_DEV of the answerable questions
 * are declined: two thirds of the goal's budget (3 %), a third left for the difference between
 * the splits. Writes packages/answer-engine/src/decision/model.json; test is never read here.
 *
 * It also prints the model's quality on dev with each fifth of dev held out (AUC, log loss), the
 * figure to compare feature sets and fitting data by, and review's held out (each fifth scored by a
 * model fitted without it), with the out-of-scope questions answered at 1, 2, 3 and 5 % of
 * answerable ones declined: the comparison at equal declined. `DROP=feature,…` fits with those
 * features' weights held at 0 and writes nothing.
 *
 * `KEEP_WEIGHTS=1` keeps the shipped weights and chooses only the threshold again, by the same rule.
 *
 * `npx tsx bench/relevance/fit-decision.ts`, then `npx tsx bench/relevance.ts` to report.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AnswerEngine, loadArticlesFromDir, loadLexiconFromDir } from '@support/answer-engine';
import { FEATURE_NAMES } from '@support/answer-engine/bench';
import { ROOT } from '../lib/eval-set.ts';
import { loadSplit, type Split } from './questions.ts';

/**
 * The share of dev's answerable questions the threshold may decline: two thirds of the goal's 3 %.
 * A wrong answer costs a customer more than a "we don't know" that still lists the matching
 * articles and the contact options, so the budget is spent; the precision this gives on dev is
 * printed. (Until stop 26 the threshold was chosen for a target precision, 0.98 at the end; the
 * precision curve is flat there, so a small content change moved dev's declined between 0.007 and
 * 0.026 at the same target.)
 */
const DECLINED_ON_DEV = 0.02;
const ITERATIONS = 20_000;
const LEARNING_RATE = 0.1;
const L2 = 1e-3;
/**
 * Signs the weights must keep (projected gradient descent): more of the question covered, a closer
 * article question, a clearer lead, never make an answer less likely; more unknown words, matches
 * only in bodies, words addressed to the assistant and markup never make it more likely. Without
 * this, a correlation of the dev set (long customer stories carry many unknown words) could teach
 * the opposite.
 */
const SIGN: Partial<Record<(typeof FEATURE_NAMES)[number], 1 | -1>> = {
  coverage: 1,
  questionSimilarity: 1,
  margin: 1,
  anchored: 1,
  questionFieldShare: 1,
  unknownShare: -1,
  bodyOnlyShare: -1,
  secondPerson: -1,
  symbolShare: -1,
  outOfScopeSimilarity: -1,
  outOfScopeWords: -1,
  domainOdds: 1,
  unmatchedModifier: -1,
};
const OUT = join(ROOT, 'packages/answer-engine/src/decision/model.json');

const engine = new AnswerEngine(loadArticlesFromDir(join(ROOT, 'content/kb')), {
  lexicon: loadLexiconFromDir(join(ROOT, 'content/lexicon')),
});

const rows: { x: number[]; y: number; right: boolean; split: Split }[] = [];
/** Questions without any hit (never answered), per split. */
const noHits = new Map<Split, { answerable: number; other: number }>();
/**
 * What the model is fitted on: dev and the review questions by default (FIT_ON=dev for dev alone).
 * With 564 review questions, adding them lowered the held-out AUC on dev (0.9873 → 0.9863); with
 * 1,111 (stop 28) it raised it (0.9865 → 0.9938), see ADR 006. Never test. The threshold is still
 * chosen on dev alone.
 */
const FIT_ON = (process.env.FIT_ON ?? 'dev,review').split(',') as Split[];
for (const split of FIT_ON)
  if (split === 'test') throw new Error('FIT_ON: the model is never fitted on test');
for (const { q, split } of FIT_ON.flatMap((split) => loadSplit(split).map((q) => ({ q, split })))) {
  const r = engine.retrieve({
    question: q.q,
    customerType: q.customerType,
    dataSources: ['esupport', 'gvp'],
    // As the answer widget asks: a business question also sees the consumer articles.
    consumerArticles: true,
  });
  if (!r.features) {
    const counts = noHits.get(split) ?? { answerable: 0, other: 0 };
    counts[q.expect === null ? 'other' : 'answerable']++;
    noHits.set(split, counts);
    continue;
  }
  const features = r.features;
  rows.push({
    x: FEATURE_NAMES.map((f) => features[f]),
    y: q.expect === null ? 0 : 1,
    right: q.expect !== null && r.hits[0]?.article.id === q.expect,
    split,
  });
}

const k = FEATURE_NAMES.length;
// A NaN feature says nothing for that question (see DecisionFeatures): left out of the mean and
// scale, and standardised to 0, as answerProbability reads it.
const known = (j: number) => rows.map((r) => r.x[j]!).filter((v) => !Number.isNaN(v));
/**
 * KEEP_WEIGHTS=1 keeps the shipped model's standardisation and weights and chooses its threshold
 * again by the same rule: after a content or lexicon change has moved the features, the operating
 * point stays at the declined budget without a refit (a refit is a separate decision, judged by
 * the held-out figures below, which this mode does not print).
 */
const KEEP_WEIGHTS = process.env.KEEP_WEIGHTS === '1';
const shipped = KEEP_WEIGHTS
  ? (JSON.parse(readFileSync(OUT, 'utf8')) as {
      features: string[];
      mean: number[];
      scale: number[];
      weights: number[];
      bias: number;
      fittedOn: string;
    })
  : undefined;
if (shipped && shipped.features.join() !== FEATURE_NAMES.join())
  throw new Error('KEEP_WEIGHTS: the shipped model has other features; fit it again');
const mean =
  shipped?.mean ??
  FEATURE_NAMES.map((_, j) => {
    const xs = known(j);
    return xs.length === 0 ? 0 : xs.reduce((s, v) => s + v, 0) / xs.length;
  });
const scale =
  shipped?.scale ??
  FEATURE_NAMES.map((_, j) => {
    const xs = known(j);
    const v = xs.length === 0 ? 0 : xs.reduce((s, x) => s + (x - mean[j]!) ** 2, 0) / xs.length;
    return Math.sqrt(v) || 1;
  });
const z = rows.map((r) => r.x.map((v, j) => (Number.isNaN(v) ? 0 : (v - mean[j]!) / scale[j]!)));

const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));
const DROPPED = new Set(process.env.DROP?.split(',').filter((f) => f !== '') ?? []);
for (const f of DROPPED)
  if (!(FEATURE_NAMES as readonly string[]).includes(f)) throw new Error(`DROP: "${f}" is not a feature`);

/** Logistic regression on the rows `use` of z (all by default): weights and bias. */
function fitLogistic(use: readonly number[] = z.map((_, i) => i)) {
  const weights = new Array<number>(k).fill(0);
  let bias = 0;
  const predict = (x: readonly number[]) => sigmoid(bias + x.reduce((s, v, j) => s + v * weights[j]!, 0));
  for (let it = 0; it < ITERATIONS; it++) {
    const grad = new Array<number>(k).fill(0);
    let gradBias = 0;
    for (const i of use) {
      const x = z[i]!;
      const err = predict(x) - rows[i]!.y;
      gradBias += err;
      for (let j = 0; j < k; j++) grad[j]! += err * x[j]!;
    }
    bias -= (LEARNING_RATE * gradBias) / use.length;
    for (let j = 0; j < k; j++) {
      weights[j]! -= LEARNING_RATE * (grad[j]! / use.length + L2 * weights[j]!);
      const sign = SIGN[FEATURE_NAMES[j]!];
      if ((sign !== undefined && weights[j]! * sign < 0) || DROPPED.has(FEATURE_NAMES[j]!)) weights[j] = 0;
    }
  }
  return { weights, bias, predict };
}

/** Area under the ROC curve and mean log loss of probabilities `p` for labels `y`. */
function quality(scores: readonly { p: number; y: number }[]) {
  const pos = scores.filter((s) => s.y === 1);
  const neg = scores.filter((s) => s.y === 0);
  let wins = 0;
  for (const a of pos) for (const b of neg) wins += a.p > b.p ? 1 : a.p === b.p ? 0.5 : 0;
  const clamp = (p: number) => Math.min(1 - 1e-12, Math.max(1e-12, p));
  const loss = -scores.reduce((s, x) => s + Math.log(clamp(x.y === 1 ? x.p : 1 - x.p)), 0) / scores.length;
  return { auc: wins / (pos.length * neg.length), logLoss: loss };
}

// Held-out quality: each fifth of dev, and each fifth of review when fitted on, scored by a model
// fitted on the rest (every fifth question of a split a fold, in file order): dev's AUC and log
// loss are the figures to compare feature sets and fitting data by, without reading test; review's
// held-out answers at the threshold say what a feature does for questions written apart from it.
const FOLDS = 5;
const heldOut = new Map<number, number>();
const foldOf = new Map<number, number>();
for (const split of FIT_ON)
  rows.forEach((r, i) => {
    if (r.split === split) foldOf.set(i, foldOf.size % FOLDS);
  });
for (let f = 0; f < (KEEP_WEIGHTS ? 0 : FOLDS); f++) {
  const model = fitLogistic(z.map((_, i) => i).filter((i) => foldOf.get(i) !== f));
  z.forEach((x, i) => {
    if (foldOf.get(i) === f) heldOut.set(i, model.predict(x));
  });
}
const heldOutOf = (split: Split) =>
  [...heldOut].filter(([i]) => rows[i]!.split === split).map(([i, p]) => ({ p, y: rows[i]!.y }));
const crossValidated = quality(heldOutOf('dev'));

const { weights, bias, predict } = shipped
  ? {
      weights: shipped.weights,
      bias: shipped.bias,
      predict: (x: readonly number[]) =>
        sigmoid(shipped.bias + x.reduce((s, v, j) => s + v * shipped.weights[j]!, 0)),
    }
  : fitLogistic();

// The highest threshold at which dev declines at most DECLINED_ON_DEV of its answerable
// questions (those without any hit are always declined). Dev alone: the review questions were
// written to find weak spots, their out-of-scope ones harder than visitors' (fitting the weights,
// they teach what a weak spot looks like; as the operating point, they would decline many more
// answerable questions).
const THRESHOLD_ON: Split = 'dev';
const devRows = rows.filter((r) => r.split === THRESHOLD_ON);
const withoutHits = noHits.get(THRESHOLD_ON) ?? { answerable: 0, other: 0 };
const scored = z
  .map((x, i) => ({ p: predict(x), ...rows[i]! }))
  .filter((s) => s.split === THRESHOLD_ON)
  .sort((a, b) => b.p - a.p);
const answerable = devRows.filter((r) => r.y === 1).length + withoutHits.answerable;
const declineable = devRows.filter((r) => r.y === 0).length + withoutHits.other;
// Going down the probabilities, answerable questions answered at or above each: the first (the
// highest) at which few enough are declined. Equal probabilities are answered together.
let threshold = 0;
let inScope = 0;
for (let i = 0; i < scored.length; i++) {
  if (scored[i]!.y === 1) inScope++;
  if (i + 1 < scored.length && scored[i + 1]!.p === scored[i]!.p) continue;
  if (1 - inScope / answerable <= DECLINED_ON_DEV) {
    threshold = scored[i]!.p;
    break;
  }
}
const given = scored.filter((s) => s.p >= threshold);
const dev = {
  questions: devRows.length + withoutHits.answerable + withoutHits.other,
  answersToAnswerable: given.filter((s) => s.y === 1).length / given.length,
  answersRight: given.filter((s) => s.right).length / given.length,
  answerableDeclined: 1 - given.filter((s) => s.y === 1).length / answerable,
  outOfScopeAnswered: given.filter((s) => s.y === 0).length / declineable,
};

const round = (x: number) => Math.round(x * 1e6) / 1e6;
// A fit without some features is for comparing, never the shipped model.
if (DROPPED.size === 0) {
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        features: FEATURE_NAMES,
        mean: mean.map(round),
        scale: scale.map(round),
        weights: weights.map(round),
        bias: round(bias),
        threshold: round(threshold),
        fittedOn: shipped
          ? `${shipped.fittedOn.replace(/; threshold chosen again.*$/, '')}; threshold chosen again with these weights (KEEP_WEIGHTS=1), ${dev.questions} dev questions`
          : `${FIT_ON.join(' + ')} split${FIT_ON.length > 1 ? 's' : ''}, ${dev.questions} dev questions, at most ${DECLINED_ON_DEV} of answerable declined (bench/relevance/fit-decision.ts)`,
        dev: Object.fromEntries(Object.entries(dev).map(([key, v]) => [key, round(v)])),
      },
      null,
      2,
    )}\n`,
  );
  // Written as the repository formats JSON, so a refit is a clean diff and lint stays green.
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
  console.log(`wrote ${OUT}`);
} else console.log(`not written: fitted without ${[...DROPPED].join(', ')}`);
console.log('weights (standardised):');
for (const [j, f] of FEATURE_NAMES.entries()) console.log(`  ${f.padEnd(20)} ${weights[j]!.toFixed(3)}`);
console.log(`  bias                 ${bias.toFixed(3)}`);
console.log(`threshold ${threshold.toFixed(3)}; dev:`, dev);
if (!KEEP_WEIGHTS)
  console.log(
    `dev, each fifth held out (fitted on ${FIT_ON.join(' + ')}): AUC ${crossValidated.auc.toFixed(4)}, log loss ${crossValidated.logLoss.toFixed(4)}`,
  );
if (FIT_ON.includes('review') && !KEEP_WEIGHTS) {
  const review = heldOutOf('review');
  const missing = noHits.get('review') ?? { answerable: 0, other: 0 };
  const answered = review.filter((s) => s.p >= threshold);
  const reviewAnswerable = review.filter((s) => s.y === 1).length + missing.answerable;
  const reviewOther = review.filter((s) => s.y === 0).length + missing.other;
  console.log(
    `review, each fifth held out: AUC ${quality(review).auc.toFixed(4)}, log loss ${quality(review).logLoss.toFixed(4)}; at the threshold ${(1 - answered.filter((s) => s.y === 1).length / reviewAnswerable).toFixed(3)} of answerable declined, ${(answered.filter((s) => s.y === 0).length / reviewOther).toFixed(3)} of out-of-scope answered`,
  );
  // The same trade on review, held out: what compares feature sets at equal declined.
  const line = [0.01, 0.02, 0.03, 0.05].map((most) => {
    let outOfScope = 1;
    for (const s of review) {
      const given = review.filter((x) => x.p >= s.p);
      if (1 - given.filter((x) => x.y === 1).length / reviewAnswerable > most) continue;
      outOfScope = Math.min(outOfScope, given.filter((x) => x.y === 0).length / reviewOther);
    }
    return `${most} declined: ${outOfScope.toFixed(3)}`;
  });
  console.log(`review, each fifth held out, out-of-scope answered at ${line.join(', ')}`);
}
// The trade a stricter or looser threshold would make on dev (fitted model, so optimistic).
for (const most of [0.05, 0.1, 0.15, 0.2]) {
  let declined = 1;
  for (const s of scored) {
    const given = scored.filter((x) => x.p >= s.p);
    if (given.filter((x) => x.y === 0).length / declineable > most) continue;
    declined = Math.min(declined, 1 - given.filter((x) => x.y === 1).length / answerable);
  }
  console.log(
    `dev: with at most ${most} of out-of-scope answered, ${declined.toFixed(3)} of answerable declined`,
  );
}
