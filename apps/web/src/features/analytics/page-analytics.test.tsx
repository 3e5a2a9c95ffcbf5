import { Breadcrumbs, Link, reportLinkClick, Text } from '@support/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../contact-us/testing/browser.ts';
import type { AnalyticsSender } from './analytics-sender.ts';
import type { AnalyticsPage } from './analytics-signals.ts';
import { leavesPage, PageAnalytics } from './page-analytics.tsx';

const PAGE: AnalyticsPage = {
  pageName: 'contact-us:landing',
  path: '/support/contact-us',
  userType: 'consumer',
  service: '',
  locale: 'en-us',
};

function recorder() {
  const sent: { type: string; payload: Record<string, unknown>; leaving: boolean }[] = [];
  const sender: AnalyticsSender = {
    send: vi.fn((signal, options) => {
      sent.push({ type: signal.type, payload: signal.payload, leaving: options?.leaving ?? false });
      return 'key-00000001';
    }),
  };
  return { sent, sender, clicks: () => sent.filter((s) => s.type === 'Link_Click') };
}

/** Clicks without following the link (happy-dom would otherwise try to navigate). */
function click(element: Element) {
  element.addEventListener('click', (e) => e.preventDefault(), { once: true });
  fireEvent.click(element);
}

function Page({ sender, cookie }: { sender: AnalyticsSender; cookie?: boolean }) {
  return (
    <div>
      <PageAnalytics page={PAGE} sender={sender} breadcrumbs={3} readWirelessDevice={cookie} />
      <Breadcrumbs
        variant="header"
        siteUrl="https://www.example.com"
        items={[{ url: '/', text: 'Home' }, { url: '/support', text: 'Support' }, { text: 'Contact us' }]}
      />
      <Link text="View my bill" href="/support/article/my-account/KM1000008" />
      <Text
        text={<a href="/outages">Check for outages</a>}
        linkAnalyticsObj={{ linkPosition: 'Body', inventorySpaceId: 'slot-2' }}
      />
      <a href="/not-marked">Not marked</a>
      <button
        type="button"
        onClick={(e) => reportLinkClick(e.currentTarget, { href: '#call', name: 'Call' })}
      >
        Call
      </button>
    </div>
  );
}

describe('PageAnalytics', () => {
  it('sends one page load and one breadcrumb impression per page view, even when remounted in strict mode', () => {
    const { sent, sender } = recorder();
    render(
      <StrictMode>
        <Page sender={sender} />
      </StrictMode>,
    );
    expect(sent.map((s) => s.type)).toEqual(['Page_Load', 'Component_Impression']);
    expect(sent[0]!.payload).toMatchObject({ pageFlowCode: 'ESUP', pageSubFlowCode: 'ContactUS' });
    expect(sent[0]!.payload).not.toHaveProperty('wirelessDevice');
    expect(sent[1]!.payload).toMatchObject({
      contentSystem: 'SCMS',
      componentName: 'BREADCRUMBS',
      count_i: 3,
    });
  });

  it('reads the wirelessDevice cookie into the landing report when asked', () => {
    setCookie('wirelessDevice', 'Pixel%209');
    const { sent, sender } = recorder();
    render(<Page sender={sender} cookie />);
    expect(sent[0]!.payload.wirelessDevice).toBe('Pixel 9');
    setCookie('wirelessDevice', undefined);
  });

  it('reports a breadcrumb click with position Body_Breadcrumb, by beacon (the page is left)', () => {
    const { sender, clicks } = recorder();
    render(<Page sender={sender} />);
    click(screen.getByRole('link', { name: 'Support' }));
    expect(clicks()).toEqual([
      {
        type: 'Link_Click',
        leaving: true,
        payload: expect.objectContaining({
          eventCode: 'Link_Click',
          eventAction: 'linkClick',
          linkName: 'Support',
          linkDestinationUrl: '/support',
          linkPosition: 'Body_Breadcrumb',
          pageName: 'contact-us:landing',
        }),
      },
    ]);
  });

  it("reports the blocks' own link clicks once each, position Body, with their extras", () => {
    const { sender, clicks } = recorder();
    render(<Page sender={sender} />);
    click(screen.getByRole('link', { name: 'View my bill' }));
    click(screen.getByRole('link', { name: 'Check for outages' }));
    expect(clicks().map((c) => c.payload)).toEqual([
      expect.objectContaining({
        linkName: 'View my bill',
        linkDestinationUrl: '/support/article/my-account/KM1000008',
        linkPosition: 'Body',
      }),
      expect.objectContaining({
        linkName: 'Check for outages',
        linkDestinationUrl: '/outages',
        linkPosition: 'Body',
        inventorySpaceId: 'slot-2',
      }),
    ]);
    expect(clicks().every((c) => c.leaving)).toBe(true);
  });

  it('an in-page report (the contact toggle) goes by fetch; an unmarked plain link is not reported', () => {
    const { sender, clicks } = recorder();
    render(<Page sender={sender} />);
    click(screen.getByRole('link', { name: 'Not marked' }));
    expect(clicks()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(clicks()).toEqual([
      expect.objectContaining({
        leaving: false,
        payload: expect.objectContaining({
          linkName: 'Call',
          linkDestinationUrl: '#call',
          linkPosition: 'Body',
        }),
      }),
    ]);
  });

  it('stops listening when unmounted', () => {
    const { sender, clicks } = recorder();
    const { unmount, container } = render(<Page sender={sender} />);
    const link = container.querySelector('a[href="/support"]')!;
    unmount();
    document.body.append(container);
    click(link);
    expect(clicks()).toEqual([]);
    container.remove();
  });
});

describe('leavesPage', () => {
  it('is true for a navigation, false for an in-page anchor, a new tab or a call link', () => {
    expect(leavesPage('/support')).toBe(true);
    expect(leavesPage('https://www.example.com/x', '_self')).toBe(true);
    expect(leavesPage('#contact-view-call')).toBe(false);
    expect(leavesPage('/support', '_blank')).toBe(false);
    expect(leavesPage('tel:5550100')).toBe(false);
  });
});
