import { normalizeText } from '@support/answer-engine';
import { analyticsErrorClass, HAND_OFF_SIGNAL_TYPE, SEARCH_ERROR } from '@support/contracts';
import type { GapSignalRow } from '@support/db';
import { z } from 'zod';

/**
 * Where the knowledge base falls short, from the stored signals: the questions the widget could not
 * answer, the questions after which visitors went to a person, and the answers voted unhelpful
 * (with what their voters said). What the team reads to decide which article to write or fix next.
 * Questions count as one when their words are the same (case and punctuation aside); each shows as
 * its latest visitor typed it (the widget masks long digit runs before sending).
 */

/** A submit's errorType when the knowledge base had no answer (not when the request failed). */
const NO_ANSWER = analyticsErrorClass(SEARCH_ERROR.noAnswer);

/** The signal types the report reads. */
export const GAP_SIGNAL_TYPES = ['submit', HAND_OFF_SIGNAL_TYPE, 'feedback'] as const;

const GapQuestionSchema = z.object({
  question: z.string(),
  /** How many times it was asked (unanswered), or handed over (hand-offs). */
  count: z.number().int(),
  /** How many different visitors (by their anonymous id; visitors without one count once each). */
  visitors: z.number().int(),
  lastAt: z.string(),
});

export const GapsReportSchema = z.object({
  since: z.string(),
  /** How many signals were read (at most the route's scan limit: the newest first). */
  scanned: z.number().int(),
  unanswered: z.array(GapQuestionSchema),
  handedOff: z.array(
    GapQuestionSchema.extend({
      /** Of `count`, how many came after an answer (the rest after no answer). */
      afterAnswer: z.number().int(),
      /** The answer most of them had, when they had one. */
      articleId: z.string().optional(),
    }),
  ),
  unhelpful: z.array(
    z.object({
      articleId: z.string(),
      title: z.string().optional(),
      votes: z.number().int(),
      /** Of the same article's votes, how many were thumbs up. */
      helpfulVotes: z.number().int(),
      /** What the voters chose or wrote, most often first. */
      said: z.array(z.object({ text: z.string(), count: z.number().int() })),
      /** The questions it was voted down for, most often first (at most 3). */
      questions: z.array(z.string()),
    }),
  ),
});
export type GapsReport = z.infer<typeof GapsReportSchema>;

interface Tally {
  question: string;
  count: number;
  visitors: Set<string>;
  lastAt: Date;
  afterAnswer: number;
  articles: Map<string, number>;
}

const mostCommon = <K>(counts: Map<K, number>): K | undefined => {
  let best: K | undefined;
  let n = 0;
  for (const [k, c] of counts) if (c > n) [best, n] = [k, c];
  return best;
};

/** What a feedback signal's feedbackArr said: its strings (JSON text in the row), or none. */
function saidOf(row: GapSignalRow): string[] {
  if (!row.said) return [];
  try {
    const v: unknown = JSON.parse(row.said);
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** The report over `rows` (newest first), each list at most `limit` long, most frequent first. */
export function gapsReport(
  rows: readonly GapSignalRow[],
  since: Date,
  limit: number,
  titleOf: (articleId: string) => string | undefined,
): GapsReport {
  const unanswered = new Map<string, Tally>();
  const handedOff = new Map<string, Tally>();
  const votes = new Map<
    string,
    { down: number; up: number; said: Map<string, number>; questions: Map<string, number> }
  >();
  let anonymous = 0;
  const tally = (into: Map<string, Tally>, row: GapSignalRow) => {
    const question = row.query?.trim() ?? '';
    const key = normalizeText(question);
    if (key === '') return undefined;
    let t = into.get(key);
    if (!t) {
      // Rows come newest first: the first seen is the latest spelling.
      t = {
        question,
        count: 0,
        visitors: new Set(),
        lastAt: row.createdAt,
        afterAnswer: 0,
        articles: new Map(),
      };
      into.set(key, t);
    }
    t.count++;
    t.visitors.add(row.userId || `anonymous ${anonymous++}`);
    return t;
  };
  for (const row of rows) {
    if (row.type === 'submit' && row.isSmartAnswer === 'false' && row.errorType === NO_ANSWER)
      tally(unanswered, row);
    else if (row.type === HAND_OFF_SIGNAL_TYPE) {
      const t = tally(handedOff, row);
      if (t && row.subtype === 'answer') {
        t.afterAnswer++;
        if (row.docId) t.articles.set(row.docId, (t.articles.get(row.docId) ?? 0) + 1);
      }
    } else if (row.type === 'feedback' && row.docId) {
      const down = row.helpful === 'no' || row.subtype === 'thumbsDown';
      const v = votes.get(row.docId) ?? { down: 0, up: 0, said: new Map(), questions: new Map() };
      votes.set(row.docId, v);
      if (!down) {
        v.up++;
        continue;
      }
      v.down++;
      for (const s of saidOf(row)) v.said.set(s, (v.said.get(s) ?? 0) + 1);
      const q = row.query?.trim();
      if (q) v.questions.set(q, (v.questions.get(q) ?? 0) + 1);
    }
  }
  const byCount = (a: Tally, b: Tally) =>
    b.count - a.count || b.visitors.size - a.visitors.size || b.lastAt.getTime() - a.lastAt.getTime();
  const question = (t: Tally) => ({
    question: t.question,
    count: t.count,
    visitors: t.visitors.size,
    lastAt: t.lastAt.toISOString(),
  });
  const ranked = <K>(counts: Map<K, number>) => [...counts].sort((a, b) => b[1] - a[1]);
  return {
    since: since.toISOString(),
    scanned: rows.length,
    unanswered: [...unanswered.values()].sort(byCount).slice(0, limit).map(question),
    handedOff: [...handedOff.values()]
      .sort(byCount)
      .slice(0, limit)
      .map((t) => {
        const articleId = mostCommon(t.articles);
        return { ...question(t), afterAnswer: t.afterAnswer, ...(articleId ? { articleId } : {}) };
      }),
    unhelpful: [...votes]
      .filter(([, v]) => v.down > 0)
      .sort((a, b) => b[1].down - a[1].down || a[1].up - b[1].up)
      .slice(0, limit)
      .map(([articleId, v]) => {
        const title = titleOf(articleId);
        return {
          articleId,
          ...(title ? { title } : {}),
          votes: v.down,
          helpfulVotes: v.up,
          said: ranked(v.said).map(([text, count]) => ({ text, count })),
          questions: ranked(v.questions)
            .slice(0, 3)
            .map(([q]) => q),
        };
      }),
  };
}
