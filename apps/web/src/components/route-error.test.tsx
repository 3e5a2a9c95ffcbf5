import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

describe('RouteError', () => {
  it('says what happened, offers to try again and a number to call as a link', async () => {
    const reset = vi.fn();
    render(<RouteError reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    const message = screen.getByText(/We couldn’t load this page/);
    const call = within(message).getByRole('link', { name: '800-555-0100' });
    expect(call.getAttribute('href')).toBe('tel:8005550100');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
