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

/** The outage checker's address: an article whose answer sends the visitor there is about outages. */
const OUTAGE_CHECKER = /(^|[\s(])\/outages\b/;

/**
 * The lines of service whose outages an answer should start with: the answer's own line when it is
 * troubleshooting of a service an outage can interrupt; every such line when it is a general answer
 * that sends the visitor to the outage checker ("is there an outage in 75204": the check itself is
 * the answer). None for anything else.
 */
export function outageLinesFor(
  best: Pick<Article, 'lineOfService' | 'intent' | 'answer'> | undefined,
): readonly LineOfService[] {
  if (best === undefined || best.intent !== 'general') return [];
  if (OUTAGE_LINES.has(best.lineOfService)) return [best.lineOfService];
  if (best.lineOfService === 'general' && OUTAGE_CHECKER.test(best.answer)) return [...OUTAGE_LINES];
  return [];
}

/**
 * A ZIP code the visitor wrote: five digits standing alone. Not part of a longer number, a phone
 * number (555-0123), a ZIP+4's tail, a price or a decimal.
 */
export function zipInQuestion(question: string): string | undefined {
  const match = /(?<![\d$£€.,/-])\b(\d{5})\b(?!\.\d|,\d|\/\d|-\d{1,3}\b|\d)/.exec(question);
  return match?.[1];
}

/**
 * How long until (or since) a restore time, in the words of the answer: "about 3 hours". Said
 * relative to the answer, not as a clock time: the server does not know the visitor's time zone,
 * and a time in another zone beside the page's own local times would mislead.
 */
export function aboutHowLong(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  if (minutes < 60) {
    const m = minutes < 10 ? minutes : Math.round(minutes / 5) * 5;
    return `about ${m} ${m === 1 ? 'minute' : 'minutes'}`;
  }
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `about ${Math.round(hours / 24)} days`;
}

/**
 * The notice for the outages at a ZIP that interrupt the given lines of service, or undefined when
 * none does. Per line, the outage expected back last speaks (or one without a time yet).
 */
export function outageNotice(
  outages: readonly StoredOutage[],
  lines: readonly LineOfService[],
  zip: string,
  now: Date,
  /** `steps`: said before an answer's steps, and says they may not help; `choices`: before questions offered instead. */
  before: 'steps' | 'choices' = 'steps',
): string | undefined {
  const latestByLine = new Map<LineOfService, StoredOutage>();
  for (const o of outages) {
    const line = OUTAGE_SERVICE_LINES[o.service as OutageService];
    if (line === undefined || !lines.includes(line) || !o.zipCodes.includes(zip)) continue;
    const seen = latestByLine.get(line);
    latestByLine.set(line, seen === undefined ? o : later(seen, o));
  }
  if (latestByLine.size === 0) return undefined;
  const parts = [...latestByLine.values()].map((o) => `${o.summary} ${timing(o.expectedRestoreAt, now)}`);
  const one = parts.length === 1;
  const said = one ? `Known outage at ${zip}: ${parts[0]}` : `Known outages at ${zip}: ${parts.join(' ')}`;
  if (before === 'choices') return said;
  return `${said} Until ${one ? 'it is' : 'they are'} fixed, the steps below may not help.`;
}

/** Of two outages of one line, the one expected back last (one without a time yet wins). */
function later(a: StoredOutage, b: StoredOutage): StoredOutage {
  if (a.expectedRestoreAt === null) return a;
  if (b.expectedRestoreAt === null || b.expectedRestoreAt > a.expectedRestoreAt) return b;
  return a;
}

function timing(restore: Date | null, now: Date): string {
  return restore === null
    ? "We don't have a restore time yet; the outages page shows the latest."
    : restore.getTime() < now.getTime()
      ? `It was expected back ${aboutHowLong(now.getTime() - restore.getTime())} ago and is taking longer; crews are still on it.`
      : `We expect service back in ${aboutHowLong(restore.getTime() - now.getTime())}.`;
}
