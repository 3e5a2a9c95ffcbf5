import {
  type ActiveOutage,
  ALERT_BANNER_GROUPS,
  type AlertBannerGroup,
  type OutageAlert,
  type OutageService,
  OutageServiceSchema,
} from '@support/contracts';
import type { StoredOutage } from '@support/db';

/** A stored outage as answered; its service label was checked by the table's constraint. */
export function activeOutage(o: StoredOutage, now: Date): ActiveOutage {
  return {
    id: o.id,
    service: OutageServiceSchema.parse(o.service),
    summary: o.summary,
    startedAt: o.startedAt.toISOString(),
    expectedRestoreAt: o.expectedRestoreAt?.toISOString() ?? null,
    restoreOverdue: o.expectedRestoreAt !== null && o.expectedRestoreAt.getTime() < now.getTime(),
  };
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * One alert banner for a group, or none when none of its services has an active outage. Its
 * restore time is the latest of its outages', or null while any of them has none.
 */
export function alertFor(group: AlertBannerGroup, active: readonly StoredOutage[]): OutageAlert | undefined {
  const covered: readonly OutageService[] = ALERT_BANNER_GROUPS[group];
  const outages = active.filter((o) => (covered as readonly string[]).includes(o.service));
  if (outages.length === 0) return undefined;
  const services = covered.filter((s) => outages.some((o) => o.service === s));
  const zipCodes = new Set(outages.flatMap((o) => o.zipCodes));
  const restores = outages.map((o) => o.expectedRestoreAt);
  const latest = restores.some((r) => r === null)
    ? null
    : new Date(Math.max(...restores.map((r) => r!.getTime()))).toISOString();
  return {
    group,
    services,
    outageCount: outages.length,
    zipCodeCount: zipCodes.size,
    headline: outages.length === 1 ? 'Service outage in some areas' : 'Service outages in some areas',
    message: `We're working to restore ${list(services)} service in some areas. Check your ZIP code to see if you're affected.`,
    expectedRestoreAt: latest,
    link: '/outages',
  };
}
