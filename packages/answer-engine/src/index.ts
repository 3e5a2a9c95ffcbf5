// The engine's public surface: what apps/api uses, plus the types its signatures name. Anything
// else stays internal; benchmarks reach their extra helpers through `@support/answer-engine/bench`.
export { type AnswerComposer, type ComposeInput, composeToString } from './compose/composer.ts';
export {
  ExtractiveComposer,
  extractAnswer,
  splitSentences,
  trimAnswer,
} from './compose/extractive.ts';
export {
  AnswerEngine,
  type DeclineReason,
  HEADLINE_CANDIDATES,
  headlineOf,
  isHeadlineQuestion,
  type RankedArticle,
  type Retrieval,
  type RetrieveOptions,
} from './engine.ts';
export * from './feedback/index.ts';
export { type Article, ArticleSchema } from './kb/article.ts';
export { loadArticlesFromDir } from './kb/load.ts';
export { articleSteps } from './kb/markdown.ts';
export { askedOf, questionKey } from './safety.ts';
export * from './semantic/index.ts';
export { Lexicon } from './text/lexicon.ts';
export { type LexiconFile, LexiconFileSchema, loadLexiconFromDir } from './text/lexicon-file.ts';
export { normalizeText, type TextAnalyzer } from './text/normalize.ts';
export { buildEngineInWorker, type EngineBuild, startEngineBuild, workerUrl } from './worker/build.ts';
