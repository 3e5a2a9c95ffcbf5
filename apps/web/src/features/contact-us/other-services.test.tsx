import type { Allocation } from '@support/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchContactUsPath } from './contact-us-paths.ts';
import { contactUsPageProps } from './contact-us-props.ts';
import { parseContactUsQuery } from './contact-us-query.ts';
import menuStyles from './other-services.module.css';
import { contactUsOtherServices, OtherServices, showsOtherServices } from './other-services.tsx';
import {
  OTHER_SERVICES_MAX_GROUPS,
  type OtherServicesInput,
  otherServicesGroups,
} from './other-services-groups.ts';
import { recordLinkClicks } from './testing/browser.ts';

const LANDERS = {
  satelliteTv: 'https://satellite.example.com/support',
  streamingTv: '/search?q=streaming%20TV',
};
const input = (over: Partial<OtherServicesInput> = {}): OtherServicesInput => ({
  userType: 'consumer',
  locale: 'en-us',
  contactUsBase: '/support/contact-us',
  landers: LANDERS,
  ...over,
});
const hrefs = (i: OtherServicesInput) =>
  Object.fromEntries(otherServicesGroups(i).flatMap((g) => g.services.map((s) => [s.key, s.href])));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('otherServicesGroups', () => {
  it('has the five groups of seed 001 §2, no more than §9 allows', () => {
    const groups = otherServicesGroups(input());
    expect(groups.length).toBeLessThanOrEqual(OTHER_SERVICES_MAX_GROUPS);
    expect(groups.map((g) => g.label)).toEqual(['Wireless', 'TV', 'Internet', 'Home phone', 'Home security']);
  });

  it('holds every service of seed 001 §1 once, in its group', () => {
    const groups = otherServicesGroups(input());
    const keys = groups.flatMap((g) => g.services.map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.fromEntries(groups.map((g) => [g.id, g.services.map((s) => s.key)]))).toEqual({
      wireless: ['wireless', 'prepaid'],
      tv: ['satellite-tv', 'streaming-tv', 'uverse-tv'],
      internet: ['internet', 'fixed-wireless', 'dsl', 'dial-up'],
      'home-phone': ['digital-phone', 'landline', 'wireless-home-phone'],
      'home-security': ['digitallife'],
    });
  });

  it('sends prepaid and digitallife to their contact-us pages, TV to the landers, the rest to support or search', () => {
    expect(hrefs(input())).toEqual({
      wireless: '/support/wireless',
      prepaid: '/support/contact-us?service=prepaid',
      'satellite-tv': LANDERS.satelliteTv,
      'streaming-tv': LANDERS.streamingTv,
      'uverse-tv': '/search?q=U-verse%20TV',
      internet: '/support/internet',
      'fixed-wireless': '/search?q=fixed%20wireless%20internet',
      dsl: '/search?q=DSL%20internet',
      'dial-up': '/search?q=dial-up%20internet',
      'digital-phone': '/search?q=digital%20home%20phone',
      landline: '/search?q=landline%20home%20phone',
      'wireless-home-phone': '/search?q=wireless%20home%20phone',
      digitallife: '/support/contact-us?service=digitallife',
    });
  });

  it('smb: its own support and search pages; digitallife (no smb page, seed 001 §5) goes to search', () => {
    const smb = hrefs(input({ userType: 'smb', contactUsBase: '/support/smallbusiness/contact-us' }));
    expect(smb.prepaid).toBe('/support/smallbusiness/contact-us?service=prepaid');
    expect(smb.digitallife).toBe('/search/smallBusiness?q=home%20security');
    expect(smb.wireless).toBe('/support/smallbusiness/wireless');
    expect(smb.dsl).toBe('/search/smallBusiness?q=DSL%20internet');
  });

  it('Spanish: Spanish labels and the Spanish contact-us pages', () => {
    const groups = otherServicesGroups(
      input({ locale: 'es-us', contactUsBase: '/es-us/support/contact-us' }),
    );
    expect(groups.map((g) => g.label)).toEqual([
      'Telefonía móvil',
      'TV',
      'Internet',
      'Teléfono residencial',
      'Seguridad del hogar',
    ]);
    const prepaid = groups[0]!.services[1]!;
    expect(prepaid).toEqual({
      key: 'prepaid',
      label: 'Prepago',
      href: '/es-us/support/contact-us?service=prepaid',
    });
  });

  it('never links to an address the contact-us routing redirects (/dial-up, /att-tv, /directv)', () => {
    for (const userType of ['consumer', 'smb'] as const) {
      for (const href of Object.values(hrefs(input({ userType })))) {
        expect(href).not.toMatch(/\/(dial-up|att-tv|directv)/);
      }
    }
  });
});

function landing(url: string, allocations?: Allocation[]) {
  const u = new URL(url, 'http://site.test');
  const props = contactUsPageProps({
    path: matchContactUsPath(u.pathname)!,
    query: parseContactUsQuery(u.searchParams),
    feed: undefined,
    allocations,
    authenticated: false,
    tdiceApi: '',
  });
  return props;
}

describe('the landing page flag', () => {
  const ON: Allocation[] = [
    { key: 'cfg-ixp-support-other-services', team: 'idp-web-support', value: ['contactUs'] },
  ];

  it('shows the section only when the flag lists contactUs', () => {
    expect(showsOtherServices(landing('/contact-us', ON))).toBe(true);
    expect(showsOtherServices(landing('/contact-us', []))).toBe(false);
    expect(showsOtherServices(landing('/contact-us', [{ ...ON[0]!, value: [] as string[] }]))).toBe(false);
    expect(showsOtherServices(landing('/contact-us'))).toBe(false);
  });

  it("takes the page's route family and the configured landers", () => {
    vi.stubEnv('CONTACT_US_SATELLITE_TV_LANDER', '/search?q=satellite%20TV');
    const groups = contactUsOtherServices(landing('/es-us/support/contact-us/KM1', ON));
    const all = Object.fromEntries(groups.flatMap((g) => g.services.map((s) => [s.key, s.href])));
    expect(all.prepaid).toBe('/es-us/support/contact-us?service=prepaid');
    expect(all['satellite-tv']).toBe('/search?q=satellite%20TV');
  });
});

describe('OtherServices', () => {
  const groups = otherServicesGroups(input());
  const show = () => render(<OtherServices groups={groups} locale="en-us" />);

  it('is a closed disclosure: a button that says it is collapsed, the links hidden', () => {
    show();
    const region = screen.getByRole('region', { name: 'Need help with another service?' });
    const button = within(region).getByRole('button', { name: 'Choose a service' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).queryAllByRole('link')).toEqual([]);
  });

  it('opens by keyboard, shows each group as a named list of links, and closes on Escape with focus back', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a service' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    for (const group of groups) {
      const list = within(panel).getByRole('list', { name: group.label });
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual(group.services.map((s) => [s.label, s.href]));
    }
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Wireless' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('choosing a service follows its link (nothing stops the navigation) and reports a link click', async () => {
    const user = userEvent.setup();
    const { clicks, stop } = recordLinkClicks();
    show();
    await user.click(screen.getByRole('button', { name: 'Choose a service' }));
    const link = screen.getByRole('link', { name: 'Prepaid' });
    let followed: boolean | undefined;
    // Last listener of the click: the browser navigates unless the default was prevented.
    document.addEventListener(
      'click',
      (e) => {
        followed = !e.defaultPrevented;
        e.preventDefault();
      },
      { once: true },
    );
    await user.click(link);
    stop();
    expect(followed).toBe(true);
    expect(link.getAttribute('href')).toBe('/support/contact-us?service=prepaid');
    expect(clicks).toEqual([
      expect.objectContaining({
        eventCode: 'Link_Click',
        action: 'linkClick',
        linkName: 'Prepaid',
        linkDestinationUrl: '/support/contact-us?service=prepaid',
        linkPosition: 'Body',
        serviceGroup: 'wireless',
      }),
    ]);
  });

  it('keeps its button out of sight until the script runs: without it, the button would do nothing', () => {
    const html = renderToString(<OtherServices groups={groups} locale="en-us" />);
    expect(html).toContain(menuStyles.beforeScript);
    const { container } = render(<OtherServices groups={groups} locale="en-us" />);
    expect(container.querySelector(`.${menuStyles.beforeScript}`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a service' })).toBeVisible();
  });

  it('without JavaScript the server HTML still lists every link (noscript)', () => {
    const html = renderToString(<OtherServices groups={groups} locale="en-us" />);
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    for (const service of groups.flatMap((g) => g.services)) {
      expect(noscript).toContain(`href="${service.href.replace(/&/g, '&amp;')}"`);
    }
  });
});
