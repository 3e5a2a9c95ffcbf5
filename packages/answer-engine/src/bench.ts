// `@support/answer-engine/bench`: internals the benchmarks need and the API does not (a synthetic
// knowledge base is validated like a real one; the BM25 baseline indexes plain text; generated data
// and the evaluation split use the same seeded generator as the engine's tests).

export { FEATURE_NAMES } from './decision/features.ts';
export { checkKnowledgeBase } from './kb/article.ts';
export { markdownToText } from './kb/markdown.ts';
export { seededRandom } from './testing/random.ts';
