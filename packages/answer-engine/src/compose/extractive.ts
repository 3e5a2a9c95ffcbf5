import type { Article } from '../kb/article.ts';
import { markdownToText } from '../kb/markdown.ts';
import { analyze } from '../text/normalize.ts';
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
): string {
  const { sentences, sentenceTerms } = analysedAnswer(answer);
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

/** What the question asked, as extractAnswer reads it (see Retrieval). */
export interface AskedTerms {
  /** The question as asked: without it, a leading "Yes." of the answer always stays (see replyFor). */
  question?: string;
  terms: readonly string[];
  expansions?: readonly string[];
  rareTerms?: readonly string[];
}

/**
 * The extractive answer to a question: the article's best answer trimmed to it (trimAnswer), unless
 * the question names something rare the best answer does not mention and one of the body's sections
 * is headed with it ("my gateway keeps beeping": the battery article's answer is about power cuts,
 * its section "Beeping or a battery warning" about the beep). Then the answer is the best answer's
 * opening sentence (its first of four words or more), for context, and the section's passages that
 * share most with the question (the section's first when none does), EXTRACTIVE_MAX_SENTENCES in
 * all and about EXTRACT_MAX_CHARS long. With no such heading, a body passage that has the rare word
 * and another of the question's takes the section's place.
 */
export function extractAnswer(article: Pick<Article, 'answer' | 'body'>, asked: AskedTerms): string {
  const { terms, expansions = [], rareTerms = [] } = asked;
  const text = replyFor(article.answer, asked.question);
  const answer = analysedAnswer(text);
  const inAnswer = new Set(answer.sentenceTerms.flat());
  const missing = rareTerms.filter((t) => !inAnswer.has(t));
  if (missing.length === 0) return trimAnswer(text, terms, expansions);
  const wanted = new Set(terms);
  const added = new Set(expansions);
  const overlapOf = (own: readonly string[]) =>
    own.reduce((sum, t) => sum + (wanted.has(t) ? 1 : added.has(t) ? EXPANSION_OVERLAP : 0), 0);
  let section: AnalysedSection | undefined;
  let sectionScore = 0;
  for (const s of analysedSections(article.body)) {
    const named = missing.filter((t) => s.headingTerms.includes(t)).length;
    if (named === 0) continue;
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
    : analysedSections(article.body)
        .flatMap((s) =>
          s.sentences.map((text, i) => ({
            text,
            rare: missing.filter((t) => s.sentenceTerms[i]!.includes(t)).length,
            overlap: overlapOf(s.sentenceTerms[i]!),
          })),
        )
        .map((x, order) => ({ ...x, order }))
        .filter((x) => x.rare > 0 && x.overlap >= 2);
  const ranked = passages
    .filter((x) => x.overlap > 0)
    .sort((a, b) => b.rare - a.rare || b.overlap - a.overlap || a.order - b.order);
  if (section && ranked.length === 0) ranked.push(passages[0]!);
  if (ranked.length === 0) return trimAnswer(text, terms, expansions);
  // The answer's opening for context; a bare "Yes." answers the article's question, not this one.
  const opening = answer.sentences.find((x) => x.split(/\s+/).length >= 4) ?? answer.sentences[0]!;
  let length = opening.length;
  const quoted = ranked.slice(0, EXTRACTIVE_MAX_SENTENCES - 1).filter((x, i) => {
    length += x.text.length;
    return i === 0 || length <= EXTRACT_MAX_CHARS;
  });
  return [opening, ...quoted.sort((a, b) => a.order - b.order).map((x) => x.text)].join(' ');
}

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
 * longer ones as sentences), analysed once per body like answers (ANALYSED_KEPT).
 */
function analysedSections(body: string): AnalysedSection[] {
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
        // Only what stands alone: not a lead-in ("If the account was opened in your name:") or a
        // fragment of a list ("Your gateway and its power cord").
        .filter((passage) => /[.!?]["'”’)]?$/.test(passage));
      if (sentences.length === 0) continue;
      found.push({
        headingTerms: analyze(heading),
        sentences,
        sentenceTerms: sentences.map((s) => analyze(s)),
      });
    }
    if (sections.size >= ANALYSED_KEPT) sections.clear();
    sections.set(body, found);
  }
  return found;
}

const sections = new Map<string, AnalysedSection[]>();
/** A body paragraph or list item up to this long is quoted whole, not cut into sentences. */
const WHOLE_BLOCK_CHARS = 240;

/**
 * An answer's sentences and their terms: the same few hundred answers are trimmed for every new
 * question, so each is split and analysed once (at most ANALYSED_KEPT kept, then started afresh).
 */
function analysedAnswer(answer: string): { sentences: string[]; sentenceTerms: string[][] } {
  let found = analysed.get(answer);
  if (!found) {
    const sentences = splitSentences(answer);
    found = { sentences, sentenceTerms: sentences.map((s) => analyze(s)) };
    if (analysed.size >= ANALYSED_KEPT) analysed.clear();
    analysed.set(answer, found);
  }
  return found;
}

const analysed = new Map<string, { sentences: string[]; sentenceTerms: string[][] }>();
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
