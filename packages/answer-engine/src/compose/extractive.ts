import type { Article } from '../kb/article.ts';
import { markdownToText } from '../kb/markdown.ts';
import { analyze, type TextAnalyzer } from '../text/normalize.ts';
import type { AnswerComposer, ComposeInput } from './composer.ts';

/** Sentences of a short text. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Most sentences the extractive answer keeps. */
export const EXTRACTIVE_MAX_SENTENCES = 3;

/** What a term the lexicon added counts for in a sentence, next to the customer's own word (1). */
export const EXPANSION_OVERLAP = 0.5;

/**
 * The article's best answer trimmed to the question: the opening sentence, the sentence that
 * shares most with the question, and others that share something, in their original order. The
 * lexicon's expansions of the question count at EXPANSION_OVERLAP: "my mom passed away" keeps the
 * sentence about an account holder who has died.
 */
export function trimAnswer(
  answer: string,
  terms: readonly string[],
  expansions: readonly string[] = [],
  analyzer: TextAnalyzer = plainAnalysis,
): string {
  const { sentences, sentenceTerms } = analysedAnswer(answer, analyzer);
  // An answer no longer than an extract stays whole: dropping its middle sentence would leave "enter
  // the temporary password" with nothing before it saying where that password comes from.
  if (sentences.length <= EXTRACTIVE_MAX_SENTENCES) return sentences.join(' ');
  const wanted = new Set(terms);
  const added = new Set(expansions);
  const overlap = sentenceTerms.map((own) =>
    own.reduce((sum, t) => sum + (wanted.has(t) ? 1 : added.has(t) ? EXPANSION_OVERLAP : 0), 0),
  );
  const keep = new Set<number>([0]);
  const bestIndex = overlap.reduce((best, v, i) => (v > overlap[best]! ? i : best), 0);
  keep.add(bestIndex);
  const byOverlap = overlap
    .map((v, i) => ({ v, i }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.i - b.i);
  for (const { i } of byOverlap) if (keep.size < EXTRACTIVE_MAX_SENTENCES) keep.add(i);
  if (keep.size < 2) keep.add(1);
  return [...keep]
    .sort((a, b) => a - b)
    .map((i) => sentences[i])
    .join(' ');
}

/** Without the engine's analyser, plain analysis, which leaves the lexicon's compounds apart. */
const plainAnalysis: TextAnalyzer = (text) => analyze(text);

/** What the question asked, as extractAnswer reads it (see Retrieval). */
export interface AskedTerms {
  /** The engine's analyser (Retrieval.analyze): answers and sections read as the question was. */
  analyze?: TextAnalyzer;
  /** The question as asked: without it, a leading "Yes." of the answer always stays (see replyFor). */
  question?: string;
  terms: readonly string[];
  expansions?: readonly string[];
  rareTerms?: readonly string[];
  /** Its terms that at most SPECIFIC_TERM_SHARE of articles have (Retrieval.specificTerms); default all. */
  specificTerms?: readonly string[];
}

/**
 * The extractive answer to a question: the article's best answer trimmed to it (trimAnswer), unless
 * one of the body's sections is headed with what the answer leaves out: a rare word of the question
 * ("my gateway keeps beeping": the battery article's answer is about power cuts, its section
 * "Beeping or a battery warning" about the beep), or HEADING_ECHO words of the question or more, one
 * of them missing from the answer and more than any answer sentence has ("Caller ID isn't showing
 * names or numbers"). Then the answer is the best answer's opening sentence (its first of four
 * words or more) for context, unless it has nothing to do with the question, and the section's
 * passages that share most with the question (the section's first when none does),
 * EXTRACTIVE_MAX_SENTENCES in all and about EXTRACT_MAX_CHARS long. With no such heading, a body
 * passage that has a rare word (not one of the title's) and another of the question's takes the
 * section's place. Text is analysed with the engine's analyser when given (AskedTerms.analyze).
 */
export function extractAnswer(
  article: Pick<Article, 'answer' | 'body'> & { title?: string },
  asked: AskedTerms,
): string {
  const { terms, expansions = [], rareTerms = [], specificTerms, analyze: analyzer = plainAnalysis } = asked;
  const text = replyFor(article.answer, asked.question);
  const answer = analysedAnswer(text, analyzer);
  const inAnswer = new Set(answer.sentenceTerms.flat());
  const missing = rareTerms.filter((t) => !inAnswer.has(t));
  // The question's words the best answer lacks ("delete" in "how do I delete recordings"), but for
  // words most articles have ("phone" in "pay our phone bill" names no part of an article).
  const specific = new Set(specificTerms ?? terms);
  const unanswered = new Set(terms.filter((t) => !inAnswer.has(t) && specific.has(t)));
  if (missing.length === 0 && unanswered.size === 0) return trimAnswer(text, terms, expansions, analyzer);
  // The title's words are what the whole article is about ("DVR" in "Record shows and manage your
  // DVR"): a section headed with one is asked about, a passage that merely has one is not.
  const titled = new Set(analysedAnswer(article.title ?? '', analyzer).sentenceTerms.flat());
  const passageWords = missing.filter((t) => !titled.has(t));
  const wanted = new Set(terms);
  const added = new Set(expansions);
  const overlapOf = (own: readonly string[]) =>
    own.reduce((sum, t) => sum + (wanted.has(t) ? 1 : added.has(t) ? EXPANSION_OVERLAP : 0), 0);
  // The most of the question's words one sentence of the answer has.
  const answerMatch = Math.max(
    0,
    ...answer.sentenceTerms.map((own) => new Set(own.filter((t) => wanted.has(t))).size),
  );
  let section: AnalysedSection | undefined;
  let sectionScore = 0;
  for (const s of analysedSections(article.body, analyzer)) {
    const named = missing.filter((t) => s.headingTerms.includes(t)).length;
    // A heading also names what was asked when it has two of the question's words or more, one of
    // them a word the answer lacks, and more of them than any sentence of the answer has ("Caller ID
    // isn't showing names or numbers" for "caller ID not showing", not for "my number to show as
    // private" when the answer says how to hide it).
    const echoed = new Set(s.headingTerms.filter((t) => wanted.has(t))).size;
    const echoes =
      echoed >= HEADING_ECHO && echoed > answerMatch && s.headingTerms.some((t) => unanswered.has(t));
    if (named === 0 && !echoes) continue;
    // Rare words named in the heading first, then what the heading and text share with the question.
    const score = named * 1000 + overlapOf(s.headingTerms) * 10 + overlapOf(s.sentenceTerms.flat());
    if (score > sectionScore) {
      section = s;
      sectionScore = score;
    }
  }
  // The passages to quote: the named section's that share something with the question (its first
  // when none does); with no section named, body passages that have a missing rare word and another
  // of the question's ("recycle the old battery": "Recycle old batteries at an electronics drop-off.").
  const passages = section
    ? section.sentences.map((text, i) => ({
        text,
        order: i,
        rare: 0,
        overlap: overlapOf(section.sentenceTerms[i]!),
      }))
    : analysedSections(article.body, analyzer)
        .flatMap((s) =>
          s.sentences.map((text, i) => ({
            text,
            rare: passageWords.filter((t) => s.sentenceTerms[i]!.includes(t)).length,
            overlap: overlapOf(s.sentenceTerms[i]!),
          })),
        )
        .map((x, order) => ({ ...x, order }))
        .filter((x) => x.rare > 0 && x.overlap >= 2);
  const ranked = passages
    .filter((x) => x.overlap > 0)
    .sort((a, b) => b.rare - a.rare || b.overlap - a.overlap || a.order - b.order);
  if (section && ranked.length === 0) ranked.push(passages[0]!);
  if (ranked.length === 0) return trimAnswer(text, terms, expansions, analyzer);
  // The answer's opening for context (a bare "Yes." answers the article's question, not this one),
  // unless a section was named and the opening shares no word with the question and is no yes or
  // no: "To block the last caller…" says nothing to "caller ID not showing".
  const opening = Math.max(
    0,
    answer.sentences.findIndex((x) => x.split(/\s+/).length >= 4),
  );
  const first = answer.sentences[opening]!;
  const offTopic =
    section !== undefined && overlapOf(answer.sentenceTerms[opening]!) === 0 && !/^(yes|no)\b/i.test(first);
  const context = offTopic ? [] : [first];
  let length = context.join('').length;
  const quoted = ranked.slice(0, EXTRACTIVE_MAX_SENTENCES - context.length).filter((x, i) => {
    length += x.text.length;
    return i === 0 || length <= EXTRACT_MAX_CHARS;
  });
  return [...context, ...quoted.sort((a, b) => a.order - b.order).map((x) => x.text)].join(' ');
}

/** How many of the question's words a section heading must have to name what was asked without a rare word. */
const HEADING_ECHO = 2;

/** A section extract stops adding passages past this many characters (the first always comes). */
export const EXTRACT_MAX_CHARS = 600;

/** Words before the question itself ("hi, can I…"). */
const GREETINGS = new Set(['hi', 'hello', 'hey', 'please', 'so', 'ok', 'okay', 'um', 'quick', 'question']);

/** Words that open a question answered by yes or no ("Can I…", "Is there…", "Do you…"). */
const YES_NO_OPENERS = new Set(
  'am is are was were do does did can could will would shall should may might have has had'.split(' '),
);

/**
 * Whether a question asks yes or no: its last clause before a question mark, or the whole of a
 * question without one, opens with "can", "is", "do"… ("I got laid off, can I split the bill?").
 */
function asksYesOrNo(question: string): boolean {
  const lower = question.toLowerCase();
  const mark = lower.lastIndexOf('?');
  const clause =
    mark === -1
      ? lower
      : lower
          .slice(0, mark)
          .split(/[.!?,;:—–]|\s-\s/)
          .at(-1)!;
  const first = clause.match(/[a-z']+/g)?.find((w) => !GREETINGS.has(w));
  return first !== undefined && YES_NO_OPENERS.has(first);
}

/**
 * An answer as the reply to this question: a bare "Yes." or "No." (or "Yes, in most cases.")
 * opening an answer replies to the article's own question, so it goes when the customer asked no
 * yes-or-no question ("payment arrangement", "I lost my job and can't pay my bill").
 */
export function replyFor(answer: string, question: string | undefined): string {
  if (question === undefined) return answer;
  if (asksYesOrNo(question)) return answer;
  const [opening, ...rest] = splitSentences(answer);
  if (rest.length === 0 || !/^(yes|no)\b/i.test(opening ?? '') || opening!.split(/\s+/).length > 4)
    return answer;
  return rest.join(' ');
}

interface AnalysedSection {
  headingTerms: string[];
  sentences: string[];
  sentenceTerms: string[][];
}

/**
 * The `##` sections of an article body as plain passages (short paragraphs and list items whole,
 * longer ones as sentences), analysed once per body and analyser like answers (ANALYSED_KEPT).
 */
function analysedSections(body: string, analyzer: TextAnalyzer): AnalysedSection[] {
  const { sections } = cachesOf(analyzer);
  let found = sections.get(body);
  if (!found) {
    found = [];
    for (const part of body.split(/^##\s+/m).slice(1)) {
      const newline = part.indexOf('\n');
      const heading = newline === -1 ? part : part.slice(0, newline);
      const text = markdownToText(newline === -1 ? '' : part.slice(newline + 1));
      // A short paragraph or list item stays whole ("Public viewing: for bars… Includes public
      // performance rights…" would lose its subject split); a long one is cut into sentences.
      const sentences = text
        .split('\n')
        .flatMap((block) => (block.length <= WHOLE_BLOCK_CHARS ? [block.trim()] : splitSentences(block)))
        // Only what stands alone: not a lead-in ("If the account was opened in your name:"), a
        // fragment of a list ("Your gateway and its power cord") or a quoted example of what
        // someone says ("“Your account will be suspended today” or …").
        .filter((passage) => /[.!?]["'”’)]?$/.test(passage) && !/^["“‘']/.test(passage));
      if (sentences.length === 0) continue;
      found.push({
        headingTerms: analyzer(heading),
        sentences,
        sentenceTerms: sentences.map((s) => analyzer(s)),
      });
    }
    if (sections.size >= ANALYSED_KEPT) sections.clear();
    sections.set(body, found);
  }
  return found;
}

/** A body paragraph or list item up to this long is quoted whole, not cut into sentences. */
const WHOLE_BLOCK_CHARS = 240;

interface AnalysedAnswer {
  sentences: string[];
  sentenceTerms: string[][];
}

/**
 * An answer's sentences and their terms: the same few hundred answers are trimmed for every new
 * question, so each is split and analysed once per analyser (at most ANALYSED_KEPT kept, then
 * started afresh).
 */
function analysedAnswer(answer: string, analyzer: TextAnalyzer): AnalysedAnswer {
  const { answers } = cachesOf(analyzer);
  let found = answers.get(answer);
  if (!found) {
    const sentences = splitSentences(answer);
    found = { sentences, sentenceTerms: sentences.map((s) => analyzer(s)) };
    if (answers.size >= ANALYSED_KEPT) answers.clear();
    answers.set(answer, found);
  }
  return found;
}

/** Analysed answers and sections, per analyser (an engine's lives as long as the engine). */
const caches = new WeakMap<
  TextAnalyzer,
  { answers: Map<string, AnalysedAnswer>; sections: Map<string, AnalysedSection[]> }
>();

function cachesOf(analyzer: TextAnalyzer) {
  let found = caches.get(analyzer);
  if (!found) {
    found = { answers: new Map(), sections: new Map() };
    caches.set(analyzer, found);
  }
  return found;
}

const ANALYSED_KEPT = 2000;

/** Streams the trimmed answer a few words at a time, as a generative composer would. */
export class ExtractiveComposer implements AnswerComposer {
  readonly kind = 'extractive' as const;

  async *compose(input: ComposeInput, signal?: AbortSignal): AsyncIterable<string> {
    const text = extractAnswer(input.article, input);
    const pieces = text.match(/\S+\s*/g) ?? [];
    for (let i = 0; i < pieces.length; i += 4) {
      if (signal?.aborted) return;
      yield pieces.slice(i, i + 4).join('');
    }
  }
}
