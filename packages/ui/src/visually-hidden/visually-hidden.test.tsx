import { render, screen } from '@testing-library/react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('renders the same markup as React Aria’s VisuallyHidden, so server blocks need no React Aria', () => {
    expect(renderToString(<VisuallyHidden>Next page</VisuallyHidden>)).toBe(
      renderToString(<AriaVisuallyHidden>Next page</AriaVisuallyHidden>),
    );
  });

  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
