import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPINNER, Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status named by its label, with the ring hidden from assistive technology', () => {
    render(<Spinner label="Loading your answer" />);
    const status = screen.getByRole('status', { name: 'Loading your answer' });
    expect(status).toHaveTextContent('Loading your answer');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('defaults to the medium size and the label "Loading"', () => {
    render(<Spinner />);
    const status = screen.getByRole('status', { name: SPINNER.DEFAULT_LABEL });
    expect(status).toHaveAttribute('data-size', 'medium');
    expect(status.style.getPropertyValue('--ui-spinner-size')).toBe(`${SPINNER.SIZES_PX.medium}px`);
  });

  it('reserves the given minimum height so the content replacing it does not shift the page', () => {
    render(<Spinner minHeight={233} />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '233px' });
  });

  it('shows the label only when asked', () => {
    const { rerender } = render(<Spinner label="Loading plans" />);
    expect(screen.getByRole('status')).not.toHaveAttribute('data-show-label');
    rerender(<Spinner label="Loading plans" showLabel />);
    expect(screen.getByRole('status')).toHaveAttribute('data-show-label', 'true');
  });

  it('renders on the server', () => {
    expect(renderToString(<Spinner label="Loading" />)).toContain('role="status"');
  });
});
