import {
  DEVICE_LIST_PATH,
  SERVICE_ARTICLES_PATH,
  type ServiceArticle,
  TOP_SOLUTIONS_PATH,
} from '@support/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts, flags, internetAlert, ok, signals, stubApi } from './testing/stub-api.ts';

// Link-click reports of the support pages (seed 001 §7) as a visitor's clicks produce them: the
// real analytics island (PageAnalytics) and the real blocks, with the signals posts recorded.
vi.mock('server-only', () => ({}));
vi.mock('../widget/answer-widget-section.tsx', () => ({ AnswerWidgetSection: () => null }));

const { TopicPage } = await import('./topic-page.tsx');
const { DeviceSelectorPage } = await import('./device-pages.tsx');
const { OutagesPage } = await import('./outages-page.tsx');
const { SupportHome } = await import('../support/support-home.tsx');

const article: ServiceArticle = {
  id: 'KM1000051',
  title: 'Restart your Wi-Fi gateway',
  topic: 'restart-gateway',
  serviceKey: 'u-verse-high-speed-internet',
  dataSource: 'esupport',
  intent: 'general',
  url: '/support/article/u-verse-high-speed-internet/KM1000051',
};
const API = {
  [SERVICE_ARTICLES_PATH]: ok({ lineOfService: 'internet', customerType: 'consumer', articles: [article] }),
  [TOP_SOLUTIONS_PATH]: ok({
    tags: 'internet',
    tagType: 'lineOfService',
    customerType: 'consumer',
    articleLinks: [
      { id: 'KM1000053', title: 'Fix slow home internet', link: '/support/article/x/KM1000053' },
    ],
  }),
  [DEVICE_LIST_PATH]: ok({
    makes: [
      {
        make: 'apple',
        displayName: 'Apple',
        models: [{ model: 'iphone-15', displayName: 'iPhone 15', type: 'phone', year: 2023 }],
      },
    ],
  }),
  ...flags(['contactUs', 'supportLanding']),
  ...alerts([internetAlert()]),
};

/** Clicks without following the link (happy-dom would otherwise try to navigate). */
function click(element: Element) {
  element.addEventListener('click', (e) => e.preventDefault(), { once: true });
  fireEvent.click(element);
}

/** Clicks a link and gives back the one report it made. */
async function reportOf(link: Element) {
  const before = signals.length;
  click(link);
  await vi.waitFor(() => expect(signals.length).toBeGreaterThan(before));
  // Anything else would have been recorded by now: a second report of the same click is a defect.
  await new Promise((r) => setTimeout(r, 20));
  expect(signals.slice(before)).toHaveLength(1);
  return signals.at(-1)!;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi(API);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('link-click reports on the support pages', () => {
  it('reports each link of a topic page once: topics, tasks, top solutions and the alert in the body, the breadcrumbs as Body_Breadcrumb', async () => {
    render(await TopicPage({ customerType: 'consumer', service: 'internet' }));
    const page = {
      pageName: 'support:topic',
      path: '/support/internet',
      userType: 'consumer',
      service: 'internet',
    };
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    expect((await reportOf(within(topics).getByRole('link', { name: article.title }))).payload).toMatchObject(
      {
        ...page,
        eventCode: 'Link_Click',
        eventAction: 'linkClick',
        linkName: article.title,
        linkDestinationUrl: article.url,
        linkPosition: 'Body',
      },
    );
    const tasks = screen.getByRole('region', { name: 'Popular tasks' });
    expect((await reportOf(within(tasks).getByRole('link', { name: /outage/ }))).payload).toMatchObject({
      linkDestinationUrl: '/outages',
      linkPosition: 'Body',
    });
    expect(
      (await reportOf(screen.getByRole('link', { name: 'Fix slow home internet' }))).payload,
    ).toMatchObject({
      linkPosition: 'Body',
    });
    expect(
      (await reportOf(screen.getByRole('link', { name: 'Check your ZIP code for outages' }))).payload,
    ).toMatchObject({
      linkDestinationUrl: '/outages',
      linkPosition: 'Body',
    });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await reportOf(within(trail).getByRole('link', { name: 'Support' }))).payload).toMatchObject({
      ...page,
      linkDestinationUrl: '/support',
      linkPosition: 'Body_Breadcrumb',
    });
    expect(signals.map((s) => s.type)).toEqual(Array(5).fill('Link_Click'));
  });

  it('sends no page-load event (the module’s is the contact-us page’s)', async () => {
    render(await SupportHome({ customerType: 'consumer' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(signals).toEqual([]);
  });

  it('reports the support home’s topic links under the landing', async () => {
    render(await SupportHome({ customerType: 'smb' }));
    const link = screen.getByRole('link', { name: 'All business wireless help' });
    expect((await reportOf(link)).payload).toMatchObject({
      pageName: 'support:landing',
      path: '/support/smallbusiness',
      userType: 'smb',
      linkDestinationUrl: '/support/smallbusiness/wireless',
      linkPosition: 'Body',
    });
    expect((await reportOf(screen.getByRole('link', { name: 'Contact us' }))).payload.linkPosition).toBe(
      'Body',
    );
  });

  it('reports a device pick on the agent selector', async () => {
    render(await DeviceSelectorPage({ variant: 'agent' }));
    expect((await reportOf(screen.getByRole('link', { name: /^Apple/ }))).payload).toMatchObject({
      pageName: 'device-support:selector',
      path: '/device-support/agent/selector',
      linkDestinationUrl: '/device-support/agent/selector/apple',
      linkPosition: 'Body',
    });
  });

  it("reports /outages' in-page alert link and its help links", async () => {
    render(await OutagesPage({ zip: undefined }));
    expect(
      (await reportOf(screen.getByRole('link', { name: 'Check your ZIP code for outages' }))).payload,
    ).toMatchObject({
      pageName: 'support:outages',
      path: '/outages',
      linkDestinationUrl: '#zip',
    });
  });
});
