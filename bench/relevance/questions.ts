import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

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
export const EvalQuestionSchema = z.strictObject({
  q: z.string().min(1),
  expect: z
    .string()
    .regex(/^KM\d{7}$/)
    .nullable(),
  topic: z.string().nullable(),
  customerType: z.enum(['consumer', 'smb']),
  style: z.string().min(1),
});
export type EvalQuestion = z.infer<typeof EvalQuestionSchema>;

export type Split = 'dev' | 'test';

/** The committed split (see split-questions.ts). */
export function loadSplit(split: Split): EvalQuestion[] {
  return readFileSync(join(import.meta.dirname, `${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => EvalQuestionSchema.parse(JSON.parse(l)));
}
