import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatLocalTime, formatUtcTime, LocalTime } from './local-time.tsx';

const AT = '2026-11-23T02:00:00Z';

describe('LocalTime', () => {
  it('is sent in UTC, said so, with the machine-readable time', () => {
    expect(renderToString(<LocalTime dateTime={AT} />)).toBe(
      `<time dateTime="${AT}">Nov 23, 2:00 AM UTC</time>`,
    );
    expect(formatUtcTime('2026-11-22T18:30:00-05:00')).toBe('Nov 22, 11:30 PM UTC');
  });

  it('shows the browser’s own time zone, named, once it runs', () => {
    render(<LocalTime dateTime={AT} />);
    const time = screen.getByText(formatLocalTime(AT));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', AT);
  });

  it('names the zone it converts to', () => {
    expect(formatLocalTime(AT, 'en-US', 'America/Chicago')).toBe('Nov 22, 8:00 PM CST');
    expect(formatLocalTime(AT, 'en-US', 'America/Los_Angeles')).toBe('Nov 22, 6:00 PM PST');
  });
});
