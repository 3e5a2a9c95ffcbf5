import type { ActiveOutage, OutageZipResponse } from '@support/contracts';
import { Breadcrumbs, Button, CardShell, LinkList, LocalTime, Text } from '@support/ui';
import type { Metadata } from 'next';
import { SITE_URL } from '../../server/config.server.ts';
import { fetchOutageAlerts } from './outage-alerts.server.ts';
import { OutageAlerts } from './outage-alerts.tsx';
import { NO_OUTAGE_HELP, TROUBLESHOOTING } from './outage-help.ts';
import { BodyLinks, SUPPORT_ANALYTICS_PAGES, SupportPageAnalytics } from './support-analytics.tsx';
import styles from './support-pages.module.css';
import { checkOutages } from './support-pages.server.ts';
import { parseZipInput, ZIP_INPUT_MAX_LENGTH, ZIP_PARAM, type ZipInput } from './zip-code.ts';

export const OUTAGES_PATH = '/outages';
/** Id of the ZIP field (the outage notice on this page links to it). */
const ZIP_FIELD_ID = 'zip';
/** Id of the form and its result together, where a check lands. */
const CHECK_ID = 'outage-check';

export const outagesMetadata: Metadata = {
  title: 'Check for an outage',
  description:
    'Enter your ZIP code to see whether a known outage is affecting your internet, TV or home phone service.',
  alternates: { canonical: `${SITE_URL}${OUTAGES_PATH}` },
};

function ZipForm({ input }: { input: ZipInput }) {
  const invalid = input.state === 'invalid';
  return (
    // The answer comes back at the form (#outage-check), with the result under it: on a phone the
    // page opens there, not at its top with the result a screen or two below.
    <form action={`${OUTAGES_PATH}#${CHECK_ID}`} method="get" noValidate className={styles.zipForm}>
      <label htmlFor={ZIP_FIELD_ID}>ZIP code</label>
      <p id="zip-hint" className={styles.hint}>
        5 digits, for example 12345
      </p>
      <div className={styles.zipRow}>
        <input
          id={ZIP_FIELD_ID}
          name={ZIP_PARAM}
          className={styles.zipInput}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_INPUT_MAX_LENGTH}
          defaultValue={input.state === 'valid' ? input.zip : invalid ? input.value : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'zip-error zip-hint' : 'zip-hint'}
        />
        <Button type="submit" text="Check for outages" configs={{ regularButton: true }} />
      </div>
      {invalid ? (
        <p id="zip-error" className={styles.error}>
          {input.message}
        </p>
      ) : null}
    </form>
  );
}

function OutageCard({ outage }: { outage: ActiveOutage }) {
  const titleId = `outage-${outage.id}`;
  return (
    <li>
      <CardShell>
        <h3 id={titleId}>{outage.service}</h3>
        <Text text={outage.summary} configs={{ margin: '0' }} />
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>
            {outage.restoreOverdue
              ? 'Taking longer than expected; we are still working on it'
              : 'Repair in progress'}
          </dd>
          <dt>Started</dt>
          <dd>
            <LocalTime dateTime={outage.startedAt} />
          </dd>
          <dt>Expected back</dt>
          <dd>
            {outage.expectedRestoreAt ? <LocalTime dateTime={outage.expectedRestoreAt} /> : 'Not known yet'}
          </dd>
        </dl>
        <h4 id={`${titleId}-help`} className={styles.hint}>
          While you wait
        </h4>
        <LinkList labelledBy={`${titleId}-help`} items={TROUBLESHOOTING[outage.service]} />
      </CardShell>
    </li>
  );
}

function Result({ result }: { result: OutageZipResponse }) {
  if (!result.hasOutage) {
    return (
      <section aria-labelledby="result-title">
        <h2 id="result-title">No known outage at {result.zip}</h2>
        <div className={styles.clear}>
          <Text
            text="We don't know of any outage affecting internet, TV or home phone service at this ZIP code right now."
            configs={{ margin: '0' }}
          />
        </div>
        <h3 id="try-title" className={styles.back}>
          Still having trouble? Try these
        </h3>
        <BodyLinks>
          <LinkList labelledBy="try-title" items={NO_OUTAGE_HELP} />
        </BodyLinks>
      </section>
    );
  }
  const n = result.outages.length;
  return (
    <section aria-labelledby="result-title">
      <h2 id="result-title">
        {n === 1 ? '1 active outage' : `${n} active outages`} at {result.zip}
      </h2>
      <BodyLinks>
        <ul className={styles.outages}>
          {result.outages.map((o) => (
            <OutageCard key={o.id} outage={o} />
          ))}
        </ul>
      </BodyLinks>
    </section>
  );
}

/**
 * /outages (seed 001 §2): a GET form for a ZIP code, checked against the outages service. A bad ZIP
 * is an error next to the field (no request made); a failed check says so without an error page.
 */
export async function OutagesPage({ zip }: { zip: string | string[] | undefined }) {
  const input = parseZipInput(zip);
  const check = async (): Promise<OutageZipResponse | 'failed' | undefined> => {
    if (input.state !== 'valid') return undefined;
    try {
      return await checkOutages(input.zip);
    } catch (error) {
      console.warn('outage check failed', error instanceof Error ? error.name : String(error));
      return 'failed';
    }
  };
  const [result, alerts] = await Promise.all([check(), fetchOutageAlerts()]);
  return (
    <div className={`container ${styles.page}`}>
      <SupportPageAnalytics
        pageName={SUPPORT_ANALYTICS_PAGES.outages}
        path={OUTAGES_PATH}
        customerType="consumer"
      />
      <Breadcrumbs
        items={[{ url: '/', text: 'Home' }, { url: '/support', text: 'Support' }, { text: 'Outages' }]}
        variant="header"
        siteUrl={SITE_URL}
      />
      <h1>Check for an outage</h1>
      <Text
        text="Enter your ZIP code to see whether a known outage is affecting internet, TV or home phone service in your area."
        size="lg"
        configs={{ margin: '0', className: styles.intro }}
      />
      {/* On this page the banner's link is the ZIP field below it. */}
      <OutageAlerts alerts={alerts} checkHref={`#${ZIP_FIELD_ID}`} />
      {/* Focusable, so that landing at #outage-check after a check moves focus here too (the
          browser focuses a focusable fragment target): a keyboard or screen-reader user goes on
          from the form and its result, not from the top of the page. */}
      <div id={CHECK_ID} tabIndex={-1} className={styles.check}>
        <ZipForm input={input} />
        {result === 'failed' ? (
          <section aria-labelledby="result-title">
            <h2 id="result-title">We couldn't check right now</h2>
            <Text text="Please try again in a few minutes. Meanwhile, these steps fix most problems:" />
            <BodyLinks>
              <LinkList labelledBy="result-title" items={NO_OUTAGE_HELP} />
            </BodyLinks>
          </section>
        ) : result ? (
          <Result result={result} />
        ) : null}
      </div>
    </div>
  );
}
