import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { signals } from './schema.ts';

/** The columns every reader of recent signals gets. */
interface RecentSignalColumns {
  id: number;
  type: string;
  createdAt: Date;
  query: string | null;
  docId: string | null;
  userId: string | null;
}

/**
 * One stored signal as feedback re-weighting reads it: the columns, and the few payload fields it
 * needs taken out in SQL (a payload holds ~34 fields; reading whole ones for a 90-day window would
 * cost far more memory). Payload values come back as text (`true`, `yes`…), or null when absent.
 */
export interface FeedbackSignalRow extends RecentSignalColumns {
  subtype: string | null;
  /** payload.fusion_query_id: the answer's queryId, shared by its submit, clicks and feedback. */
  queryId: string | null;
  /** payload.isYes (feedback). */
  isYes: string | null;
  /** payload.helpful (`yes`/`no` from the widget; other senders write booleans). */
  helpful: string | null;
  /** payload.linkDestination (clicks: where the link went). */
  linkDestination: string | null;
}

/**
 * Signals of the given types created since `since`, newest first, at most `limit` (the
 * `signals_created` index serves the range): their columns, and the named payload fields (`as`:
 * the row's name → the payload's key) taken out in SQL as text, or null when absent. A payload holds
 * ~34 fields; reading whole ones for a long window would cost far more memory.
 */
async function recentSignals<K extends string>(
  db: Database,
  fields: Readonly<Record<K, string>>,
  types: readonly string[],
  since: Date,
  limit: number,
): Promise<(RecentSignalColumns & Record<K, string | null>)[]> {
  if (types.length === 0 || limit <= 0) return [];
  const payload = Object.fromEntries(
    Object.entries<string>(fields).map(([as, key]) => [
      as,
      sql<string | null>`${signals.payload} ->> ${key}::text`,
    ]),
  );
  const rows = await db.orm
    .select({
      id: signals.id,
      type: signals.type,
      createdAt: signals.createdAt,
      query: signals.query,
      docId: signals.docId,
      userId: signals.userId,
      ...payload,
    })
    .from(signals)
    .where(and(gte(signals.createdAt, since), inArray(signals.type, [...types])))
    .orderBy(desc(signals.createdAt), desc(signals.id))
    .limit(limit);
  // Some drivers return bigint and timestamps as text.
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    createdAt: new Date(r.createdAt),
  })) as (RecentSignalColumns & Record<K, string | null>)[];
}

/** Read-only: signals for feedback re-weighting. */
export function feedbackSignalsRepository(db: Database) {
  return {
    /** Signals of the given types created since `since`, newest first, at most `limit`. */
    recent: (types: readonly string[], since: Date, limit: number): Promise<FeedbackSignalRow[]> =>
      recentSignals(
        db,
        {
          subtype: 'subtype',
          queryId: 'fusion_query_id',
          isYes: 'isYes',
          helpful: 'helpful',
          linkDestination: 'linkDestination',
        },
        types,
        since,
        limit,
      ),
  };
}

/** One stored signal as the operator's gaps report reads it (see gapSignalsRepository). */
export interface GapSignalRow extends RecentSignalColumns {
  /** payload.subtype: a hand-off's `answer` / `noAnswer`, feedback's `thumbsUp` / `thumbsDown`. */
  subtype: string | null;
  /** payload.isSmartAnswer, as text (`true` / `false`): whether a submit got an answer. */
  isSmartAnswer: string | null;
  /** payload.errorType: a submit's outcome class (`Failure_User` for no answer, seed 000). */
  errorType: string | null;
  /** payload.helpful (`yes` / `no`). */
  helpful: string | null;
  /** payload.feedbackArr: the reasons chosen and the visitor's words, as JSON text. */
  said: string | null;
}

/** Read-only: the signals that say where the knowledge base falls short (operator reports). */
export function gapSignalsRepository(db: Database) {
  return {
    /** Signals of the given types created since `since`, newest first, at most `limit`. */
    recent: (types: readonly string[], since: Date, limit: number): Promise<GapSignalRow[]> =>
      recentSignals(
        db,
        {
          subtype: 'subtype',
          isSmartAnswer: 'isSmartAnswer',
          errorType: 'errorType',
          helpful: 'helpful',
          said: 'feedbackArr',
        },
        types,
        since,
        limit,
      ),
  };
}
