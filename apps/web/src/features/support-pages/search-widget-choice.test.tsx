import { DEVICE_LIST_PATH, SERVICE_ARTICLES_PATH, TOP_SOLUTIONS_PATH } from '@support/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts, calls, DOWN, flags, ok, stubApi } from './testing/stub-api.ts';

// Which search slot each support page renders for the genai flag's list (seed 001 §4), with the
// flags call answered, empty and failing. The AI widget itself is its package's concern: here it
// is a marker carrying the props the page gave it.
vi.mock('server-only', () => ({}));
vi.mock('../widget/answer-widget-section.tsx', () => ({
  AnswerWidgetSection: (p: Record<string, string>) => (
    <div
      data-testid="answer-widget"
      data-app-id={p.appId}
      data-customer-type={p.customerType}
      data-service-key={p.serviceKey}
      data-page-name={p.pageName}
    />
  ),
}));

const { TopicPage } = await import('./topic-page.tsx');
const { DeviceSelectorPage } = await import('./device-pages.tsx');
const { SupportHome } = await import('../support/support-home.tsx');

const LIST = ok({
  makes: [
    {
      make: 'apple',
      displayName: 'Apple',
      models: [{ model: 'iphone-15', displayName: 'iPhone 15', type: 'phone', year: 2023 }],
    },
  ],
});
const PAGE_DATA = {
  [SERVICE_ARTICLES_PATH]: ok({ lineOfService: 'internet', customerType: 'smb', articles: [] }),
  [TOP_SOLUTIONS_PATH]: ok({
    tags: 'internet',
    tagType: 'lineOfService',
    customerType: 'smb',
    articleLinks: [],
  }),
  [DEVICE_LIST_PATH]: LIST,
  ...alerts([]),
};

const searchWidget = (name: string | RegExp) => screen.queryByRole('searchbox', { name });
const aiWidget = () => screen.queryByTestId('answer-widget');

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('the support search widget by default (the flag lists the contact-us pages and the landing)', () => {
  beforeEach(() => stubApi({ ...PAGE_DATA, ...flags(['contactUs', 'supportLanding']) }));

  it('on a topic page: the page’s audience, its placeholder, at most 100 characters, a plain GET form', async () => {
    render(await TopicPage({ customerType: 'smb', service: 'internet' }));
    const field = searchWidget('Search business internet support')!;
    expect(field).toHaveAttribute('placeholder', 'Search business internet support');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(field.closest('form')).toHaveAttribute('action', '/search/smallBusiness');
    expect(field.closest('section')).toHaveAttribute('data-customer-type', 'smb');
    expect(aiWidget()).toBeNull();
    expect(
      calls.some((u) =>
        u.includes('/msapi/ixp-allocation-manager-service/v1/allocations?teams=idp-web-support'),
      ),
    ).toBe(true);
  });

  it('on both device selectors', async () => {
    for (const variant of ['visitor', 'agent'] as const) {
      const { unmount } = render(await DeviceSelectorPage({ variant }));
      expect(searchWidget('Or search device support')!.closest('form')).toHaveAttribute('action', '/search');
      expect(aiWidget()).toBeNull();
      unmount();
    }
  });

  it('but the AI widget on both support homes, with their audience, service alias and page name', async () => {
    render(await SupportHome({ customerType: 'smb' }));
    expect(aiWidget()?.dataset).toMatchObject({
      appId: 'idpSupport',
      customerType: 'smb',
      serviceKey: 'smb-support',
      pageName: '/support/smallbusiness',
    });
    expect(searchWidget(/./)).toBeNull();
  });
});

describe('the AI widget where the list names the page', () => {
  it('on topic pages for supportTopic, with the service key as its alias', async () => {
    stubApi({ ...PAGE_DATA, ...flags(['supportTopic']) });
    render(await TopicPage({ customerType: 'consumer', service: 'internet' }));
    expect(aiWidget()?.dataset).toMatchObject({
      customerType: 'consumer',
      serviceKey: 'u-verse-high-speed-internet',
      pageName: '/support/internet',
    });
    expect(searchWidget(/./)).toBeNull();
  });

  it('on device pages for deviceSupport', async () => {
    stubApi({ ...PAGE_DATA, ...flags(['deviceSupport']) });
    render(await DeviceSelectorPage({ variant: 'agent' }));
    expect(aiWidget()?.dataset.pageName).toBe('/device-support/agent/selector');
  });

  it('and the support search widget on the home when the list leaves the landing out', async () => {
    stubApi({ ...PAGE_DATA, ...flags(['contactUs']) });
    render(await SupportHome({ customerType: 'consumer' }));
    expect(aiWidget()).toBeNull();
    const field = searchWidget('Search AT&T support')!;
    expect(field.closest('form')).toHaveAttribute('action', '/search');
  });
});

describe('when the flags do not load', () => {
  beforeEach(() => stubApi({ ...PAGE_DATA, [Object.keys(flags([]))[0]!]: DOWN }));

  it('logs it (status and code) and keeps the shipped default: search widget on topic and device pages', async () => {
    const topic = render(await TopicPage({ customerType: 'consumer', service: 'wireless' }));
    expect(searchWidget('Search wireless support')).not.toBeNull();
    topic.unmount();
    render(await DeviceSelectorPage({ variant: 'visitor' }));
    expect(searchWidget('Or search device support')).not.toBeNull();
    expect(aiWidget()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^support flags did not load/), {
      status: 503,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
  });

  it('and the AI widget on the landing', async () => {
    render(await SupportHome({ customerType: 'consumer' }));
    expect(aiWidget()?.dataset.pageName).toBe('/support');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^support flags did not load/),
      expect.anything(),
    );
  });
});
