import {
  CUSTOMER_TYPES,
  DEVICE_LIST_PATH,
  SERVICE_ARTICLES_PATH,
  type ServiceArticle,
  supportContentService,
  supportContentUrl,
  TOP_SOLUTIONS_PATH,
} from '@support/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alerts,
  calls,
  DOWN,
  flags,
  ok,
  storedSupportContent,
  stubApi,
  supportContent,
} from './testing/stub-api.ts';
import { TOPIC_PAGES, type TopicService, topicPageFallback } from './topic-pages.ts';

// Server-only modules refuse to load outside the server build; this test is that server.
vi.mock('server-only', () => ({}));

/** The API's flags and alerts with nothing to say: the pages' other calls are what these tests are about. */
const QUIET = { ...flags(['contactUs', 'supportLanding']), ...alerts([]) };

const { TopicPage, topicPageMetadata } = await import('./topic-page.tsx');
const { OutagesPage } = await import('./outages-page.tsx');
const { DeviceMakePage, DeviceModelPage } = await import('./device-pages.tsx');

const article = (id: string, topic: string, title: string): ServiceArticle => ({
  id,
  title,
  topic,
  serviceKey: 'wireless',
  dataSource: 'esupport',
  intent: 'general',
  url: `/support/article/wireless/${id}`,
});
const WIRELESS = ok({
  lineOfService: 'wireless',
  customerType: 'consumer',
  articles: [
    article('KM1000020', 'wifi-calling', 'Turn on Wi-Fi calling on your phone'),
    article('KM1000021', 'personal-hotspot', 'Use your phone as a mobile hotspot'),
  ],
});
const TOP = ok({
  tags: 'wireless',
  tagType: 'serviceKey',
  customerType: 'consumer',
  articleLinks: [
    {
      id: 'KM1000029',
      title: 'Activate a new phone or SIM card',
      link: '/support/article/wireless/KM1000029',
    },
  ],
});
const LIST = ok({
  makes: [
    {
      make: 'apple',
      displayName: 'Apple',
      models: [{ model: 'iphone-15', displayName: 'iPhone 15', type: 'phone', year: 2023 }],
    },
  ],
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('TopicPage', () => {
  it("groups the service's articles under topic headings and lists the live top solutions", async () => {
    stubApi({
      ...QUIET,
      ...supportContent('wireless'),
      [SERVICE_ARTICLES_PATH]: WIRELESS,
      [TOP_SOLUTIONS_PATH]: TOP,
    });
    render(await TopicPage({ customerType: 'consumer', service: 'wireless' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Wireless support' })).toBeInTheDocument();
    const calling = screen.getByRole('list', { name: 'Calling and voicemail' });
    expect(
      within(calling).getByRole('link', { name: 'Turn on Wi-Fi calling on your phone' }),
    ).toHaveAttribute('href', '/support/article/wireless/KM1000020');
    expect(screen.getByRole('list', { name: 'Data and hotspot' })).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Top solutions' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Activate a new phone or SIM card']);
    expect(
      calls.some((u) => u.includes('lineOfService=wireless') && u.includes('customerType=consumer')),
    ).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search wireless support' })).toHaveAttribute(
      'maxlength',
      '100',
    );
  });

  it("renders without the API: no topics, and the seed's default top solutions on a consumer page", async () => {
    stubApi({
      ...QUIET,
      ...supportContent('internet'),
      [SERVICE_ARTICLES_PATH]: DOWN,
      [TOP_SOLUTIONS_PATH]: new TypeError('fetch failed'),
    });
    render(await TopicPage({ customerType: 'consumer', service: 'internet' }));
    expect(screen.getByText('Use the search above to find an answer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I want to...' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows no consumer defaults on a business page when top solutions fail', async () => {
    stubApi({
      ...QUIET,
      ...supportContent('smallbusiness-internet'),
      [SERVICE_ARTICLES_PATH]: DOWN,
      [TOP_SOLUTIONS_PATH]: DOWN,
    });
    render(await TopicPage({ customerType: 'smb', service: 'internet' }));
    expect(screen.queryByRole('heading', { name: 'I want to...' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Small Business Support' })).toHaveAttribute(
      'href',
      '/support/smallbusiness',
    );
  });
});

describe('TopicPage content (idpcms/support/{service}/index)', () => {
  it("takes the page's title and description from the served words too", async () => {
    const served = {
      ...storedSupportContent('internet'),
      page: { heading: 'Home internet help', intro: 'Served description.', searchLabel: 'Search' },
    };
    stubApi({ ...QUIET, ...supportContent('internet', served) });
    const meta = await topicPageMetadata('consumer', 'internet');
    expect(meta.title).toBe('Home internet help');
    expect(meta.description).toBe('Served description.');
  });

  it('shows the served words: heading, intro, search label, popular tasks and topic headings', async () => {
    const stored = storedSupportContent('wireless');
    const served = {
      page: { heading: 'Help with your phone', intro: 'Served intro.', searchLabel: 'Search phone help' },
      popularTasks: [{ title: 'Served task', href: '/support/article/wireless/KM1000029' }],
      topicHeadings: [{ topic: 'calling-and-voicemail', heading: 'Calls and messages' }],
    };
    expect(served.page.heading).not.toBe(stored.page.heading);
    stubApi({
      ...QUIET,
      ...supportContent('wireless', served),
      [SERVICE_ARTICLES_PATH]: WIRELESS,
      [TOP_SOLUTIONS_PATH]: TOP,
    });
    render(await TopicPage({ customerType: 'consumer', service: 'wireless' }));
    expect(calls.some((u) => new URL(u).pathname === supportContentUrl('wireless'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Help with your phone' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wireless support' })).toBeNull();
    expect(screen.getByText('Served intro.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search phone help' })).toBeInTheDocument();
    const tasks = screen.getByRole('list', { name: 'Popular tasks' });
    expect(within(tasks).getByRole('link', { name: 'Served task' })).toHaveAttribute(
      'href',
      '/support/article/wireless/KM1000029',
    );
    expect(within(tasks).getAllByRole('link')).toHaveLength(1);
    // A topic the content renames takes its heading; one it leaves out keeps the page's own.
    expect(screen.getByRole('list', { name: 'Calls and messages' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Data and hotspot' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', DOWN, { status: 503, errorCode: 'SERVICE_UNAVAILABLE' }],
    ['cannot be reached', new TypeError('fetch failed'), { status: 502, errorCode: 'UNREACHABLE' }],
    ['answers off contract', ok({ service: 'internet', content: { page: {} } }), { error: 'ZodError' }],
  ])('renders the page with its own text when the content call %s, logging it', async (_n, reply, logged) => {
    stubApi({
      ...QUIET,
      [supportContentUrl('smallbusiness-internet')]: reply,
      [SERVICE_ARTICLES_PATH]: ok({
        lineOfService: 'internet',
        customerType: 'smb',
        articles: [
          {
            ...article('KM1000051', 'restart-gateway', 'Restart your gateway'),
            serviceKey: 'smb-u-verse-high-speed-internet',
          },
        ],
      }),
      [TOP_SOLUTIONS_PATH]: DOWN,
    });
    render(await TopicPage({ customerType: 'smb', service: 'internet' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Business internet support' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search business internet support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check for an outage in your area' })).toHaveAttribute(
      'href',
      '/outages',
    );
    expect(screen.getByRole('list', { name: 'Your Wi-Fi gateway' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith('support page content did not load; the page shows its own text', {
      page: 'smallbusiness-internet',
      ...logged,
    });
  });

  it("keeps the page's own text the same as the stored content, so a failed call shows the same words", () => {
    for (const customerType of CUSTOMER_TYPES)
      for (const service of ['internet', 'wireless'] as TopicService[])
        expect(topicPageFallback(TOPIC_PAGES[customerType][service]), `${customerType} ${service}`).toEqual(
          storedSupportContent(supportContentService(customerType, service)),
        );
  });
});

describe('OutagesPage', () => {
  it('refuses a bad ZIP next to the field without asking the API', async () => {
    stubApi(QUIET);
    render(await OutagesPage({ zip: 'abc' }));
    const field = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
    expect(calls.filter((u) => u.includes('/msapi/outage/v1/zip/'))).toEqual([]);
  });

  it('lists the active outages of a ZIP code with their status and restore time', async () => {
    stubApi({
      ...QUIET,
      '/msapi/outage/v1/zip/': ok({
        zip: '75201',
        checkedAt: '2026-11-22T20:00:00Z',
        hasOutage: true,
        outages: [
          {
            id: 'OUT-2611001',
            service: 'Internet',
            summary: 'A fiber line is damaged.',
            startedAt: '2026-11-22T14:10:00Z',
            expectedRestoreAt: null,
            restoreOverdue: false,
          },
        ],
      }),
    });
    render(await OutagesPage({ zip: '75201-0001' }));
    expect(calls.some((u) => u.includes('/msapi/outage/v1/zip/75201'))).toBe(true);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('1 active outage at 75201');
    expect(screen.getByText('Repair in progress')).toBeInTheDocument();
    expect(screen.getByText('Not known yet')).toBeInTheDocument();
  });

  it('says the check could not be made when the API fails, never an error page', async () => {
    stubApi({ ...QUIET, '/msapi/outage/v1/zip/': DOWN });
    render(await OutagesPage({ zip: '75201' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("We couldn't check right now");
  });
});

describe('device pages', () => {
  it("lists a make's models as links to their pages, in the variant's paths", async () => {
    stubApi({ ...QUIET, [DEVICE_LIST_PATH]: LIST });
    render(await DeviceMakePage({ variant: 'agent', make: 'apple' }));
    expect(screen.getByRole('link', { name: /iPhone 15/ })).toHaveAttribute(
      'href',
      '/device-support/agent/selector/apple/iphone-15',
    );
    expect(screen.getByText(/^Agent view:/)).toBeInTheDocument();
  });

  it('is not found for an unknown make, or a model id that cannot be one (no catalogue call)', async () => {
    stubApi({ ...QUIET, [DEVICE_LIST_PATH]: LIST });
    await expect(DeviceMakePage({ variant: 'visitor', make: 'nokia' })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    calls.length = 0;
    await expect(DeviceModelPage({ variant: 'visitor', make: 'apple', model: 'iphone 15' })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    expect(calls.filter((u) => u.includes('/msapi/devicesupportcatalog/'))).toEqual([]);
  });

  it('is not found when the catalogue answers 404 for the device', async () => {
    stubApi({
      ...QUIET,
      '/msapi/devicesupportcatalog/v1/device/': {
        status: 404,
        body: { errorCode: 'NOT_FOUND', statusCode: 404, message: 'No such device' },
      },
    });
    await expect(DeviceModelPage({ variant: 'visitor', make: 'apple', model: 'iphone-3g' })).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
  });
});
