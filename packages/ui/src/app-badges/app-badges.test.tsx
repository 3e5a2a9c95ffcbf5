import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APP_BADGE_VALUES, APP_BADGES, AppBadges } from './app-badges.tsx';

describe("AppBadges: the seed's values", () => {
  it('knows apple-sm, apple-lg, google-sm and google-lg', () => {
    expect(APP_BADGE_VALUES).toEqual(['apple-sm', 'apple-lg', 'google-sm', 'google-lg']);
  });

  it.each(APP_BADGE_VALUES)('renders %s at its size, as a named link to the store placeholder', (value) => {
    render(<AppBadges values={[value]} />);
    const apple = value.startsWith('apple');
    const link = screen.getByRole('link', {
      name: apple ? APP_BADGES.DEFAULT_APPLE_ALT_TEXT : APP_BADGES.DEFAULT_GOOGLE_ALT_TEXT,
    });
    expect(link).toHaveAttribute('href', apple ? APP_BADGES.APPLE_STORE_HREF : APP_BADGES.GOOGLE_STORE_HREF);
    expect(link).toHaveAttribute('data-value', value);
    const size = value.endsWith('sm') ? APP_BADGES.SIZES.sm : APP_BADGES.SIZES.lg;
    const svg = link.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', String(size.width));
    expect(svg).toHaveAttribute('height', String(size.height));
  });
});

describe('AppBadges: states', () => {
  it('shows both large badges by default, in a list', () => {
    render(<AppBadges label="Download the app" />);
    const list = screen.getByRole('list', { name: 'Download the app' });
    expect(list.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-value'))).toEqual([
      'apple-lg',
      'google-lg',
    ]);
  });

  it('uses the given alt texts and hrefs', () => {
    render(
      <AppBadges
        values={['google-sm']}
        googleStoreAltText="Our app on Google Play"
        googleStoreHref="https://example.com/our-app"
      />,
    );
    expect(screen.getByRole('link', { name: 'Our app on Google Play' })).toHaveAttribute(
      'href',
      'https://example.com/our-app',
    );
  });

  it('is large enough to press: every badge is taller than the 24 px target', () => {
    for (const { height } of Object.values(APP_BADGES.SIZES)) expect(height).toBeGreaterThanOrEqual(24);
  });

  it('renders on the server (no client code)', () => {
    expect(renderToString(<AppBadges values={['apple-sm']} />)).toContain('Download on the App Store');
  });
});
