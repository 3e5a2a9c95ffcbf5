import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEARCH_FORM, SearchForm } from './search-form.tsx';

describe('SearchForm', () => {
  it('is a search landmark holding a GET form to its action, with a labelled search input', () => {
    render(
      <SearchForm
        action="/search/smallBusiness"
        id="q"
        label="What do you need help with?"
        defaultValue="wifi"
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'What do you need help with?' });
    expect(input).toHaveAttribute('name', SEARCH_FORM.PARAM);
    expect(input).toHaveValue('wifi');
    expect(input).toBeRequired();
    const form = input.closest('form');
    expect(form).toHaveAttribute('action', '/search/smallBusiness');
    expect(form).toHaveAttribute('method', 'get');
    // The <search> element is the search landmark (HTML; happy-dom's role table predates it, Chromium's does not).
    expect(form?.parentElement?.tagName).toBe('SEARCH');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('with hideLabel keeps the accessible name and shows the label as the placeholder', () => {
    render(
      <SearchForm
        action="/search"
        id="ask"
        label="Ask a question"
        hideLabel
        buttonText="Ask"
        maxLength={10}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Ask a question' });
    expect(input).toHaveAttribute('placeholder', 'Ask a question');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeInTheDocument();
  });

  it('names its landmark when asked, to tell two on a page apart', () => {
    const { container } = render(
      <SearchForm action="/search" id="q2" label="Question" landmarkLabel="Site search" />,
    );
    expect(container.querySelector('search')).toHaveAttribute('aria-label', 'Site search');
  });

  it('is reached by Tab: the input, then the button', async () => {
    const user = userEvent.setup();
    render(<SearchForm action="/search" id="q" label="Question" />);
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('server-renders a form that works before any script runs', () => {
    const html = renderToString(<SearchForm action="/search" id="q" label="Question" />);
    expect(html).toMatch(/<form action="\/search" method="get">/);
    expect(html).toContain('type="submit"');
  });
});
