import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomerType } from '@support/contracts';
import { loadSplit } from '../relevance/questions.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');

function tsv(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('\t'));
}

export interface Topic {
  id: string;
  topic: string;
  service: string;
  customerType: CustomerType;
}

export const topics: Topic[] = tsv(join(ROOT, 'content/kb-topics.tsv')).map(
  ([id, topic, service, customerType]) => ({
    id: id!,
    topic: topic!,
    service: service!,
    customerType: customerType as CustomerType,
  }),
);
const topicById = new Map(topics.map((t) => [t.id, t]));

/**
 * The workload of the speed benches: the answerable questions of the dev split (written from the
 * topic list alone, never from the articles; see bench/relevance/questions.ts).
 */
export const answerable = loadSplit('dev').flatMap((q) => {
  if (q.expect === null) return [];
  const topic = topicById.get(q.expect);
  if (!topic) throw new Error(`dev.jsonl: unknown article ${q.expect}`);
  return [{ topic, question: q.q }];
});
