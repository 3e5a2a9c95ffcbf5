export { type Database, type ListenOptions, type OpenOptions, type Orm, openDatabase } from './client.ts';
export { DataDirInUseError } from './data-dir.ts';
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
  type SignalRecord,
  signalsRepository,
} from './repositories.ts';
export * as tables from './schema.ts';
