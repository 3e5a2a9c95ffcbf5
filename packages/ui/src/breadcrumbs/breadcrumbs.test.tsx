import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  BREADCRUMBS,
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
  textFromUrl,
} from './breadcrumbs.tsx';

const SITE = 'https://www.example.com';

function renderTrail(items: BreadcrumbItem[], props: Partial<BreadcrumbsProps> = {}) {
  return render(<Breadcrumbs items={items} siteUrl={SITE} {...props} />);
}

function jsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null');
}

const listItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('structure (WAI-ARIA breadcrumb pattern)', () => {
  it('is a nav named "Breadcrumb" holding an ordered list', () => {
    renderTrail([{ url: '/support', text: 'Support' }, { text: 'Billing' }]);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(listItems()).toHaveLength(2);
  });

  it('server-renders the same markup it hydrates to', () => {
    const html = renderToString(
      <Breadcrumbs items={[{ url: '/a', text: 'A' }, { text: 'B' }]} siteUrl={SITE} />,
    );
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('aria-current="page"');
  });

  it('hands no function to any element without onLinkClick, so a Server Component can render it', () => {
    const handlers: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(walk);
        return;
      }
      if (!isValidElement(node)) return;
      const props = node.props as Record<string, unknown>;
      for (const [name, value] of Object.entries(props)) {
        if (typeof value === 'function') handlers.push(`${String(node.type)}.${name}`);
      }
      walk(props.children);
    };
    walk(
      Breadcrumbs({
        items: [{ url: '/', text: 'Home' }, { url: '/support', text: 'Support' }, { text: 'Bill' }],
        siteUrl: SITE,
      }),
    );
    expect(handlers).toEqual([]);
    walk(
      Breadcrumbs({
        items: [{ url: '/', text: 'Home' }, { text: 'Bill' }],
        siteUrl: SITE,
        onLinkClick: () => {},
      }),
    );
    expect(handlers).toEqual(['a.onClick']);
  });
});

describe('keyboard', () => {
  it('reaches every link with Tab, skips the current page, and reports Enter as a link click', async () => {
    const onLinkClick = vi.fn();
    const user = userEvent.setup();
    renderTrail(
      [
        { url: '/support', text: 'Support' },
        { url: '/support/billing', text: 'Billing' },
      ],
      { variant: 'footer', onLinkClick },
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onLinkClick).toHaveBeenCalledWith({
      linkName: 'Support',
      linkDestination: '/support',
      linkPosition: 'Body_Breadcrumb',
      linkIndex: 2,
    });
  });
});

describe('pointer', () => {
  it('calls onLinkClick with link position "Body_Breadcrumb"', async () => {
    const onLinkClick = vi.fn();
    const user = userEvent.setup();
    renderTrail([{ url: '/support', text: 'Support' }, { text: 'Here' }], { variant: 'header', onLinkClick });
    await user.click(screen.getByRole('link', { name: 'Support' }));
    expect(BREADCRUMBS.LINK_POSITION).toBe('Body_Breadcrumb');
    expect(onLinkClick).toHaveBeenCalledTimes(1);
    expect(onLinkClick.mock.calls[0]?.[0]).toMatchObject({
      linkPosition: 'Body_Breadcrumb',
      linkName: 'Support',
    });
  });
});

describe('variants', () => {
  it('footer: puts Home (/) first, derives missing texts and makes the last item the current page', () => {
    renderTrail([{ url: '/support' }, { url: '/support/att-internet' }], { variant: 'footer' });
    const items = listItems();
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Support', 'at&t Internet']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'at&t Internet' })).not.toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('at&t Internet')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(items[2]).toHaveAttribute('data-current', 'true');
  });

  it.each(['header', 'standalone'] as const)('%s: an item without a url is the current page', (variant) => {
    renderTrail(
      [
        { url: '/support', text: 'Support' },
        { text: 'Billing' },
        { url: '/support/billing/pay', text: 'Pay' },
      ],
      { variant },
    );
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByText('Billing')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pay' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('derives text from the last url segment: split on - and _, capitalised, att as at&t', () => {
    expect(textFromUrl('/support/att-internet')).toBe('at&t Internet');
    expect(textFromUrl('/support/wireless_plans-and-att/')).toBe('Wireless Plans And at&t');
    expect(textFromUrl('/support/article/tv?x=1#y')).toBe('Tv');
    expect(textFromUrl('/')).toBe('');
  });
});

describe('structured data', () => {
  it('emits a schema.org BreadcrumbList with positions, names and absolute urls for all but the last item', () => {
    const { container } = renderTrail([{ url: '/support' }, { url: '/support/att-internet' }], {
      variant: 'footer',
    });
    expect(jsonLd(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Support', item: 'https://www.example.com/support' },
        { '@type': 'ListItem', position: 3, name: 'at&t Internet' },
      ],
    });
  });

  it('does the same for the header variant, last item included even when it is a link', () => {
    const { container } = renderTrail(
      [
        { url: '/support', text: 'Support' },
        { url: '/support/billing', text: 'Billing' },
      ],
      { variant: 'header', siteUrl: 'https://support.example.com/' },
    );
    expect(jsonLd(container).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Support', item: 'https://support.example.com/support' },
      { '@type': 'ListItem', position: 2, name: 'Billing' },
    ]);
  });

  it('escapes "<" in the JSON so a text cannot close the script', () => {
    const { container } = renderTrail([{ url: '/a', text: '</script><b>x' }, { text: 'Here' }]);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(jsonLd(container).itemListElement[0].name).toBe('</script><b>x');
  });
});
