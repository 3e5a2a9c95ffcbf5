import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPanels } from './contact-panels.tsx';
import { recordLinkClicks } from './testing/browser.ts';
import { storedFeed } from './testing/stored-feed.ts';

const feed = storedFeed('consumer', 'en-us').components;
const show = (service = 'prepaid', components = feed) =>
  render(<ContactPanels service={service} cmsContext={service} feed={components} locale="en-us" />);
let stopRecording = () => {};
afterEach(() => stopRecording());
function record() {
  const r = recordLinkClicks();
  stopRecording = r.stop;
  return r.clicks;
}

describe('ContactPanels: the switch (seed 001 §4)', () => {
  it('starts on Social for prepaid, showing only the social media header', () => {
    show();
    const group = screen.getByRole('radiogroup', { name: 'How would you like to reach us?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => [r.textContent, r.getAttribute('aria-checked')])).toEqual([
      ['Social', 'true'],
      ['Call', 'false'],
    ]);
    // A paragraph of its own, in body text like the Call panel's (not a headline's size).
    expect(
      screen
        .getByText(feed.getInTouchPanel.socialMediaHeader)
        .closest('[data-size]')
        ?.getAttribute('data-size'),
    ).toBe('base');
    expect(screen.queryByRole('region', { name: 'Customer service' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without scripts, shows the phone numbers below the first view (the switch cannot swap them)', () => {
    const html = renderToString(
      <ContactPanels service="wireless" cmsContext="index" feed={feed} locale="en-us" />,
    );
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('Customer service');
    expect(noscript).toMatch(/href="tel:/);
    // Once, and only there: the page starts on Chat.
    expect(html.split('id="customer-service-panel"')).toHaveLength(2);
    // A page that starts on Call shows them once, with no copy for the scriptless.
    const onCall = renderToString(
      <ContactPanels service="wireless" cmsContext="index" feed={feed} locale="en-us" preferred="call" />,
    );
    expect(onCall).not.toContain('<noscript>');
  });

  it('starts on Chat for another service', () => {
    show('wireless');
    expect(screen.getByRole('radio', { name: 'Chat' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('radio', { name: 'Social' })).toBeNull();
  });

  it('shows the two phone panels on Call, with call links, and reports each choice as a link click', async () => {
    const clicks = record();
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    expect(screen.getByRole('radio', { name: 'Call' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(feed.getInTouchPanel.socialMediaHeader)).toBeNull();
    const service = screen.getByRole('region', { name: 'Customer service' });
    expect(within(service).getByText('Prepaid accounts and refills')).toBeTruthy();
    expect(within(service).getByRole('link', { name: '800-555-0111' }).getAttribute('href')).toBe(
      'tel:8005550111',
    );
    // The pipe: two numbers, two call links.
    expect(within(service).getByRole('link', { name: '800-555-0100' }).getAttribute('href')).toBe(
      'tel:8005550100',
    );
    expect(within(service).getByRole('link', { name: '800-555-0122' }).getAttribute('href')).toBe(
      'tel:8005550122',
    );
    const other = screen.getByRole('region', { name: 'Other ways to reach us' });
    expect(within(other).getByRole('link', { name: '800-555-0144' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Social' }));
    expect(screen.getByText(feed.getInTouchPanel.socialMediaHeader)).toBeTruthy();
    expect(clicks.map((c) => [c.linkName, c.linkDestinationUrl, c.action])).toEqual([
      ['Call', '#contact-view-call', 'linkClick'],
      ['Social', '#contact-view-social', 'linkClick'],
    ]);
  });

  it('is operated by keyboard: Enter and Space select, arrows move', async () => {
    const clicks = record();
    show();
    const social = screen.getByRole('radio', { name: 'Social' });
    const call = screen.getByRole('radio', { name: 'Call' });
    await userEvent.tab();
    expect(document.activeElement).toBe(social);
    await userEvent.keyboard('{ArrowRight}');
    expect(call.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(call);
    expect(screen.getByRole('region', { name: 'Customer service' })).toBeTruthy();
    social.focus();
    await userEvent.keyboard('{Enter}');
    expect(social.getAttribute('aria-checked')).toBe('true');
    call.focus();
    await userEvent.keyboard(' ');
    expect(call.getAttribute('aria-checked')).toBe('true');
    expect(clicks.map((c) => c.linkName)).toEqual(['Call', 'Social', 'Call']);
  });

  it('reports a click on a call link', async () => {
    const clicks = record();
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    const link = screen.getByRole('link', { name: '800-555-0111' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(clicks.at(-1)).toMatchObject({ linkName: '800-555-0111', linkDestinationUrl: 'tel:8005550111' });
  });
});

describe('ContactPanels: phone panels (seed 001 §3, §5)', () => {
  it('leaves out absent values and empty markers, and a row with neither cell', async () => {
    const panel = {
      custServiceText1L: 'Billing',
      custServiceText1R: 'phoneNo::phoneNo',
      custServiceText2L: 'null',
      custServiceText2R: '',
      custServiceTextCenter: 'undefined',
      serviceName: 'prepaid',
    };
    show('prepaid', { ...feed, customerServicePanel: [panel], otherContactOptionsPanel: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    const region = screen.getByRole('region', { name: 'Customer service' });
    expect(
      within(region)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Billing']);
    expect(within(region).queryByRole('link')).toBeNull();
    expect(region.textContent).not.toMatch(/phoneNo|null|undefined/);
    expect(screen.queryByRole('region', { name: 'Other ways to reach us' })).toBeNull();
  });

  it('uses the default labels when the feed leaves them empty', () => {
    show('wireless', { ...feed, chatPanel: { chatButtonCTA: 'null', callButtonCTA: ' ' } });
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Chat', 'Call']);
  });
});
