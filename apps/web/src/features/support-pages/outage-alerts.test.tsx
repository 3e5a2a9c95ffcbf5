import { OUTAGE_PATHS, SERVICE_ARTICLES_PATH, TOP_SOLUTIONS_PATH } from '@support/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTAGE_ALERT_TEXT, OutageAlerts } from './outage-alerts.tsx';
import { alerts, calls, DOWN, flags, internetAlert, ok, stubApi } from './testing/stub-api.ts';

vi.mock('server-only', () => ({}));
vi.mock('../widget/answer-widget-section.tsx', () => ({ AnswerWidgetSection: () => null }));

const { fetchOutageAlerts } = await import('./outage-alerts.server.ts');
const { TopicPage } = await import('./topic-page.tsx');
const { OutagesPage } = await import('./outages-page.tsx');
const { SupportHome } = await import('../support/support-home.tsx');

const tvAlert = internetAlert({
  group: 'tv',
  services: ['U-verse TV'],
  outageCount: 1,
  headline: 'Service outage in some areas',
  message: "We're working to restore U-verse TV service in some areas.",
  expectedRestoreAt: null,
});
const PAGE_DATA = {
  [SERVICE_ARTICLES_PATH]: ok({ lineOfService: 'internet', customerType: 'consumer', articles: [] }),
  [TOP_SOLUTIONS_PATH]: ok({
    tags: 'internet',
    tagType: 'lineOfService',
    customerType: 'consumer',
    articleLinks: [],
  }),
  ...flags(['contactUs', 'supportLanding']),
};
const notice = () => screen.queryByRole('region', { name: /outage/i });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('OutageAlerts', () => {
  it('shows one banner as a region named by its headline: message, restore time, link to the ZIP check', () => {
    render(<OutageAlerts alerts={[internetAlert()]} now={new Date('2026-11-23T03:00:00Z')} />);
    const region = screen.getByRole('region', { name: 'Service outages in some areas' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Service outages in some areas',
    );
    expect(region).toHaveTextContent(/restore Internet and AT&T Internet service in some areas/);
    const time = region.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-23T06:00:00Z');
    expect(region).toHaveTextContent('Expected back by Nov 23, 6:00 AM UTC');
    expect(within(region).getByRole('link', { name: OUTAGE_ALERT_TEXT.checkLink })).toHaveAttribute(
      'href',
      '/outages',
    );
  });

  it('is static content, not a live region (nothing is announced on page load)', () => {
    const { container } = render(<OutageAlerts alerts={[internetAlert(), tvAlert]} />);
    expect(container.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('heads several banners together, each under the services it covers, and says when a restore time is unknown', () => {
    render(<OutageAlerts alerts={[internetAlert(), tvAlert]} checkHref="#zip" />);
    const region = screen.getByRole('region', { name: OUTAGE_ALERT_TEXT.severalHeading });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Internet and AT&T Internet', 'U-verse TV']);
    // Their messages say the same of their services: said once, not once per banner.
    expect(region).toHaveTextContent(OUTAGE_ALERT_TEXT.severalMessage);
    expect(region).not.toHaveTextContent(/restore U-verse TV service/);
    // The services are named at once; their restore times open on demand.
    const details = region.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent(
      `Internet, AT&T Internet and U-verse TV: ${OUTAGE_ALERT_TEXT.restoreTimes}`,
    );
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('ul')).toBe(within(region).getByRole('list'));
    const tv = within(region).getAllByRole('listitem')[1]!;
    expect(tv).toHaveTextContent(OUTAGE_ALERT_TEXT.unknownRestore);
    expect(tv.querySelector('time')).toBeNull();
    expect(within(region).getAllByRole('link')).toHaveLength(1);
    expect(within(region).getByRole('link')).toHaveAttribute('href', '#zip');
  });

  it('says when the expected restore time has passed', () => {
    render(<OutageAlerts alerts={[internetAlert()]} now={new Date('2026-11-23T06:00:01Z')} />);
    expect(screen.getByRole('region')).toHaveTextContent(
      'Taking longer than expected; it was due back by Nov 23, 6:00 AM UTC',
    );
    expect(screen.getByRole('region')).not.toHaveTextContent(OUTAGE_ALERT_TEXT.expectedBack);
  });

  it('renders nothing without a banner', () => {
    const { container } = render(<OutageAlerts alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('fetchOutageAlerts', () => {
  it("asks for the service key's banner group, or for every banner without a key", async () => {
    stubApi(alerts([internetAlert()]));
    expect(await fetchOutageAlerts('smb-u-verse-high-speed-internet')).toEqual([internetAlert()]);
    expect(await fetchOutageAlerts()).toEqual([internetAlert()]);
    expect(calls.map((u) => new URL(u).pathname + new URL(u).search)).toEqual([
      `${OUTAGE_PATHS.alerts}?service=smb-u-verse-high-speed-internet`,
      OUTAGE_PATHS.alerts,
    ]);
  });

  it('makes no call for a service no outage can touch (banner group none)', async () => {
    stubApi(alerts([internetAlert()]));
    expect(await fetchOutageAlerts('wireless')).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('logs a failed call (status and code, no more) and gives no banner', async () => {
    stubApi({ [OUTAGE_PATHS.alerts]: DOWN });
    expect(await fetchOutageAlerts('u-verse-high-speed-internet')).toEqual([]);
    expect(warn).toHaveBeenCalledWith('outage alerts did not load; the page shows none', {
      service: 'u-verse-high-speed-internet',
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
  });

  it('logs an answer that is not the contract as a failure', async () => {
    stubApi({ [OUTAGE_PATHS.alerts]: ok({ alerts: [{ group: 'internet' }] }) });
    expect(await fetchOutageAlerts()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('outage alerts did not load; the page shows none', {
      service: 'all',
      error: 'ZodError',
    });
  });
});

describe('the alert on the support pages', () => {
  it("shows the internet topic page its group's banner before the search", async () => {
    stubApi({ ...PAGE_DATA, ...alerts([internetAlert()]) });
    render(await TopicPage({ customerType: 'consumer', service: 'internet' }));
    const region = notice()!;
    expect(region.compareDocumentPosition(screen.getByRole('searchbox'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(calls.some((u) => u.endsWith(`${OUTAGE_PATHS.alerts}?service=u-verse-high-speed-internet`))).toBe(
      true,
    );
  });

  it('shows no banner and no error on a topic page when the call fails', async () => {
    stubApi({ ...PAGE_DATA, [OUTAGE_PATHS.alerts]: new TypeError('fetch failed') });
    render(await TopicPage({ customerType: 'consumer', service: 'internet' }));
    expect(notice()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internet support');
    expect(warn).toHaveBeenCalledWith('outage alerts did not load; the page shows none', expect.anything());
  });

  it('shows every current banner on the support home and on /outages, whose link goes to its ZIP field', async () => {
    stubApi({ ...PAGE_DATA, ...alerts([internetAlert(), tvAlert]) });
    const home = render(await SupportHome({ customerType: 'consumer' }));
    expect(within(notice()!).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(notice()!).getByRole('link')).toHaveAttribute('href', '/outages');
    home.unmount();
    render(await OutagesPage({ zip: undefined }));
    expect(within(notice()!).getByRole('link')).toHaveAttribute('href', '#zip');
    expect(document.getElementById('zip')).toHaveAccessibleName('ZIP code');
  });

  it('shows nothing on the home when no outage is active', async () => {
    stubApi({ ...PAGE_DATA, ...alerts([]) });
    render(await SupportHome({ customerType: 'smb' }));
    expect(notice()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
