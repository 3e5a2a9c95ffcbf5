import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { signals } from './schema.ts';

/**
 * One stored signal as feedback re-weighting reads it: the columns, and the few payload fields it
 * needs taken out in SQL (a payload holds ~34 fields; reading whole ones for a 90-day window would
 * cost far more memory). Payload values come back as text (`true`, `yes`…), or null when absent.
 */
export interface FeedbackSignalRow {
  id: number;
  type: string;
  createdAt: Date;
  query: string | null;
  docId: string | null;
  userId: string | null;
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

/** Read-only: signals for feedback re-weighting. */
export function feedbackSignalsRepository(db: Database) {
  return {
    /**
     * Signals of the given types created since `since`, newest first, at most `limit` (the
     * `signals_created` index serves the range).
     */
    async recent(types: readonly string[], since: Date, limit: number): Promise<FeedbackSignalRow[]> {
      if (types.length === 0 || limit <= 0) return [];
      const rows = await db.orm
        .select({
          id: signals.id,
          type: signals.type,
          createdAt: signals.createdAt,
          query: signals.query,
          docId: signals.docId,
          userId: signals.userId,
          subtype: sql<string | null>`${signals.payload} ->> 'subtype'`,
          queryId: sql<string | null>`${signals.payload} ->> 'fusion_query_id'`,
          isYes: sql<string | null>`${signals.payload} ->> 'isYes'`,
          helpful: sql<string | null>`${signals.payload} ->> 'helpful'`,
          linkDestination: sql<string | null>`${signals.payload} ->> 'linkDestination'`,
        })
        .from(signals)
        .where(and(gte(signals.createdAt, since), inArray(signals.type, [...types])))
        .orderBy(desc(signals.createdAt), desc(signals.id))
        .limit(limit);
      // Some drivers return bigint and timestamps as text.
      return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: new Date(r.createdAt) }));
    },
  };
}

/** One stored signal as the operator's gaps report reads it (see gapSignalsRepository). */
export interface GapSignalRow {
  type: string;
  createdAt: Date;
  query: string | null;
  docId: string | null;
  userId: string | null;
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
    async recent(types: readonly string[], since: Date, limit: number): Promise<GapSignalRow[]> {
      if (types.length === 0 || limit <= 0) return [];
      const rows = await db.orm
        .select({
          type: signals.type,
          createdAt: signals.createdAt,
          query: signals.query,
          docId: signals.docId,
          userId: signals.userId,
          subtype: sql<string | null>`${signals.payload} ->> 'subtype'`,
          isSmartAnswer: sql<string | null>`${signals.payload} ->> 'isSmartAnswer'`,
          errorType: sql<string | null>`${signals.payload} ->> 'errorType'`,
          helpful: sql<string | null>`${signals.payload} ->> 'helpful'`,
          said: sql<string | null>`${signals.payload} ->> 'feedbackArr'`,
        })
        .from(signals)
        .where(and(gte(signals.createdAt, since), inArray(signals.type, [...types])))
        .orderBy(desc(signals.createdAt), desc(signals.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
    },
  };
}
