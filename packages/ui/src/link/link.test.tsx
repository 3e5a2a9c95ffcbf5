import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LINK, LINK_VARIANTS, Link, type LinkClickDetail } from './link.tsx';

function listenForClicks() {
  const seen: LinkClickDetail[] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<LinkClickDetail>).detail);
  };
  document.addEventListener(LINK.ANALYTICS_EVENT, listener);
  return { seen, stop: () => document.removeEventListener(LINK.ANALYTICS_EVENT, listener) };
}

describe('Link: variants', () => {
  it.each(LINK_VARIANTS.filter((variant) => variant !== 'icon'))(
    'renders the %s variant as a named link',
    (variant) => {
      render(<Link text="View bill" href="/bill" configs={{ variant }} />);
      expect(screen.getByRole('link', { name: 'View bill' })).toHaveAttribute('data-variant', variant);
    },
  );

  it('names an icon-only link by its visually hidden text', () => {
    render(<Link text="Next page" href="/next" configs={{ variant: 'icon' }} />);
    const link = screen.getByRole('link', { name: 'Next page' });
    expect(link.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('accepts the seed name `type` and prefers `variant` when both are given', () => {
    render(
      <>
        <Link text="A" href="/a" configs={{ type: 'textPlain' }} />
        <Link text="B" href="/b" configs={{ type: 'textPlain', variant: 'textMedium' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('data-variant', 'textPlain');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('data-variant', 'textMedium');
  });

  it('defaults to text underline and exposes onDark and overlay', () => {
    render(<Link text="Help" href="/help" configs={{ onDark: true, overlay: true }} margin="1rem" />);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('data-variant', 'textUnderline');
    expect(link).toHaveAttribute('data-on-dark', 'true');
    expect(link).toHaveAttribute('data-overlay', 'true');
    expect(link.style.margin).toBe('1rem');
  });
});

describe('Link: new tab', () => {
  it('opens in a new tab safely and says so to screen readers', () => {
    render(<Link text="Community forum" href="https://example.com/forum" configs={{ function: 'newTab' }} />);
    const link = screen.getByRole('link', { name: 'Community forum (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the new-tab warning when accessibilityText renames the link', () => {
    render(
      <Link
        text="Forum"
        accessibilityText="Forum for device help"
        href="https://example.com/forum"
        configs={{ function: 'newTab' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Forum for device help (opens in a new tab)' }),
    ).toBeInTheDocument();
  });
});

describe('Link: anchors and analytics', () => {
  it('appends namedLinkedAnchor to the href', () => {
    render(<Link text="Fees" href="/plans#top" namedLinkedAnchor="fees" />);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/plans#fees');
  });

  it('reports Link_Click with destination, name, default Body position and the extra data', async () => {
    const { seen, stop } = listenForClicks();
    const onPress = vi.fn();
    render(
      <Link
        text="Fees"
        href="#fees"
        additionalAnalyticsData={{ linkPosition: 'Footer', slot: '2' }}
        onPress={onPress}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Fees' }));
    stop();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      {
        eventCode: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '#fees',
        linkName: 'Fees',
        linkPosition: 'Footer',
        slot: '2',
      },
    ]);
  });

  it('reports the click of a link followed with Enter', async () => {
    const { seen, stop } = listenForClicks();
    render(<Link text="Fees" href="#fees" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    stop();
    expect(seen.map((detail) => detail.linkName)).toEqual(['Fees']);
  });

  it('reports the press of a link that opens a modal', async () => {
    const { seen, stop } = listenForClicks();
    render(<Link text="Plan details" configs={{ function: 'modal' }} modalContent="Details" />);
    await userEvent.click(screen.getByRole('button', { name: 'Plan details' }));
    stop();
    expect(seen.map((detail) => [detail.linkName, detail.linkDestinationUrl])).toEqual([
      ['Plan details', ''],
    ]);
  });

  it('uses Body as the default link position', async () => {
    const { seen, stop } = listenForClicks();
    render(<Link text="Fees" href="#fees" />);
    await userEvent.click(screen.getByRole('link', { name: 'Fees' }));
    stop();
    expect(seen[0]?.linkPosition).toBe(LINK.ANALYTICS_DEFAULT_POSITION);
  });
});

describe('Link: keyboard', () => {
  it('follows the link with Enter', async () => {
    const onPress = vi.fn();
    render(<Link text="Fees" href="#fees" onPress={onPress} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe('Link: modal (APG Dialog)', () => {
  it('opens a large dialog by default from a link-styled button, and Escape returns focus', async () => {
    render(
      <Link text="Plan details" configs={{ function: 'modal' }} modalContent={<p>Five lines included.</p>} />,
    );
    const trigger = screen.getByRole('button', { name: 'Plan details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Plan details' });
    expect(dialog).toHaveTextContent('Five lines included.');
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', LINK.DEFAULT_MODAL_SIZE);
    expect(LINK.DEFAULT_MODAL_SIZE).toBe('large');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens a video overlay with controls from videoBackgroundData', async () => {
    render(
      <Link
        text="Watch how"
        configs={{ function: 'video' }}
        videoBackgroundData={{
          src: '/media/restart.mp4',
          poster: '/media/restart.jpg',
          captionsSrc: '/media/restart.vtt',
          title: 'Restart your gateway',
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Watch how' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restart your gateway' });
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/restart.jpg');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/restart.mp4');
    expect(video?.querySelector('track')).toHaveAttribute('kind', 'captions');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Link: app-store download', () => {
  it('renders the app badges named by the alt texts', () => {
    render(
      <Link
        text="Get the app"
        appsDownload
        appleStoreAltText="Get our app on the App Store"
        googleStoreAltText="Get our app on Google Play"
      />,
    );
    expect(screen.getByRole('list', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get our app on the App Store' })).toHaveAttribute(
      'href',
      'https://example.com/app-store',
    );
    expect(screen.getByRole('link', { name: 'Get our app on Google Play' })).toBeInTheDocument();
  });
});

describe('Link: server component (ADR 005)', () => {
  it('renders a navigating link as a native anchor, with no React Aria markup', () => {
    const html = renderToString(
      <Link text="Pay your bill" href="/bill" configs={{ variant: 'textMedium' }} />,
    );
    expect(html).toMatch(/^<a [^>]*data-variant="textMedium" data-function="navigate"[^>]*href="\/bill">/);
    expect(html).toContain('<span>Pay your bill</span></a>');
    expect(html).not.toContain('data-rac');
  });

  it('hides an icon link’s text and the new-tab warning exactly as React Aria does', () => {
    const html = renderToString(
      <Link text="Forum" href="https://example.com" configs={{ variant: 'icon', function: 'newTab' }} />,
    );
    expect(html).toContain(
      '<div style="border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap">Forum</div>',
    );
  });

  it('hands modal and video links, and links with onPress, to React Aria', () => {
    expect(
      renderToString(<Link text="Details" configs={{ function: 'modal' }} modalContent="x" />),
    ).toContain('data-rac');
    expect(renderToString(<Link text="Fees" href="#fees" onPress={() => {}} />)).toContain('data-rac');
  });
});
