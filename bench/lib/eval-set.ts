import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomerType } from '@support/contracts';

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
const topicByKey = new Map(topics.map((t) => [t.topic, t]));

/** Questions written from the topic list alone, not from the articles (bench/relevance/questions.tsv). */
export const answerable = tsv(join(ROOT, 'bench/relevance/questions.tsv')).map(([topic, question]) => {
  const t = topicByKey.get(topic!);
  if (!t) throw new Error(`questions.tsv: unknown topic ${topic}`);
  return { topic: t, question: question! };
});

export const outOfScope = tsv(join(ROOT, 'bench/relevance/out-of-scope.tsv')).map(([kind, question]) => ({
  kind: kind!,
  question: question!,
}));
