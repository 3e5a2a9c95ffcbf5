import type { QuestionCounts } from '../retrieval/question-index.ts';

/**
 * What the answer / no-answer decision looks at: how well the best article matches, how clearly
 * it beats the next one, where the match was, and how much of the question the knowledge base
 * knows at all. Every feature is generic (no word lists of particular questions); the model in
 * model.json weighs them (fitted on the dev questions by bench/relevance/fit-decision.ts).
 */
export const FEATURE_NAMES = [
  'coverage',
  'questionSimilarity',
  'margin',
  'score',
  'anchored',
  'questionFieldShare',
  'answerFieldShare',
  'bodyOnlyShare',
  'unknownShare',
  'length',
  'secondPerson',
  'symbolShare',
  'outOfScopeSimilarity',
  'outOfScopeWords',
  'domainOdds',
  'unmatchedModifier',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
/**
 * The features of one question's best hit. NaN: the feature says nothing here (the margin when the
 * scope holds a single candidate: a lead over nobody is no evidence), so the model leaves it out.
 */
export type DecisionFeatures = Record<FeatureName, number>;

/** Prepositions of place and source: what follows them is where it happened ("stolen on the subway"). */
const PLACE_PREPOSITIONS = new Set(['on', 'at', 'in', 'from', 'near', 'inside', 'outside']);
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'your',
  'this',
  'that',
  'his',
  'her',
  'their',
  'some',
]);

/**
 * The question's circumstances the best article does not speak of: the words of a noun phrase
 * after a preposition of place or source ("on the subway", "at a coffee shop", "from dollar
 * general") when the article matches none of them. Where a phone was stolen does not make the
 * question one we cannot answer; a phrase the article matches a word of ("on my sewer bill":
 * "bill") is the question's object, not its circumstance, and stays, as does one after "on" and a
 * possessive ("on my Spotify subscription", "on our card"): what a charge or a change is on.
 * `slotOf` gives a surface token's query slot (the customer's own word), if any; returns those
 * slots' numbers.
 */
export function circumstanceSlots(
  tokens: readonly string[],
  slotOf: (token: string) => number | undefined,
  matched: readonly boolean[],
): Set<number> {
  const found = new Set<number>();
  for (let k = 0; k < tokens.length; k++) {
    if (!PLACE_PREPOSITIONS.has(tokens[k]!)) continue;
    let j = k + 1;
    // "on my …", "on our …" is what something is on (a charge on my card, a fee on my Spotify
    // subscription), the question's object; "on the subway", "on a plane" is where.
    if (tokens[k] === 'on' && POSSESSIVES.has(tokens[j] ?? '')) continue;
    while (j < tokens.length && DETERMINERS.has(tokens[j]!)) j++;
    const phrase: number[] = [];
    for (; j < tokens.length; j++) {
      const slot = slotOf(tokens[j]!);
      if (slot === undefined) break;
      phrase.push(slot);
    }
    if (phrase.length > 0 && phrase.every((slot) => !matched[slot]))
      for (const slot of phrase) found.add(slot);
  }
  return found;
}

const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your']);

/** Words addressing the assistant itself ("what is your name", "are you a bot"). */
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', 'u', 'ur']);

/** Share of the question's words that address the assistant ("you", "your"). */
export function secondPersonShare(tokens: readonly string[]): number {
  if (tokens.length === 0) return 0;
  return tokens.filter((t) => SECOND_PERSON.has(t)).length / tokens.length;
}

/**
 * Share of characters that are neither letters, digits, spaces nor sentence punctuation: markup
 * and code (`<script>`, `'; DROP TABLE`, `</system>`) rather than a customer's sentence. The star
 * of a star code ("*69") is not counted.
 */
export function symbolShare(question: string): number {
  // A star code ("*69") is a customer's, not markup.
  const chars = [...question.replace(/\*(?=\d)/g, '')];
  if (chars.length === 0) return 0;
  return chars.filter((c) => !/[\p{L}\p{N}\s.,?!'’"“”$%&()\-:/#@+]/u.test(c)).length / chars.length;
}

/**
 * How much more some words (the engine passes the question's own words its best article matched)
 * read like our article questions than like the out-of-scope examples: per word, the log of the
 * share of article questions that use it over the share of out-of-scope examples that do (each
 * smoothed by half a question), averaged over the words either side uses ("router" leans ours,
 * "debit" and "sewer" lean theirs, "card" sits between). NaN when neither side uses any of them, or
 * a side has no questions at all: no evidence either way.
 */
export function domainOdds(terms: readonly string[], ours: QuestionCounts, theirs: QuestionCounts): number {
  // Without examples of either side (an engine with no lexicon) there is nothing to compare with.
  if (ours.liveQuestions === 0 || theirs.liveQuestions === 0) return Number.NaN;
  const oursTotal = ours.liveQuestions + 1;
  const theirsTotal = theirs.liveQuestions + 1;
  let sum = 0;
  let n = 0;
  for (const t of terms) {
    const inOurs = ours.questionsWith(t);
    const inTheirs = theirs.questionsWith(t);
    if (inOurs + inTheirs === 0) continue;
    sum += Math.log((inOurs + 0.5) / oursTotal) - Math.log((inTheirs + 0.5) / theirsTotal);
    n++;
  }
  return n === 0 ? Number.NaN : sum / n;
}
