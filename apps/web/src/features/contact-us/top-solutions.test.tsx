import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordLinkClicks } from './testing/browser.ts';
import { TopSolutions } from './top-solutions.tsx';

describe('TopSolutions (seed 001 §2, §9)', () => {
  it("shows the feed's header and links", () => {
    render(
      <TopSolutions
        config={{
          header: 'Quiero...',
          articleLinks: [{ title: 'Pagar mi factura', link: '/support/article/x/KM1' }],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Quiero...' });
    expect(within(region).getByRole('list', { name: 'Quiero...' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Pagar mi factura' }).getAttribute('href')).toBe(
      '/support/article/x/KM1',
    );
  });

  it('falls back on "I want to..." and the six default solutions when the config did not load', () => {
    render(<TopSolutions config={null} />);
    const region = screen.getByRole('region', { name: 'I want to...' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Get bill & account help',
      'View my bill',
      'Make a payment',
      'Reset my password',
      'Check for outages',
      'Trade-in or recycle a device',
    ]);
  });

  it('reports a click on a solution as a link click', async () => {
    const { clicks, stop } = recordLinkClicks();
    render(<TopSolutions config={undefined} />);
    const link = screen.getByRole('link', { name: 'Check for outages' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    stop();
    expect(clicks).toEqual([
      expect.objectContaining({
        linkName: 'Check for outages',
        linkDestinationUrl: '/outages',
        linkPosition: 'Body',
      }),
    ]);
  });
});
