import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LinkList } from './link-list.tsx';

const items = [
  { href: '#bill', text: 'View my bill' },
  { href: '#pay', text: 'Make a payment' },
  { href: '#reset', text: 'Reset my password' },
];

describe('LinkList: states', () => {
  it('renders the items as links in a named list, in order', () => {
    render(<LinkList items={items} label="I want to..." />);
    const list = screen.getByRole('list', { name: 'I want to...' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      items.map((item) => [item.text, item.href]),
    );
  });

  it('can be named by its heading', () => {
    render(
      <>
        <h3 id="top">Top solutions</h3>
        <LinkList items={items} labelledBy="top" />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Top solutions' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<LinkList items={items} />)).toContain('href="#pay"');
  });
});

describe('LinkList: pointer', () => {
  it('calls the item onClick on click', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<LinkList items={[{ ...items[0]!, onClick }, items[1]!]} />);
    await userEvent.click(screen.getByRole('link', { name: 'View my bill' }));
    await userEvent.click(screen.getByRole('link', { name: 'Make a payment' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LinkList: keyboard', () => {
  it('reaches each link with Tab and activates it with Enter', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<LinkList items={items.map((item) => ({ ...item, onClick }))} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Make a payment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
