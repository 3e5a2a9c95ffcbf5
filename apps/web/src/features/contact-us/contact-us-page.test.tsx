import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactUsPage } from './contact-us-page.tsx';
import { matchContactUsPath } from './contact-us-paths.ts';
import { contactUsPageProps } from './contact-us-props.ts';
import { parseContactUsQuery } from './contact-us-query.ts';
import { storedFeed } from './testing/stored-feed.ts';

function page(url: string, withFeed = true) {
  const u = new URL(url, 'http://site.test');
  const path = matchContactUsPath(u.pathname)!;
  const props = contactUsPageProps({
    path,
    query: parseContactUsQuery(u.searchParams),
    feed: withFeed ? storedFeed(path.family.userType, path.family.locale) : undefined,
    allocations: undefined,
    authenticated: false,
    tdiceApi: '',
  });
  return render(<ContactUsPage props={props} siteUrl="https://www.example.com" />);
}

describe('ContactUsPage', () => {
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

  it('shows a service page title from the feed and no service cards', () => {
    const feed = storedFeed('consumer', 'en-us');
    const prepaid = feed.components.titleDescription.find((t) => t.serviceName === 'prepaid')!;
    page('/contact-us?service=prepaid');
    expect(screen.getByRole('heading', { level: 1, name: prepaid.title })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('starts smb trails at Small Business Support and marks Spanish pages', () => {
    const { container } = page('/es-us/support/smallbusiness/contact-us');
    expect(screen.getByRole('link', { name: 'Asistencia para pequeñas empresas' }).getAttribute('href')).toBe(
      '/support/smallbusiness',
    );
    expect(container.firstElementChild?.getAttribute('lang')).toBe('es-US');
  });

  it('without the feed shows "Contact us" only: no error message, no sign-in form', () => {
    const { container } = page('/contact-us', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('form, input')).toBeNull();
  });
});
