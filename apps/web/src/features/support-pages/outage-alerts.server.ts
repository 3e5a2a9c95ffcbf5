import 'server-only';
import {
  OUTAGE_PATHS,
  type OutageAlert,
  OutageAlertsResponseSchema,
  SERVICE_ALERT_GROUPS,
  type ServiceKey,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';

/** The API answers the alerts with max-age=60: Next's data cache keeps them as long (seconds). */
export const OUTAGE_ALERTS_REVALIDATE_SECONDS = 60;

/**
 * The outage alert banners for a page (seed 001 §7 `/msapi/resolve/v1/alert/support/na/service`,
 * §9 service → banner group): the banner of the service key's group, or with no key every current
 * banner (one per group). None for a service whose group is `none` (no call is made), when no
 * outage is active, or when the call fails; a failure is logged (status and code) and the page
 * shows no banner and no error (seed 001 §8).
 */
export async function fetchOutageAlerts(service?: ServiceKey): Promise<OutageAlert[]> {
  if (service !== undefined && SERVICE_ALERT_GROUPS[service] === 'none') return [];
  const url =
    service === undefined
      ? OUTAGE_PATHS.alerts
      : `${OUTAGE_PATHS.alerts}?${new URLSearchParams({ service })}`;
  try {
    const res = await apiGet(url, OutageAlertsResponseSchema, {
      revalidate: OUTAGE_ALERTS_REVALIDATE_SECONDS,
    });
    return res.alerts;
  } catch (error) {
    console.warn(
      'outage alerts did not load; the page shows none',
      error instanceof ApiCallError
        ? { service: service ?? 'all', status: error.status, errorCode: error.errorCode }
        : { service: service ?? 'all', error: error instanceof Error ? error.name : String(error) },
    );
    return [];
  }
}
