import type { OutageAlert } from '@support/contracts';
import { Link, LocalTime, Text } from '@support/ui';
import styles from './outage-alerts.module.css';

export const OUTAGE_ALERT_TEXT = {
  /** Heading of the notice when it holds more than one banner (one alone keeps its own headline). */
  severalHeading: 'Service outages in some areas',
  /**
   * Said once above several banners, in place of each banner's own message (which says the same
   * of its services): on a phone, three repeated paragraphs pushed the question field a screen down.
   */
  severalMessage:
    'We’re working to restore these services in some areas. Check your ZIP code to see if you’re affected.',
  expectedBack: 'Expected back by',
  /** The expected time has passed and the outage is still open. */
  overdue: 'Taking longer than expected; it was due back by',
  unknownRestore: 'We don’t know yet when service will be back.',
  checkLink: 'Check your ZIP code for outages',
  /** After the services several banners name: opens their restore times. */
  restoreTimes: 'when each should be back',
} as const;
/** Id of the notice's heading, which names its region. */
export const OUTAGE_ALERTS_TITLE_ID = 'outage-alerts-title';

const serviceList = (services: readonly string[]) =>
  services.length <= 1 ? (services[0] ?? '') : `${services.slice(0, -1).join(', ')} and ${services.at(-1)}`;

function Restore({ at, now }: { at: string | null; now: Date }) {
  const overdue = at !== null && new Date(at).getTime() < now.getTime();
  return (
    <Text
      size="sm"
      configs={{ margin: '0.25rem 0 0', className: styles.restore }}
      text={
        at ? (
          <>
            {overdue ? OUTAGE_ALERT_TEXT.overdue : OUTAGE_ALERT_TEXT.expectedBack} <LocalTime dateTime={at} />
          </>
        ) : (
          OUTAGE_ALERT_TEXT.unknownRestore
        )
      }
    />
  );
}

/**
 * The support pages' outage notice (seed 001 §7 alert banner): the banners the page was given,
 * each with its expected restore time, and a link to the ZIP check. One banner shows its own
 * message; several share one sentence (their messages differ only in the services they name, which
 * head each item). Server-rendered
 * static content: a region named by its heading, not a live region (nothing changes after load).
 * Nothing at all without a banner.
 */
export function OutageAlerts({
  alerts,
  checkHref,
  now = new Date(),
}: {
  /** The banners to show, in the API's order. Required (an empty list renders nothing). */
  alerts: readonly OutageAlert[];
  /** Where the link goes. Default the banner's own link (/outages). */
  checkHref?: string;
  /** The time the page is rendered at, against which a restore time is overdue. Default now. */
  now?: Date;
}) {
  if (alerts.length === 0) return null;
  const several = alerts.length > 1;
  return (
    <section
      aria-labelledby={OUTAGE_ALERTS_TITLE_ID}
      className={styles.notice}
      data-outage-alerts={alerts.map((a) => a.group).join(' ')}
    >
      <h2 id={OUTAGE_ALERTS_TITLE_ID} className={styles.heading}>
        {several ? OUTAGE_ALERT_TEXT.severalHeading : alerts[0]!.headline}
      </h2>
      {several ? (
        <>
          <Text text={OUTAGE_ALERT_TEXT.severalMessage} configs={{ margin: '0 0 0.75rem' }} />
          {/* The services are named at once; their restore times open on demand, so that on a
              phone the notice does not push the page's question field a screen down. */}
          <details className={styles.details}>
            <summary>
              {serviceList(alerts.flatMap((a) => a.services))}: {OUTAGE_ALERT_TEXT.restoreTimes}
            </summary>
            <ul className={styles.list}>
              {alerts.map((a) => (
                <li key={a.group} data-alert-group={a.group}>
                  <h3 className={styles.services}>{serviceList(a.services)}</h3>
                  <Restore at={a.expectedRestoreAt} now={now} />
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <div data-alert-group={alerts[0]!.group}>
          <Text text={alerts[0]!.message} configs={{ margin: '0' }} />
          <Restore at={alerts[0]!.expectedRestoreAt} now={now} />
        </div>
      )}
      <p className={styles.check}>
        <Link
          text={OUTAGE_ALERT_TEXT.checkLink}
          href={checkHref ?? alerts[0]!.link}
          configs={{ variant: 'appendIcon' }}
        />
      </p>
    </section>
  );
}
