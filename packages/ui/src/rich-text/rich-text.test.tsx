import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeRichText } from './rich-text.tsx';

describe('RichText: sanitising (allowlist)', () => {
  it('drops script elements together with their content', () => {
    const clean = sanitizeRichText('<p>Hi</p><script>alert(1)</script><style>p{}</style>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('drops event handler attributes', () => {
    const clean = sanitizeRichText(
      '<p onclick="alert(1)" onmouseover="x()">Hi</p><img src=x onerror="alert(1)">',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes javascript: and data: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">Go</a>')).toBe('<a>Go</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">Go</a>')).toBe('<a>Go</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>x</script>">Go</a>')).toBe('<a>Go</a>');
  });

  it('keeps allowed structure and safe links', () => {
    const html =
      '<h2>Fees</h2><p><strong>Bold</strong> and <em>em</em> <a href="https://example.com/a" title="A">a</a> <a href="/b">b</a> <a href="tel:+18005551212">call</a></p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel noopener to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops iframes, forms, inline styles and unknown attributes', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://evil.example"></iframe><form><input></form><p style="color:red" class="x">ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});

describe('RichText: rendering', () => {
  it('renders the sanitised HTML, with no script and a working link', () => {
    const { container } = render(
      <RichText
        html={'<p>Read <a href="/terms" onclick="steal()">the terms</a></p><script>steal()</script>'}
      />,
    );
    const link = screen.getByRole('link', { name: 'the terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders a named region when used as a section', () => {
    render(<RichText as="section" label="Plan terms" html="<p>Terms</p>" />);
    expect(screen.getByRole('region', { name: 'Plan terms' })).toHaveTextContent('Terms');
  });

  it('renders the same sanitised HTML on the server', () => {
    const html = renderToString(<RichText html={'<p onclick="x()">Hi</p><script>x()</script>'} />);
    expect(html).toMatch(/^<div class="[^"]*"><p>Hi<\/p><\/div>$/);
  });
});
