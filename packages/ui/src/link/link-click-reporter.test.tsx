import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LINK, type LinkClickDetail } from './link.tsx';
import { LinkClickReporter } from './link-click-reporter.tsx';

function listen() {
  const seen: LinkClickDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<LinkClickDetail>).detail);
  document.addEventListener(LINK.ANALYTICS_EVENT, listener);
  return { seen, stop: () => document.removeEventListener(LINK.ANALYTICS_EVENT, listener) };
}

describe('LinkClickReporter', () => {
  it('adds no element of its own: the server markup of its child is the whole markup', () => {
    const child = (
      <a href="/bill" className="x">
        Bill
      </a>
    );
    expect(
      renderToString(
        <LinkClickReporter link={{ href: '/bill', name: 'Bill' }} extra={{ slot: '1' }}>
          {child}
        </LinkClickReporter>,
      ),
    ).toBe(renderToString(child));
  });

  it('reports the link it is given on every click, with the extra fields', async () => {
    const { seen, stop } = listen();
    render(
      <LinkClickReporter link={{ href: '#fees', name: 'Fees' }} extra={{ linkPosition: 'Footer' }}>
        <a href="#fees">Fees (and more)</a>
      </LinkClickReporter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Fees (and more)' }));
    stop();
    expect(seen).toEqual([
      {
        eventCode: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '#fees',
        linkName: 'Fees',
        linkPosition: 'Footer',
      },
    ]);
  });

  it('without a link, reports the link clicked inside its child and ignores other clicks', async () => {
    const { seen, stop } = listen();
    const own = vi.fn();
    render(
      <LinkClickReporter extra={{ slot: '2' }}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the test checks the child's own handler still runs */}
        <p onClick={own}>
          Read <a href="#terms">the terms</a> first.
        </p>
      </LinkClickReporter>,
    );
    await userEvent.click(screen.getByText(/first/));
    await userEvent.click(screen.getByRole('link', { name: 'the terms' }));
    stop();
    expect(own).toHaveBeenCalledTimes(2);
    expect(seen.map((d) => [d.linkName, d.linkDestinationUrl, d.slot])).toEqual([
      ['the terms', '#terms', '2'],
    ]);
  });
});
