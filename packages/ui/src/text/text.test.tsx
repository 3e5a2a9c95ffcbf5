import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LINK, type LinkClickDetail } from '../link/index.ts';
import {
  TEXT,
  TEXT_BULLET_TYPES,
  TEXT_FONTS,
  TEXT_LINE_HEIGHTS,
  TEXT_SIZES,
  TEXT_WRAPPERS,
  Text,
} from './text.tsx';

describe("Text: the seed's enumerations", () => {
  it('knows every size, font, line height, wrapper and bullet type of seed 001 §3', () => {
    expect(TEXT_SIZES).toEqual(['lg', 'base', 'basePadding', 'sm', 'xs', 'xxs']);
    expect(TEXT_FONTS).toEqual(['regular', 'italic', 'bold', 'italic-bold']);
    expect(TEXT_LINE_HEIGHTS).toEqual(['loose', 'normal', 'tight']);
    expect(TEXT_WRAPPERS).toEqual(['div', 'p', 'span']);
    expect(TEXT_BULLET_TYPES).toEqual(['bullet', 'checkmark', 'others']);
  });

  it.each(TEXT_SIZES)('exposes size %s', (size) => {
    render(<Text text="Hello" size={size} />);
    expect(screen.getByText('Hello')).toHaveAttribute('data-size', size);
  });

  it.each(TEXT_FONTS)('exposes font %s', (font) => {
    render(<Text text="Hello" configs={{ font }} />);
    expect(screen.getByText('Hello')).toHaveAttribute('data-font', font);
  });

  it.each(TEXT_LINE_HEIGHTS)('exposes line height %s', (lineHeight) => {
    render(<Text text="Hello" configs={{ lineHeight }} />);
    expect(screen.getByText('Hello')).toHaveAttribute('data-line-height', lineHeight);
  });

  it.each(TEXT_WRAPPERS)('wraps the text in a %s', (wrapper) => {
    render(<Text text="Hello" configs={{ wrapper }} />);
    expect(screen.getByText('Hello').tagName.toLowerCase()).toBe(wrapper);
  });
});

describe('Text: states', () => {
  it('defaults to a base, regular, normal-line-height paragraph', () => {
    render(<Text text="Hello" />);
    const text = screen.getByText('Hello');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-size', TEXT.DEFAULT_SIZE);
    expect(text).toHaveAttribute('data-font', 'regular');
    expect(text).toHaveAttribute('data-line-height', 'normal');
    expect(text).not.toHaveAttribute('data-legal');
  });

  it('applies colour, margin, class and legal styling', () => {
    render(
      <Text text="Terms apply." legal configs={{ color: 'muted', margin: '0 0 1rem', className: 'extra' }} />,
    );
    const text = screen.getByText('Terms apply.');
    expect(text).toHaveAttribute('data-legal', 'true');
    expect(text).toHaveAttribute('data-color', 'muted');
    expect(text).toHaveClass('extra');
    expect(text.style.margin).toBe('0px 0px 1rem');
  });

  it.each(TEXT_BULLET_TYPES)('renders a list with %s markers', (bulletType) => {
    render(<Text text={['Unlimited data', 'Hotspot']} configs={{ bulletType }} />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-bullet', bulletType);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited data', 'Hotspot']);
  });

  it('renders the tooltip slot right after the text', () => {
    render(
      <Text
        text="Monthly fee"
        tooltip={<button type="button">About fees</button>}
        configs={{ wrapper: 'div' }}
      />,
    );
    const button = screen.getByRole('button', { name: 'About fees' });
    expect(button.closest('div')).toHaveTextContent('Monthly fee');
  });
});

describe('Text: pointer (link analytics)', () => {
  it('reports a click on a link inside the text with linkAnalyticsObj', async () => {
    const seen: LinkClickDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<LinkClickDetail>).detail);
    document.addEventListener(LINK.ANALYTICS_EVENT, listener);
    render(
      <Text
        text={
          <>
            See <a href="#terms">the terms</a>.
          </>
        }
        linkAnalyticsObj={{ linkPosition: 'Legal' }}
      />,
    );
    await userEvent.click(screen.getByText('See', { exact: false }));
    await userEvent.click(screen.getByRole('link', { name: 'the terms' }));
    document.removeEventListener(LINK.ANALYTICS_EVENT, listener);
    expect(seen).toEqual([
      {
        eventCode: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '#terms',
        linkName: 'the terms',
        linkPosition: 'Legal',
      },
    ]);
  });
});

describe('Text: server rendering', () => {
  it('renders to a string with the same markup', () => {
    const html = renderToString(<Text text="Hello" size="lg" configs={{ wrapper: 'span', font: 'bold' }} />);
    expect(html).toMatch(/^<span[^>]*data-size="lg"[^>]*data-font="bold"[^>]*>Hello<\/span>$/);
  });
});
