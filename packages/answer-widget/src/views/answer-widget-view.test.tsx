import '@testing-library/jest-dom/vitest';
import {
  BUSINESS_HAND_OFF,
  BUSINESS_NO_ANSWER_TEXT,
  MAX_QUESTION_LENGTH,
  SPANISH_NO_ANSWER,
  SPANISH_NO_ANSWER_TEXT,
} from '@support/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WIDGET } from '../model.ts';
import { AnswerWidgetView } from './answer-widget-view.tsx';
import {
  answerView,
  CONTENT,
  LOADING_MESSAGES,
  makeActions,
  makeView,
  QUESTIONS,
  setViewportWidth,
  stayOnPage,
} from './testing/fixtures.ts';
import { tooLongText, VIEW_TEXT } from './view-text.ts';

let leave: () => void;
beforeEach(() => {
  setViewportWidth(1280);
  leave = stayOnPage();
});
afterEach(() => leave());

/** Matches the element whose whole text is `text`, links inside it included. */
const textIs = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((c) => c.textContent === text);

describe('AnswerWidgetView status', () => {
  it('shows a named spinner at the seed height (233 px) while content and flags load', () => {
    const { container } = render(
      <AnswerWidgetView view={makeView({ status: 'loading', content: undefined })} actions={makeActions()} />,
    );
    const spinner = screen.getByRole('status', { name: VIEW_TEXT.LOADING_WIDGET });
    expect(spinner).toHaveStyle({ minHeight: `${WIDGET.LOADING_MIN_HEIGHT_PX}px` });
    expect(container.firstElementChild).toHaveAttribute('data-status', 'loading');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('renders nothing when the widget flag is off', () => {
    const { container } = render(
      <AnswerWidgetView view={makeView({ status: 'hidden' })} actions={makeActions()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('exposes status, phase, mode and layout on the root', () => {
    const { container } = render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-status', 'ready');
    expect(root).toHaveAttribute('data-phase', 'answer');
    expect(root).toHaveAttribute('data-mode', 'general');
    expect(root).toHaveAttribute('data-layout', 'two-column');
  });

  it('is a card in site search and a plain section elsewhere', () => {
    const { container, rerender } = render(
      <AnswerWidgetView view={makeView({ mode: 'sitesearch' })} actions={makeActions()} />,
    );
    expect(container.querySelector('[data-variant="default"][data-background]')).not.toBeNull();
    rerender(<AnswerWidgetView view={makeView({ mode: 'general' })} actions={makeActions()} />);
    expect(container.querySelector('[data-background]')).toBeNull();
    expect(screen.getByRole('region', { name: 'What can we help you with?' })).toHaveAttribute(
      'data-layout',
      'one-column',
    );
  });

  it('renders on the server with the question row, not the carousel', () => {
    const html = renderToString(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    expect(html).toContain('What can we help you with?');
    expect(html).toContain('data-layout="row"');
    expect(html).not.toContain('aria-roledescription="carousel"');
  });

  it('renders an answer on the server, collapsed, with no toggle until it is measured', () => {
    const html = renderToString(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(html).toContain('Unplug the router and wait thirty seconds.');
    expect(html).toContain('data-clamped="true"');
    expect(html).not.toContain(CONTENT.showLabel1);
  });
});

describe('AnswerWidgetView question form', () => {
  it('leaves the question field to the page when askForm is false, keeping cancel while loading', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const { rerender } = render(<AnswerWidgetView view={makeView()} actions={actions} askForm={false} />);
    expect(screen.getByRole('heading', { level: 2, name: VIEW_TEXT.BEST_ANSWER })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONTENT.cta })).not.toBeInTheDocument();
    rerender(
      <AnswerWidgetView
        view={makeView({ phase: 'loading', twoColumn: true })}
        actions={actions}
        askForm={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: VIEW_TEXT.CANCEL }));
    expect(actions.cancel).toHaveBeenCalledTimes(1);
  });

  it('without its form, takes the card’s width for the answer and heads a no-answer "No quick answer"', () => {
    const { container, rerender } = render(
      <AnswerWidgetView view={answerView()} actions={makeActions()} askForm={false} />,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'one-column');
    rerender(
      <AnswerWidgetView
        view={makeView({
          phase: 'message',
          twoColumn: true,
          message: { searchTerm: 'Asdfgh', text: 'Sorry.' },
        })}
        actions={makeActions()}
        askForm={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: VIEW_TEXT.NO_BEST_ANSWER })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: VIEW_TEXT.BEST_ANSWER })).not.toBeInTheDocument();
  });

  it('says in its live region that an answer is ready once it is complete, not while it streams', () => {
    const { rerender } = render(
      <AnswerWidgetView
        view={answerView({ answer: { ...answerView().answer!, streaming: true } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(/^$/);
    rerender(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      `Answer ready: ${answerView().answer!.question}`,
    );
  });

  it('has a heading with the service prompt and a field named by it, with the content placeholder', () => {
    render(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What can we help you with?' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'What can we help you with?' });
    expect(field).toHaveAttribute('placeholder', CONTENT.inputPlaceHolder);
    expect(field).toHaveAttribute('rows', '1');
  });

  it('falls back to the service placeholder when the content has none', () => {
    render(
      <AnswerWidgetView
        view={makeView({ content: { ...CONTENT, inputPlaceHolder: '' } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'Ask about your account');
  });

  it('reports typing and submits on Enter and on the button', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView({ input: 'Pay my bill' })} actions={actions} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('!');
    expect(actions.setInput).toHaveBeenLastCalledWith('Pay my bill!');
    await user.keyboard('{Enter}');
    expect(actions.submit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: CONTENT.cta }));
    expect(actions.submit).toHaveBeenCalledTimes(2);
  });

  it('says a question longer than the API takes is too long, next to the field, and does not send it', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const story = 'My internet drops every night. '.repeat(40).trim();
    expect(story.length).toBeGreaterThan(MAX_QUESTION_LENGTH);
    const { rerender } = render(<AnswerWidgetView view={makeView({ input: story })} actions={actions} />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(tooLongText(story.length, MAX_QUESTION_LENGTH));
    expect(field).toHaveAccessibleDescription(/1,239 characters; we can take up to 1,000/);
    await user.click(screen.getByRole('button', { name: CONTENT.cta }));
    expect(actions.submit).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    // Once short enough it goes.
    rerender(
      <AnswerWidgetView view={makeView({ input: story.slice(0, MAX_QUESTION_LENGTH) })} actions={actions} />,
    );
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: CONTENT.cta }));
    expect(actions.submit).toHaveBeenCalledTimes(1);
  });

  it('asks for a question next to the field when Get answer is pressed with nothing typed, and sends nothing', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView({ input: '   ' })} actions={actions} />);
    const field = screen.getByRole('textbox');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: CONTENT.cta }));
    expect(actions.submit).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(VIEW_TEXT.EMPTY_QUESTION);
    expect(field).toHaveFocus();
    // Typing takes the message away.
    await user.keyboard('b');
    expect(actions.setInput).toHaveBeenCalled();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('lets Shift+Enter break the line without submitting', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView()} actions={actions} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(actions.submit).not.toHaveBeenCalled();
    expect(actions.setInput).toHaveBeenLastCalledWith('\n');
  });

  it('blocks the submit button while loading (focus stays) and offers cancel', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(
      <AnswerWidgetView
        view={makeView({
          phase: 'loading',
          twoColumn: true,
          input: 'Pay my bill',
          loadingMessage: 'Looking…',
        })}
        actions={actions}
      />,
    );
    const submit = screen.getByRole('button', { name: CONTENT.cta });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('data-state', 'loading');
    await user.click(submit);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    expect(actions.submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: VIEW_TEXT.CANCEL }));
    expect(actions.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('keeps focus on Get answer from the press to the answer (the same button throughout)', () => {
    const actions = makeActions();
    const idle = makeView({ input: 'Pay my bill' });
    const { rerender } = render(<AnswerWidgetView view={idle} actions={actions} />);
    const submit = screen.getByRole('button', { name: CONTENT.cta });
    submit.focus();
    rerender(<AnswerWidgetView view={{ ...idle, phase: 'loading' }} actions={actions} />);
    rerender(<AnswerWidgetView view={answerView()} actions={actions} />);
    expect(screen.getByRole('button', { name: CONTENT.cta })).toBe(submit);
    expect(submit).toHaveFocus();
  });

  it('brings what a question brought into view when it lands out of sight, not when it is in sight', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    const rect = Element.prototype.getBoundingClientRect;
    let top = 2000;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    Element.prototype.getBoundingClientRect = () => ({ top }) as DOMRect;
    try {
      const actions = makeActions();
      const loading = makeView({ input: 'Pay my bill', phase: 'loading' });
      const { rerender } = render(<AnswerWidgetView view={loading} actions={actions} />);
      rerender(<AnswerWidgetView view={answerView()} actions={actions} />);
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContainElement(screen.getByRole('article'));
      // Already in sight (the two-column layout): left where it is.
      top = 100;
      rerender(<AnswerWidgetView view={loading} actions={actions} />);
      rerender(<AnswerWidgetView view={answerView()} actions={actions} />);
      expect(scrolled).toHaveLength(1);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
      Element.prototype.getBoundingClientRect = rect;
    }
  });

  it('takes focus from the list to the answer of a question chosen there when the answer lands out of sight', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    const rect = Element.prototype.getBoundingClientRect;
    let top = -600;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    Element.prototype.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
    try {
      const actions = makeActions();
      const popular = makeView({ questions: { items: QUESTIONS.slice(0, 3), source: 'CommonQuestion' } });
      const { rerender } = render(<AnswerWidgetView view={popular} actions={actions} />);
      const chosen = screen.getByRole('button', { name: QUESTIONS[0]!.question });
      chosen.focus();
      // Above the list, off the screen (a phone): brought into view, and focus goes with it.
      rerender(<AnswerWidgetView view={answerView()} actions={actions} />);
      expect(scrolled).toHaveLength(1);
      const result = scrolled[0] as HTMLElement;
      expect(result).toContainElement(screen.getByRole('article'));
      expect(result).toHaveFocus();
      // Another one chosen from the related list while the answer is in sight: focus stays there.
      top = 100;
      const related = screen.getByRole('button', { name: QUESTIONS[1]!.question });
      related.focus();
      rerender(
        <AnswerWidgetView
          view={answerView({
            answer: { ...answerView().answer!, id: 'other', question: QUESTIONS[1]!.question },
          })}
          actions={actions}
        />,
      );
      expect(scrolled).toHaveLength(1);
      expect(screen.getByRole('button', { name: QUESTIONS[2]!.question })).toBeInTheDocument();
      expect(document.activeElement).not.toBe(result);
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
      Element.prototype.getBoundingClientRect = rect;
    }
  });

  it('has no cancel button when not loading', () => {
    render(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    expect(screen.queryByRole('button', { name: VIEW_TEXT.CANCEL })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTENT.cta })).not.toHaveAttribute('aria-disabled');
  });
});

describe('AnswerWidgetView loading, retry and message', () => {
  it('announces the loading message politely outside the busy answer region', () => {
    const { container, rerender } = render(
      <AnswerWidgetView
        view={makeView({ phase: 'loading', twoColumn: true, loadingMessage: LOADING_MESSAGES[0] })}
        actions={makeActions()}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(LOADING_MESSAGES[0]);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.contains(status)).toBe(false);
    rerender(
      <AnswerWidgetView
        view={makeView({ phase: 'loading', twoColumn: true, loadingMessage: LOADING_MESSAGES[1] })}
        actions={makeActions()}
      />,
    );
    // The same live region, new text: that is what a screen reader announces.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(LOADING_MESSAGES[1]);
  });

  it('heads the questions offered instead of an answer as choices, and an answer’s related ones with the content label', () => {
    const { rerender } = render(
      <AnswerWidgetView
        view={makeView({
          phase: 'message',
          twoColumn: true,
          message: { searchTerm: 'Wifi', text: 'That could be about a few things.' },
          questions: { items: QUESTIONS.slice(0, 3), source: 'RelatedQuestion' },
        })}
        actions={makeActions()}
      />,
    );
    const list = screen.getByRole('heading', { level: 3, name: VIEW_TEXT.CHOICES });
    expect(list).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CONTENT.askSimilarQuestionLabel })).not.toBeInTheDocument();
    rerender(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(
      screen.getByRole('heading', { level: 3, name: CONTENT.askSimilarQuestionLabel }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: VIEW_TEXT.CHOICES })).not.toBeInTheDocument();
  });

  it('shows the retry text and button, which resubmits and keeps focus in the form', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView({ phase: 'retry', twoColumn: true })} actions={actions} />);
    expect(screen.getByRole('status')).toHaveTextContent(CONTENT.resubmitMsg);
    expect(screen.queryByText(VIEW_TEXT.LONG_WAIT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTENT.resubmitButton }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('adds the long-wait notice and a reported link to online support after a long wait', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(
      <AnswerWidgetView
        view={makeView({ phase: 'retry', twoColumn: true, longWait: true })}
        actions={actions}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(VIEW_TEXT.LONG_WAIT);
    const link = screen.getByRole('link', { name: VIEW_TEXT.ONLINE_SUPPORT });
    expect(link).toHaveAttribute('href', WIDGET.LINKS.onlineSupport);
    await user.click(link);
    expect(actions.linkClicked).toHaveBeenCalledWith(
      'link',
      WIDGET.LINKS.onlineSupport,
      VIEW_TEXT.ONLINE_SUPPORT,
    );
  });

  it('shows the capitalised search term, then the message, in the live region', () => {
    render(
      <AnswerWidgetView
        view={makeView({
          phase: 'message',
          twoColumn: true,
          message: {
            searchTerm: 'Satellite phones',
            text: 'Sorry, we have no answer. Try asking about wireless.',
          },
        })}
        actions={makeActions()}
      />,
    );
    const status = screen.getByRole('status');
    const [term, text] = within(status).getAllByText(/./);
    expect(term).toHaveTextContent('Satellite phones');
    expect(text).toHaveTextContent('Sorry, we have no answer. Try asking about wireless.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

/** The widget with a no-answer message for `searchTerm`. */
const renderMessage = (searchTerm: string, text: string) =>
  render(
    <AnswerWidgetView
      view={makeView({ phase: 'message', twoColumn: true, message: { searchTerm, text } })}
      actions={makeActions()}
    />,
  );

describe('AnswerWidgetView languages', () => {
  it('says its own words are English, and reads a Spanish question and its Spanish message in Spanish', () => {
    renderMessage('Mi internet no funciona', SPANISH_NO_ANSWER_TEXT);
    expect(screen.getByRole('region')).toHaveAttribute('lang', 'en-US');
    const message = within(screen.getByRole('status')).getByText(textIs(SPANISH_NO_ANSWER_TEXT));
    expect(message.closest('[lang]')).toHaveAttribute('lang', 'es');
    // Its number and path are links, as in the articles.
    expect(within(message).getByRole('link', { name: '800-555-0100' })).toHaveAttribute(
      'href',
      'tel:8005550100',
    );
    expect(within(message).getByRole('link', { name: '/es-us/support/contact-us' })).toHaveAttribute(
      'href',
      '/es-us/support/contact-us',
    );
    expect(
      within(screen.getByRole('status')).getByText('Mi internet no funciona').closest('[lang]'),
    ).toHaveAttribute('lang', 'es');
    // The hand-off goes to the Spanish contact page, named in Spanish.
    const handOff = screen.getByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.text });
    expect(handOff).toHaveAttribute('href', SPANISH_NO_ANSWER.consumer.handOff.href);
    expect(handOff.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('link', { name: 'Ask a person about this' })).not.toBeInTheDocument();
  });

  it('leaves the Spanish hand-off out on the Spanish contact page itself: it would lead nowhere', () => {
    const before = window.location.pathname;
    window.history.pushState(null, '', `${SPANISH_NO_ANSWER.consumer.handOff.href}/`);
    try {
      renderMessage('Mi internet no funciona', SPANISH_NO_ANSWER_TEXT);
      expect(screen.queryByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.text })).toBeNull();
      // Nor does the message send the visitor to the page they are on: it says this page has the ways.
      const status = screen.getByRole('status');
      expect(within(status).getByText(textIs(SPANISH_NO_ANSWER.consumer.onContactPage))).toBeInTheDocument();
      expect(
        within(status).queryByRole('link', { name: SPANISH_NO_ANSWER.consumer.handOff.href }),
      ).toBeNull();
      expect(within(status).getByRole('link', { name: '800-555-0100' })).toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', before);
    }
  });

  it('offers small business support, asked the same question, when it answers what the consumer articles did not', () => {
    renderMessage('add 10 lines for my employees', BUSINESS_NO_ANSWER_TEXT);
    expect(screen.getByRole('link', { name: BUSINESS_HAND_OFF.text })).toHaveAttribute(
      'href',
      '/search/smallBusiness?q=add+10+lines+for+my+employees',
    );
    expect(screen.queryByRole('link', { name: 'Ask a person about this' })).not.toBeInTheDocument();
  });

  it('hands a business visitor who asked in Spanish off to the Spanish small-business contact page', () => {
    render(
      <AnswerWidgetView
        view={makeView({
          phase: 'message',
          message: { searchTerm: 'Mi internet no funciona', text: SPANISH_NO_ANSWER.smb.text },
        })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('link', { name: SPANISH_NO_ANSWER.smb.handOff.text })).toHaveAttribute(
      'href',
      '/es-us/support/smallbusiness/contact-us',
    );
    expect(
      within(screen.getByRole('status')).getByText(textIs(SPANISH_NO_ANSWER.smb.text)).closest('[lang]'),
    ).toHaveAttribute('lang', 'es');
  });

  it('leaves an English message in the widget’s language', () => {
    render(
      <AnswerWidgetView
        view={makeView({ phase: 'message', message: { searchTerm: 'Satellite phones', text: 'Sorry.' } })}
        actions={makeActions()}
      />,
    );
    expect(within(screen.getByRole('status')).getByText('Sorry.').closest('[lang]')).toHaveAttribute(
      'lang',
      'en-US',
    );
  });
});

describe('AnswerWidgetView without its script', () => {
  it('says in the site-search card, for browsers without JavaScript, that the articles below answer too', () => {
    const card = renderToString(
      <AnswerWidgetView view={makeView()} actions={makeActions()} askForm={false} />,
    );
    expect(card).toContain(`<noscript>`);
    expect(card).toContain(VIEW_TEXT.NO_SCRIPT);
    const widget = renderToString(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    expect(widget).not.toContain('<noscript>');
  });

  it('sends the question form to the given page as a GET with q, so a question typed early is not lost', () => {
    const html = renderToString(
      <AnswerWidgetView view={makeView()} actions={makeActions()} formAction="/search/smallBusiness" />,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/search/smallBusiness');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('textarea')!.getAttribute('name')).toBe('q');
  });
});

describe('AnswerWidgetView fixed links', () => {
  it('links to support home, contact us and small business, reporting each click as a redirect', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView()} actions={actions} />);
    const nav = screen.getByRole('navigation', { name: VIEW_TEXT.MORE_HELP });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      WIDGET.LINKS.supportHome,
      WIDGET.LINKS.contactUs,
      WIDGET.LINKS.smallBusiness,
    ]);
    await user.click(within(nav).getByRole('link', { name: VIEW_TEXT.SUPPORT_HOME }));
    expect(actions.linkClicked).toHaveBeenCalledWith(
      'redirect',
      WIDGET.LINKS.supportHome,
      VIEW_TEXT.SUPPORT_HOME,
    );
    await user.click(within(nav).getByRole('link', { name: VIEW_TEXT.CONTACT_US }));
    expect(actions.handOff).toHaveBeenCalledWith(WIDGET.LINKS.contactUs, VIEW_TEXT.CONTACT_US);
  });

  it('points contact us at the hand-off address of the view once a question was asked', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const href = '/support/contact-us/?topic=internet&question=wifi+drops&intent=general';
    render(<AnswerWidgetView view={answerView({ contactHref: href })} actions={actions} />);
    const nav = screen.getByRole('navigation', { name: VIEW_TEXT.MORE_HELP });
    const link = within(nav).getByRole('link', { name: VIEW_TEXT.CONTACT_US });
    expect(link).toHaveAttribute('href', href);
    await user.click(link);
    expect(actions.handOff).toHaveBeenCalledWith(href, VIEW_TEXT.CONTACT_US);
    expect(screen.queryByRole('link', { name: VIEW_TEXT.HAND_OFF })).not.toBeInTheDocument();
  });

  it('offers the hand-off under a no-answer message', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const href = '/support/contact-us/?question=satellite+phones';
    const view = makeView({
      phase: 'message',
      twoColumn: true,
      question: 'satellite phones',
      message: { searchTerm: 'Satellite phones', text: 'Sorry, we have no answer.' },
      contactHref: href,
    });
    render(<AnswerWidgetView view={view} actions={actions} />);
    const link = screen.getByRole('link', { name: VIEW_TEXT.HAND_OFF });
    expect(link).toHaveAttribute('href', href);
    // Not inside the live region: a link is not something to announce.
    expect(screen.getByRole('status')).not.toContainElement(link);
    await user.click(link);
    expect(actions.handOff).toHaveBeenCalledWith(href, VIEW_TEXT.HAND_OFF);
    // With no search page to go to, no link to one.
    expect(screen.queryByRole('link', { name: VIEW_TEXT.SEARCH_ARTICLES })).not.toBeInTheDocument();
  });

  it('away from the search page, also offers the articles that share the question’s words', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const view = makeView({
      phase: 'message',
      twoColumn: true,
      question: 'card 4417123456789012 declined',
      message: { searchTerm: 'Card 4417123456789012 declined', text: 'Sorry, we have no answer.' },
      contactHref: '/support/contact-us/',
    });
    render(<AnswerWidgetView view={view} actions={actions} formAction="/search/smallBusiness" />);
    const search = screen.getByRole('link', { name: VIEW_TEXT.SEARCH_ARTICLES });
    // The question goes along, long numbers masked as in a hand-off.
    const expected = '/search/smallBusiness?q=Card+%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A29012+declined';
    expect(search).toHaveAttribute('href', expected);
    await user.click(search);
    expect(actions.linkClicked).toHaveBeenCalledWith('redirect', expected, VIEW_TEXT.SEARCH_ARTICLES);
    // The best-answer card of the search page has the articles listed under it already.
    cleanup();
    render(
      <AnswerWidgetView view={{ ...view, mode: 'sitesearch' }} actions={actions} formAction="/search" />,
    );
    expect(screen.queryByRole('link', { name: VIEW_TEXT.SEARCH_ARTICLES })).not.toBeInTheDocument();
  });
});

describe('AnswerWidgetView keyboard only', () => {
  it('asks, reaches the answer, gives feedback, picks a question and reaches the links with Tab and Enter', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const long = { ...answerView().answer!, text: 'A long answer.' };
    render(<AnswerWidgetView view={answerView({ input: 'Router', answer: long })} actions={actions} />);

    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.submit).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: CONTENT.cta })).toHaveFocus();
    await user.keyboard(' ');
    expect(actions.submit).toHaveBeenCalledTimes(2);

    // The answer comes next in the page's order, then the question list (a phone shows them so).
    await user.tab();
    expect(screen.getByRole('button', { name: CONTENT.citationLinkLabel })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: VIEW_TEXT.THUMBS_UP })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(actions.thumbsDown).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'How do I restart my router?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.choose).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'How_do_I_restart_my_router?' }),
      1,
    );

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: VIEW_TEXT.SUPPORT_HOME })).toHaveFocus();
  });
});
