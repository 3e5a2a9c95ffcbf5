import { handOffHref } from '@support/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactUsPage, handOffCardOrder } from './contact-us-page.tsx';
import { HAND_OFF_TEXT } from './hand-off-notice.tsx';
import { pagePropsFor } from './testing/page-props.ts';
import { storedFeed } from './testing/stored-feed.ts';

// The widget section loads its text on the server (server-only); the page only places it.
vi.mock('../widget/answer-widget-section.tsx', () => ({ AnswerWidgetSection: () => null }));
// The page's reports are the analytics tests' business; here they would post to nowhere.
vi.mock('../analytics/page-analytics.tsx', () => ({ PageAnalytics: () => null }));

const show = (url: string) =>
  render(<ContactUsPage props={pagePropsFor(url)} siteUrl="https://www.example.com" />);

const notice = () => screen.getByRole('region', { name: HAND_OFF_TEXT['en-us'].heading });

describe('contact us after a hand-off from the answer widget', () => {
  it('shows the question on the service page and starts on call for a billing question', () => {
    show(
      handOffHref({
        question: 'Why did my prepaid refill cost more this month?',
        intent: 'billing',
        lineOfService: 'prepaid',
        customerType: 'consumer',
      }),
    );
    expect(within(notice()).getByText('Why did my prepaid refill cost more this month?')).toBeTruthy();
    expect(within(notice()).getByText(HAND_OFF_TEXT['en-us'].call)).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('radio', { name: 'Call' }).getAttribute('aria-checked')).toBe('true');
    expect(contact.querySelector('#customer-service-panel')).not.toBeNull();
  });

  it("keeps a social service's first option for a question that suits chat", () => {
    show(
      handOffHref({
        question: 'my phone says no service',
        intent: 'general',
        lineOfService: 'prepaid',
        customerType: 'consumer',
      }),
    );
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('radio', { name: 'Social' }).getAttribute('aria-checked')).toBe('true');
    expect(within(notice()).getByText(HAND_OFF_TEXT['en-us'].chat)).toBeTruthy();
  });

  it("puts the landing's card for the question's service first", () => {
    show(
      handOffHref({
        question: 'internet keeps dropping',
        intent: 'general',
        lineOfService: 'internet',
        customerType: 'consumer',
      }),
    );
    expect(within(notice()).getByText(HAND_OFF_TEXT['en-us'].chat)).toBeTruthy();
    const feed = storedFeed('consumer', 'en-us').components;
    const internet = feed.serviceInfo.dropDownMenu.find((c) => c.productCategory === 'internet')!;
    const services = screen.getByRole('region', { name: feed.header.chooseServiceText });
    const headings = within(services).getAllByRole('heading', { level: 3 });
    expect(headings[0]!.textContent).toBe(internet.headerText);
    expect(headings).toHaveLength(feed.serviceInfo.dropDownMenu.length);
  });

  it("offers the landing's own phone numbers right after the question, call first for a bill", () => {
    const { container } = show(
      handOffHref({ question: 'why is my bill so high', intent: 'billing', customerType: 'consumer' }),
    );
    expect(within(notice()).getByText(HAND_OFF_TEXT['en-us'].call)).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('radio', { name: 'Call' }).getAttribute('aria-checked')).toBe('true');
    const callLinks = [...contact.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'));
    expect(callLinks).toContain('tel:8005550100');
    // Right after the notice, before the service cards.
    const order = [
      ...container.querySelectorAll('[data-hand-off], section[aria-labelledby="contact-title"], h2'),
    ].map((e) => e.textContent);
    expect(order.indexOf('Get in touch')).toBeLessThan(order.indexOf('Choose a service to get started'));
  });

  it('shows the landing phone numbers at the end of the page without a hand-off', () => {
    show('/support/contact-us/');
    const contact = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByRole('radio', { name: 'Chat' }).getAttribute('aria-checked')).toBe('true');
  });

  it('renders what was typed as text, never as markup', () => {
    const { container } = show('/support/contact-us/?question=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(within(notice()).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows no notice without a question', () => {
    show('/support/contact-us/?topic=internet&intent=billing');
    expect(screen.queryByRole('region', { name: HAND_OFF_TEXT['en-us'].heading })).toBeNull();
  });

  it('speaks Spanish on the Spanish page', () => {
    show('/es-us/support/contact-us/x?question=mi%20factura');
    expect(screen.getByRole('region', { name: HAND_OFF_TEXT['es-us'].heading })).toBeTruthy();
  });
});

describe('handOffCardOrder', () => {
  const cards = storedFeed('smb', 'en-us').components.serviceInfo.dropDownMenu;

  it('keeps the feed order without a hand-off or with a general one', () => {
    expect(handOffCardOrder(cards, null)).toEqual(cards);
    expect(handOffCardOrder(cards, { question: 'q', lineOfService: 'general' })).toEqual(cards);
  });

  it('moves the matching business category first and keeps the others in order', () => {
    const ordered = handOffCardOrder(cards, { question: 'q', lineOfService: 'homephone' });
    expect(ordered[0]!.productCategory).toBe('business-phone');
    expect(ordered.slice(1)).toEqual(cards.filter((c) => c.productCategory !== 'business-phone'));
  });
});

describe('service names on Spanish pages', () => {
  it('names the service in Spanish in the breadcrumb', () => {
    show('/es-us/support/contact-us/x?service=digitallife');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('seguridad del hogar')).toBeTruthy();
    expect(within(trail).queryByText('Home Security')).toBeNull();
  });

  it('keeps the English name on English pages', () => {
    show('/support/contact-us/?service=digitallife');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Home Security')).toBeTruthy();
  });
});

describe('the landing trail (seed 001 §2)', () => {
  it('ends in "Contact us" on the small-business landing, whatever the heading says', () => {
    show('/support/smallbusiness/contact-us/');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Small Business Support' })).toBeTruthy();
    expect(within(trail).getByText('Contact us')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Contact us');
  });
});
