import { ACCOUNT_DETAILS_PATH } from '@support/contracts';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailsEvent } from './account-details.tsx';
import { ContactUsPage } from './contact-us-page.tsx';
import { pagePropsFor } from './testing/page-props.ts';

vi.mock('../widget/answer-widget-section.tsx', () => ({ AnswerWidgetSection: () => null }));
vi.mock('../analytics/page-analytics.tsx', () => ({ PageAnalytics: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(status: number) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the account-details event (seed 001 §4, §7 call 3)', () => {
  it('posts an empty body once when a signed-in visitor opens a contact-us page', async () => {
    const fetch = stubFetch(200);
    const props = { ...pagePropsFor('/support/contact-us/?service=prepaid'), authenticated: true };
    render(<ContactUsPage props={props} siteUrl="https://www.example.com" />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ACCOUNT_DETAILS_PATH);
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('is not sent for a signed-out visitor', async () => {
    const fetch = stubFetch(200);
    render(<ContactUsPage props={pagePropsFor('/support/contact-us/')} siteUrl="https://www.example.com" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch.mock.calls.filter(([u]) => u === ACCOUNT_DETAILS_PATH)).toHaveLength(0);
  });

  it('only logs a refusal, with its status and nothing else', async () => {
    stubFetch(401);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<AccountDetailsEvent />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[contact-us] account details not available', { status: 401 }),
    );
  });
});
