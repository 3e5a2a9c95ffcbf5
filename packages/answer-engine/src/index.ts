export { type AnswerComposer, type ComposeInput, composeToString } from './compose/composer.ts';
export { ExtractiveComposer, splitSentences, trimAnswer } from './compose/extractive.ts';
export {
  ANSWER_THRESHOLD,
  AnswerEngine,
  DEFAULT_DATA_SOURCES,
  type DeclineReason,
  type RankedArticle,
  type Retrieval,
  type RetrieveOptions,
} from './engine.ts';
export { classifyIntent, intentFromCues } from './intent.ts';
export {
  type Article,
  ArticleFileError,
  ArticleSchema,
  checkKnowledgeBase,
  parseArticle,
} from './kb/article.ts';
export { loadArticlesFromDir } from './kb/load.ts';
export { articleSteps, markdownToText } from './kb/markdown.ts';
export { looksLikeInjection, looksLikeSmallTalk, withoutPleasantries } from './safety.ts';
export { analyze, normalizeText } from './text/normalize.ts';
export { boundedDistance, Vocabulary } from './text/spell.ts';
