import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChooseServiceCards } from './choose-service-cards.tsx';
import { recordLinkClicks, setMobile } from './testing/browser.ts';
import { storedFeed } from './testing/stored-feed.ts';

const categories = storedFeed('consumer', 'en-us').components.serviceInfo.dropDownMenu;
const HEADING = 'Choose a service to get started';
const show = () => render(<ChooseServiceCards heading={HEADING} categories={categories} />);

afterEach(() => vi.restoreAllMocks());

describe('ChooseServiceCards: desktop', () => {
  it('shows every card open, with a heading and its links', () => {
    setMobile(false);
    show();
    const region = screen.getByRole('region', { name: HEADING });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(categories.map((c) => c.headerText));
    expect(within(region).queryByRole('button')).toBeNull();
    const links = categories.flatMap((c) => c.primaryNav);
    expect(within(region).getAllByRole('link')).toHaveLength(links.length);
  });

  it('reports a click on a service link', async () => {
    setMobile(false);
    const { clicks, stop } = recordLinkClicks();
    show();
    const nav = categories[0]!.primaryNav[1]!;
    const link = screen.getByRole('link', { name: nav.navLabel });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    stop();
    expect(clicks).toEqual([
      expect.objectContaining({
        eventCode: 'Link_Click',
        linkName: nav.navLabel,
        linkDestinationUrl: nav.navUrl,
      }),
    ]);
  });
});

describe('ChooseServiceCards: mobile', () => {
  it('shows the first two cards open and the rest collapsed', () => {
    setMobile(true);
    show();
    const [first, second, ...rest] = categories;
    expect(screen.getByRole('link', { name: first!.primaryNav[0]!.navLabel })).toBeTruthy();
    expect(screen.getByRole('link', { name: second!.primaryNav[0]!.navLabel })).toBeTruthy();
    expect(rest.length).toBeGreaterThan(0);
    for (const category of rest) {
      const toggle = screen.getByRole('button', { name: category.headerText });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('link', { name: category.primaryNav[0]!.navLabel })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: first!.headerText })).toBeNull();
  });

  it('opens and closes a card with a click, Enter and Space', async () => {
    setMobile(true);
    show();
    const category = categories[2]!;
    const toggle = screen.getByRole('button', { name: category.headerText });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: category.primaryNav[0]!.navLabel })).toBeTruthy();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
  });

  it('opens each card on its own', async () => {
    setMobile(true);
    show();
    await userEvent.click(screen.getByRole('button', { name: categories[3]!.headerText }));
    expect(
      screen.getByRole('button', { name: categories[2]!.headerText }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(
      screen.getByRole('button', { name: categories[3]!.headerText }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('ChooseServiceCards: server render', () => {
  it('has every card and link in the HTML, open, whatever the window', () => {
    setMobile(true);
    const out = renderToString(<ChooseServiceCards heading={HEADING} categories={categories} />);
    for (const nav of categories.flatMap((c) => c.primaryNav)) expect(out).toContain(`href="${nav.navUrl}"`);
    expect(out).not.toContain('aria-expanded');
  });
});
