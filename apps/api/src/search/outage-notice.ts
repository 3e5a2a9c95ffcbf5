import type { Article } from '@support/answer-engine';
import type { LineOfService, OutageService } from '@support/contracts';
import type { StoredOutage } from '@support/db';

// Ours (the "outages first"): a troubleshooting answer for internet, TV or home phone,
// asked for a ZIP code with an active outage of that service, starts by saying so, with the
// expected restore time, before the steps: restarting a gateway does not fix a cut fiber.

/** The outage service labels (seed 001 §9) by the line of service they interrupt. */
export const OUTAGE_SERVICE_LINES: Record<OutageService, LineOfService> = {
  Internet: 'internet',
  'AT&T Internet': 'internet',
  'Digital home phone': 'homephone',
  'U-verse TV': 'tv',
};

const OUTAGE_LINES = new Set<LineOfService>(Object.values(OUTAGE_SERVICE_LINES));

/** Whether an answer is troubleshooting of a service an outage can interrupt. */
export function outageCanExplain(best: Pick<Article, 'lineOfService' | 'intent'> | undefined): boolean {
  return best !== undefined && best.intent === 'general' && OUTAGE_LINES.has(best.lineOfService);
}

/**
 * A ZIP code the visitor wrote: five digits standing alone. Not part of a longer number, a phone
 * number (555-0123), a ZIP+4's tail, a price or a decimal.
 */
export function zipInQuestion(question: string): string | undefined {
  const match = /(?<![\d$£€.,/-])\b(\d{5})\b(?!\.\d|,\d|\/\d|-\d{1,3}\b|\d)/.exec(question);
  return match?.[1];
}

const restoreTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const when = (d: Date) => `${restoreTime.format(d)} UTC`;

/**
 * The notice for the outages at a ZIP that interrupt a line of service, or undefined when none
 * does. With several, the one expected back last speaks (or one without a time yet).
 */
export function outageNotice(
  outages: readonly StoredOutage[],
  line: LineOfService,
  zip: string,
  now: Date,
): string | undefined {
  const relevant = outages.filter(
    (o) => OUTAGE_SERVICE_LINES[o.service as OutageService] === line && o.zipCodes.includes(zip),
  );
  if (relevant.length === 0) return undefined;
  const latest = relevant.reduce((a, b) =>
    a.expectedRestoreAt === null
      ? a
      : b.expectedRestoreAt === null || b.expectedRestoreAt > a.expectedRestoreAt
        ? b
        : a,
  );
  const restore = latest.expectedRestoreAt;
  const timing =
    restore === null
      ? "We don't have a restore time yet; the outages page shows the latest."
      : restore.getTime() < now.getTime()
        ? `It was expected back by ${when(restore)} and is taking longer; crews are still on it.`
        : `We expect service back by ${when(restore)}.`;
  return `Known outage at ${zip}: ${latest.summary} ${timing} Until it is fixed, the steps below may not help.`;
}
