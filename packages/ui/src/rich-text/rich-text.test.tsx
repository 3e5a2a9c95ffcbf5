import { type SafeHtml, sanitizeHtml } from '@support/safe-html';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

// What a server page does: sanitise content with the one allowlist, then hand the result down.
const CONTENT = sanitizeHtml(
  '<h2>Fees</h2><p onclick="steal()">Read <a href="/terms" onclick="steal()">the terms</a> or ' +
    '<a href="https://example.com/help" target="_blank">get help</a>.</p><script>steal()</script>',
);

describe('RichText', () => {
  it('renders server-sanitised HTML as it is: headings, working links, no script or handler', () => {
    const { container } = render(<RichText html={CONTENT} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'the terms' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).not.toHaveAttribute('onclick');
    expect(screen.getByRole('link', { name: 'get help' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });

  it('does not sanitise again in the browser: the HTML it gets is the HTML it renders', () => {
    const { container } = render(<RichText html={CONTENT} />);
    expect(container.firstElementChild?.innerHTML).toBe(CONTENT);
  });

  it('renders a named region when used as a section', () => {
    render(<RichText as="section" label="Plan terms" html={sanitizeHtml('<p>Terms</p>')} />);
    expect(screen.getByRole('region', { name: 'Plan terms' })).toHaveTextContent('Terms');
  });

  it('renders the same HTML on the server', () => {
    const html = renderToString(
      <RichText html={sanitizeHtml('<p onclick="x()">Hi</p><script>x()</script>')} />,
    );
    expect(html).toMatch(/^<div class="[^"]*"><p>Hi<\/p><\/div>$/);
  });

  it('accepts only SafeHtml, not a plain string (checked by tsc)', () => {
    const raw = '<img src=x onerror=alert(1)>';
    // @ts-expect-error: a plain string has not been through the sanitiser.
    const element = <RichText html={raw} />;
    expect(element.props.html).toBe(raw);
    const sanitised: SafeHtml = sanitizeHtml(raw);
    expect(sanitised).toBe('');
  });
});
