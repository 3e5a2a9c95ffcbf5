import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGINATION, Pagination, pageHref, paginationItems } from './pagination.tsx';

const HREF = '/search?q=reset+my+router';

const nav = () => screen.getByRole('navigation', { name: PAGINATION.NAV_LABEL });
const hrefOf = (name: string | RegExp) => within(nav()).getByRole('link', { name }).getAttribute('href');

describe('structure', () => {
  it('is a nav landmark named "Pagination" with the current page marked aria-current="page"', () => {
    render(<Pagination page={2} pageCount={4} href={HREF} />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '‹ Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Next page ›',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Page 2' }).closest('li')).toHaveAttribute(
      'data-current',
      'true',
    );
  });

  it('renders nothing for one page or none', () => {
    const { container, rerender } = render(<Pagination page={1} pageCount={1} href={HREF} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={0} href={HREF} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} href={HREF} />);
    expect(within(nav()).queryByRole('link', { name: /previous/i })).not.toBeInTheDocument();
    expect(hrefOf(/next/i)).toBe('/search?q=reset+my+router&page=2');
    rerender(<Pagination page={3} pageCount={3} href={HREF} />);
    expect(within(nav()).queryByRole('link', { name: /next/i })).not.toBeInTheDocument();
    expect(hrefOf(/previous/i)).toBe('/search?q=reset+my+router&page=2');
  });

  it('clamps a page outside 1..pageCount', () => {
    const { rerender } = render(<Pagination page={9} pageCount={3} href={HREF} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pagination page={-2} pageCount={3} href={HREF} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('server-renders without script: plain links with rel prev and next', () => {
    const html = renderToString(<Pagination page={2} pageCount={3} href={HREF} />);
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
    expect(html).not.toContain('<script');
  });
});

describe('addresses keep the query', () => {
  it('sets the page parameter and keeps the others; page 1 leaves it out', () => {
    render(<Pagination page={2} pageCount={3} href="/search/smallBusiness?q=static+ip&page=2&x=1#top" />);
    expect(hrefOf('Page 3')).toBe('/search/smallBusiness?q=static+ip&page=3&x=1#top');
    expect(hrefOf('Page 1')).toBe('/search/smallBusiness?q=static+ip&x=1#top');
  });

  it('takes another parameter name', () => {
    render(<Pagination page={1} pageCount={2} href="/list" pageParam="p" />);
    expect(hrefOf('Page 2')).toBe('/list?p=2');
  });

  it('encodes what it keeps', () => {
    expect(pageHref('/search?q=%26%3D%3Cb%3E', 2)).toBe('/search?q=%26%3D%3Cb%3E&page=2');
  });
});

describe('many pages fold into gaps', () => {
  it('keeps the first, last and the current page with its siblings', () => {
    expect(paginationItems(1, 4, 1)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(10, 20, 1)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(1, 20, 1)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(20, 20, 2)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single folded page instead of a gap standing for one page', () => {
    expect(paginationItems(4, 7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(5, 9, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });

  it('renders a gap as text, not a link', () => {
    render(<Pagination page={10} pageCount={20} href={HREF} />);
    expect(within(nav()).getAllByText('…')).toHaveLength(2);
    expect(within(nav()).getAllByRole('link')).toHaveLength(7);
  });
});

describe('keyboard', () => {
  it('reaches previous, every page and next with Tab, in reading order', async () => {
    const user = userEvent.setup();
    render(<Pagination page={2} pageCount={3} href={HREF} />);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      order.push(document.activeElement?.textContent ?? '');
    }
    expect(order).toEqual(['‹ Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page ›']);
  });
});
