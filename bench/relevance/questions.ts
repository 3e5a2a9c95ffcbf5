import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How a question is written (bench/relevance/questions/*.jsonl). */
export const ANSWERABLE_STYLES = [
  'keyword',
  'misspelled',
  'story',
  'emotional',
  'life-event',
  'device',
  'slang',
  'indirect',
  'smb',
] as const;

/**
 * One evaluation question, written from content/kb-topics.tsv's need column only, never from the
 * articles. `expect` is the article id that answers it, or null when the site must decline
 * (out of scope, or a telecom need the knowledge base does not cover: style `uncovered`).
 */
export interface EvalQuestion {
  q: string;
  expect: string | null;
  topic: string | null;
  customerType: 'consumer' | 'smb';
  style: string;
}

/** Checks one parsed line; a malformed question stops the bench naming the problem. */
export function parseEvalQuestion(value: unknown): EvalQuestion {
  const v = value as Record<string, unknown>;
  const fail = (why: string) => {
    throw new Error(`evaluation question ${JSON.stringify(value)}: ${why}`);
  };
  if (typeof v !== 'object' || v === null) fail('not an object');
  const keys = Object.keys(v).sort().join(',');
  if (keys !== 'customerType,expect,q,style,topic') fail(`fields are ${keys}`);
  if (typeof v.q !== 'string' || v.q.trim() === '') fail('q must be a non-empty string');
  if (v.expect !== null && !(typeof v.expect === 'string' && /^KM\d{7}$/.test(v.expect)))
    fail('expect must be an article id or null');
  if (v.topic !== null && typeof v.topic !== 'string') fail('topic must be a string or null');
  if (v.customerType !== 'consumer' && v.customerType !== 'smb') fail('customerType must be consumer or smb');
  if (typeof v.style !== 'string' || v.style === '') fail('style must be a non-empty string');
  return v as unknown as EvalQuestion;
}

/**
 * `dev` and `test`: the committed split of the evaluation questions (see split-questions.ts).
 * `review`: questions a helper wrote while probing the engine as a customer would (review.jsonl,
 * see import-review.ts), never from the evaluation sets; tuned on like dev, and fitted on by the
 * answer decision next to dev. Never the reported figure.
 */
export type Split = 'dev' | 'test' | 'review';

/** The questions of a split. */
export function loadSplit(split: Split): EvalQuestion[] {
  return readFileSync(join(import.meta.dirname, `${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => parseEvalQuestion(JSON.parse(l)));
}
