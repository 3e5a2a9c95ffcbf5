import type { Allocation } from '@support/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactUsPage } from './contact-us-page.tsx';
import { pagePropsFor } from './testing/page-props.ts';
import { storedFeed } from './testing/stored-feed.ts';

// The widget section loads its text on the server (server-only); the page only places it.
vi.mock('../widget/answer-widget-section.tsx', () => ({
  AnswerWidgetSection: (p: Record<string, string>) => (
    <div
      data-testid="answer-widget"
      data-app-id={p.appId}
      data-service={p.serviceKey}
      data-customer={p.customerType}
    />
  ),
}));

// The page's reports are the analytics tests' business; here they would post to nowhere.
vi.mock('../analytics/page-analytics.tsx', () => ({ PageAnalytics: () => null }));

const GENAI_ON: Allocation[] = [
  { key: 'cfg-ixp-support-genai-search', team: 'idp-web-support', value: ['contactUs'] },
];

function page(url: string, options?: Parameters<typeof pagePropsFor>[1]) {
  return render(<ContactUsPage props={pagePropsFor(url, options)} siteUrl="https://www.example.com" />);
}

describe('ContactUsPage: landing', () => {
  it('shows the feed header, the breadcrumbs and the choose-service cards as links', () => {
    const feed = storedFeed('consumer', 'en-us');
    page('/support/contact-us');
    expect(
      screen.getByRole('heading', { level: 1, name: feed.components.header.unauthHeaderTitle }),
    ).toBeTruthy();
    expect(screen.getByText(feed.components.header.headerDescription)).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
    const services = screen.getByRole('region', { name: feed.components.header.chooseServiceText });
    const first = feed.components.serviceInfo.dropDownMenu[0]!;
    expect(within(services).getByRole('heading', { level: 3, name: first.headerText })).toBeTruthy();
    expect(
      within(services).getByRole('link', { name: first.primaryNav[0]!.navLabel }).getAttribute('href'),
    ).toBe(first.primaryNav[0]!.navUrl);
  });

  it('has the landing banner slots, the plain search form and the top solutions', () => {
    const { container } = page('/support/contact-us');
    const ids = [...container.querySelectorAll('[data-banner-slot]')].map((b) => b.id);
    expect(ids).toEqual(['banner-support-csprepaid-consumer-1', 'banner-support-csprepaid-consumer-2']);
    const field = screen.getByRole('searchbox', { name: 'Search support' });
    expect(field.getAttribute('maxlength')).toBe('100');
    expect(field.closest('form')?.getAttribute('action')).toBe('/search');
    expect(screen.getByRole('region', { name: 'Search our help articles' })).toBeTruthy();
    expect(screen.queryByTestId('answer-widget')).toBeNull();
    expect(screen.getByRole('region', { name: 'I want to...' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Looking for answers?' })).toBeNull();
  });

  it('shows the AI widget instead of the search form when the flag lists contactUs', () => {
    page('/support/smallbusiness/contact-us', { allocations: GENAI_ON });
    const widget = screen.getByTestId('answer-widget');
    expect(widget.dataset).toMatchObject({ appId: 'idpSupport', service: 'smb-contact-us', customer: 'smb' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('starts smb trails at Small Business Support and marks Spanish pages', () => {
    const { container } = page('/es-us/support/smallbusiness/contact-us');
    expect(screen.getByRole('link', { name: 'Asistencia para pequeñas empresas' }).getAttribute('href')).toBe(
      '/support/smallbusiness',
    );
    expect(container.firstElementChild?.getAttribute('lang')).toBe('es-US');
    expect(container.querySelector('[data-banner-slot]')?.id).toBe('banner-support-csprepaid-smb-1');
  });

  it('without the feed shows "Contact us", the search form and the default top solutions: no error, no sign-in', () => {
    page('/contact-us', { withFeed: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    const top = screen.getByRole('region', { name: 'I want to...' });
    expect(within(top).getAllByRole('link')).toHaveLength(6);
    expect(screen.queryByText(/error|went wrong|failed/i)).toBeNull();
  });
});

describe('ContactUsPage: service page', () => {
  it('shows the service title, breadcrumbs to the service, article cards, search and the contact section', () => {
    const feed = storedFeed('consumer', 'en-us');
    const prepaid = feed.components.titleDescription.find((t) => t.serviceName === 'prepaid')!;
    const { container } = page('/contact-us?service=prepaid');
    expect(screen.getByRole('heading', { level: 1, name: prepaid.title })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Support', 'prepaid']);
    expect(screen.queryByRole('region', { name: feed.components.header.chooseServiceText })).toBeNull();
    expect(screen.getByRole('region', { name: 'Looking for answers?' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search prepaid help' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'prepaid help center' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('radio', { name: 'Social' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('region', { name: 'I want to...' })).toBeNull();
    const ids = [...container.querySelectorAll('[data-banner-slot]')].map((b) => b.id);
    expect(ids).toEqual(['banner-support-cshome-consumer-1', 'banner-support-cshome-consumer-2']);
  });

  it('passes the service alias to the AI widget', () => {
    page('/contact-us?service=digitallife', { allocations: GENAI_ON });
    expect(screen.getByTestId('answer-widget').dataset).toMatchObject({
      service: 'digitallife',
      customer: 'consumer',
    });
  });
});
