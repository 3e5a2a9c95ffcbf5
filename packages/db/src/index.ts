export {
  type Database,
  type ListenOptions,
  type OpenOptions,
  type Orm,
  openDatabase,
  writeMemoryTemplate,
} from './client.ts';
export { DataDirInUseError } from './data-dir.ts';
export {
  type ArticleEmbeddings,
  type EmbeddingKind,
  embeddingsRepository,
  type StoredVector,
} from './embeddings.ts';
export {
  type FeedbackSignalRow,
  feedbackSignalsRepository,
  type GapSignalRow,
  gapSignalsRepository,
} from './feedback-signals.ts';
export { type Migration, migrate, readMigrations } from './migrate.ts';
export {
  type ArticleRecord,
  articlesRepository,
  type FeedbackRecord,
  feedbackRepository,
  feedsRepository,
  flagsRepository,
  KB_CHANGED_CHANNEL,
  metaRepository,
  outagesRepository,
  type SignalRecord,
  type StoredOutage,
  signalsRepository,
  type UserSignal,
} from './repositories.ts';
export * as tables from './schema.ts';
