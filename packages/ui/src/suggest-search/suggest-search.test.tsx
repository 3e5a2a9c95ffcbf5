import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SUGGEST_SEARCH, SuggestSearchForm } from './suggest-search-form.tsx';
import { focusFirstSuggestion, SuggestionList } from './suggestion-list.tsx';

const ITEMS = [
  { title: 'Refill a prepaid phone', href: '/support/article/prepaid/KM1' },
  { title: 'Check a prepaid balance', href: '/support/article/prepaid/KM2' },
  { title: 'Change a prepaid plan', href: '/support/article/prepaid/KM3' },
];

describe('SuggestSearchForm', () => {
  it('is a search landmark holding a GET form with a labelled input: autocomplete off, its length and placeholder', () => {
    render(
      <SuggestSearchForm
        action="/search"
        id="s"
        label="Search support"
        hideLabel
        placeholder="Search prepaid help"
        maxLength={100}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search support' });
    expect(input).toHaveAttribute('name', SUGGEST_SEARCH.PARAM);
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '100');
    expect(input).toHaveAttribute('placeholder', 'Search prepaid help');
    expect(input).toBeRequired();
    const form = input.closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.parentElement?.tagName).toBe('SEARCH');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('puts its slot between the input and the button in Tab order', async () => {
    const user = userEvent.setup();
    render(
      <SuggestSearchForm action="/search" id="s" label="Search support">
        <a href="/x">In the slot</a>
      </SuggestSearchForm>,
    );
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'In the slot' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('server-renders a form that works before any script runs', () => {
    const html = renderToString(<SuggestSearchForm action="/search/smallBusiness" id="s" label="Q" />);
    expect(html).toMatch(/<form action="\/search\/smallBusiness" method="get">/);
    expect(html).toContain('type="submit"');
  });
});

describe('SuggestionList', () => {
  it('is a named list of links, in order, each going to its page; no combobox popup roles', () => {
    render(<SuggestionList id="list" label="Suggestions" items={ITEMS} />);
    const list = screen.getByRole('list', { name: 'Suggestions' });
    expect(list).toHaveAttribute('id', 'list');
    // Tab stops in a listbox or a combobox's popup break those patterns (seed 001 §2 wants Tab).
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    const options = within(list).getAllByRole('link');
    expect(options.map((o) => o.textContent)).toEqual(ITEMS.map((i) => i.title));
    expect(options.map((o) => o.getAttribute('href'))).toEqual(ITEMS.map((i) => i.href));
    expect(options[1]).toHaveAttribute('id', 'list-option-1');
  });

  it('renders nothing without items', () => {
    const { container } = render(<SuggestionList id="list" label="Suggestions" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is walked with Tab, and with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<SuggestionList id="list" label="Suggestions" items={ITEMS} />);
    const options = screen.getAllByRole('link');
    await user.tab();
    expect(options[0]).toHaveFocus();
    await user.tab();
    expect(options[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(options[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveFocus();
  });

  it('hands focus back on Escape and on ArrowUp from the first suggestion', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<SuggestionList id="list" label="Suggestions" items={ITEMS} onLeave={onLeave} />);
    const options = screen.getAllByRole('link');
    options[1]?.focus();
    await user.keyboard('{Escape}');
    expect(onLeave).toHaveBeenLastCalledWith('escape');
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveFocus();
    expect(onLeave).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowUp}');
    expect(onLeave).toHaveBeenLastCalledWith('up');
  });

  it('focusFirstSuggestion focuses the first suggestion, and says when there is none', () => {
    render(<SuggestionList id="list" label="Suggestions" items={ITEMS} />);
    expect(focusFirstSuggestion('list')).toBe(true);
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
    expect(focusFirstSuggestion('missing')).toBe(false);
  });
});
