import { CONTACT_US_SERVICES, type ContactUsServiceInfoEntry } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { CONTACT_US_CONFIG_DEFAULTS, type ContactUsConfig } from './contact-us-config.ts';
import { matchContactUsPath } from './contact-us-paths.ts';
import { parseContactUsQuery } from './contact-us-query.ts';
import { contactUsRedirect, directvNowRedirectValue } from './contact-us-redirects.ts';

const CONFIG: ContactUsConfig = {
  streamingTvLander: 'https://stream.example.com/support',
  satelliteTvLander: 'https://sat.example.com/support',
  satelliteTvRoutes: { 'directv/billing': 'https://sat.example.com/billing' },
};

/** The redirect of a URL, as the page decides it. */
function redirectOf(url: string, config: ContactUsConfig = CONFIG, services?: ContactUsServiceInfoEntry[]) {
  const u = new URL(url, 'http://site.test');
  const path = matchContactUsPath(u.pathname);
  if (!path) throw new Error(`${url} is not a contact-us address`);
  return contactUsRedirect({
    path,
    query: parseContactUsQuery(u.searchParams),
    search: u.search,
    config,
    services,
  });
}

describe('contact-us redirects (seed 001 §2 "Redirects", §5 "Service selection")', () => {
  it.each([
    '/support/contact-us/dial-up',
    '/es-us/support/smallbusiness/contact-us/dial-up-help',
    '/contact-us/dial-up?service=prepaid',
  ])('sends %s permanently to /support', (url) => {
    expect(redirectOf(url)).toEqual({ location: '/support', permanent: true, reason: 'dial-up' });
  });

  it('sends /att-tv to the streaming TV lander and /directv to the satellite TV lander', () => {
    expect(redirectOf('/support/contact-us/att-tv')).toMatchObject({
      location: 'https://stream.example.com/support',
      permanent: false,
    });
    expect(redirectOf('/support/smallbusiness/contact-us/directv')).toMatchObject({
      location: 'https://sat.example.com/support',
      permanent: false,
    });
  });

  it('checks /directv-now before /directv: the redirect value (the address up to it) plus /att-tv', () => {
    expect(redirectOf('/support/contact-us/directv-now')).toEqual({
      location: '/support/contact-us/att-tv',
      permanent: false,
      reason: 'directv-now',
    });
    expect(redirectOf('/es-us/support/contact-us/directv-now')?.location).toBe(
      '/es-us/support/contact-us/att-tv',
    );
    expect(directvNowRedirectValue('/support/contact-us/DirecTV-Now/x')).toBe('/support/contact-us');
    // …and where that lands next: the streaming TV lander.
    expect(redirectOf('/support/contact-us/att-tv')?.location).toBe(CONFIG.streamingTvLander);
  });

  it('sends a satellite-TV topic route through the route table, before the satellite TV lander', () => {
    expect(redirectOf('/es-us/support/contact-us/DirecTV/billing')).toEqual({
      location: 'https://sat.example.com/billing',
      permanent: false,
      reason: 'satellite-tv-route',
    });
    expect(redirectOf('/support/contact-us/directv/other')?.location).toBe(CONFIG.satelliteTvLander);
  });

  it('uses our own defaults when nothing is configured', () => {
    expect(redirectOf('/contact-us/att-tv', CONTACT_US_CONFIG_DEFAULTS)?.location).toBe(
      CONTACT_US_CONFIG_DEFAULTS.streamingTvLander,
    );
    expect(redirectOf('/contact-us/directv', CONTACT_US_CONFIG_DEFAULTS)?.location).toBe(
      CONTACT_US_CONFIG_DEFAULTS.satelliteTvLander,
    );
  });

  it('sends an unknown service, or one without a page, to the landing page of the address family', () => {
    expect(redirectOf('/support/contact-us?service=nosuch')).toEqual({
      location: '/support/contact-us',
      permanent: false,
      reason: 'unknown-service',
    });
    expect(redirectOf('/contact-us?service=wireless')?.location).toBe('/contact-us');
    expect(redirectOf('/es-us/support/contact-us/7?service=wireless&orcAuth=secret123')?.location).toBe(
      '/es-us/support/contact-us',
    );
  });

  it('renders prepaid and digitallife for consumers, and for smb only an entry marked contactusSMB or esupportSMB', () => {
    expect(redirectOf('/support/contact-us?service=prepaid')).toBeUndefined();
    expect(redirectOf('/support/contact-us?service=DigitalLife')).toBeUndefined();
    expect(redirectOf('/support/smallbusiness/contact-us?service=prepaid')).toBeUndefined();
    expect(redirectOf('/support/smallbusiness/contact-us?service=digitallife')?.location).toBe(
      '/support/smallbusiness/contact-us',
    );
    const shared = [{ ...CONTACT_US_SERVICES[1], contcatUsService: 'home-security', esupportSMB: true }];
    expect(
      redirectOf('/support/smallbusiness/contact-us?service=home-security', CONFIG, shared),
    ).toBeUndefined();
  });

  it('renders the landing page without a service, or with an empty one', () => {
    expect(redirectOf('/contact-us')).toBeUndefined();
    expect(redirectOf('/support/contact-us/12345?service=&topic=billing')).toBeUndefined();
  });

  it('redirects an address still holding orcAuth to the same address without it, and no Location carries it', () => {
    expect(redirectOf('/support/contact-us?service=prepaid&orcAuth=secret123')).toEqual({
      location: '/support/contact-us?service=prepaid',
      permanent: false,
      reason: 'orc-auth',
    });
    for (const url of [
      '/support/contact-us/dial-up?orcAuth=secret123',
      '/support/contact-us/directv-now?orcAuth=secret123',
      '/support/contact-us/att-tv?orcAuth=secret123',
      '/support/contact-us/directv?orcAuth=secret123',
      '/support/contact-us/directv/billing?orcAuth=secret123',
      '/support/contact-us?service=nosuch&orcAuth=secret123',
      '/support/contact-us?ORCAUTH=secret123',
    ]) {
      const location = redirectOf(url)?.location;
      expect(location, url).toBeDefined();
      expect(location, url).not.toContain('secret123');
    }
  });
});
