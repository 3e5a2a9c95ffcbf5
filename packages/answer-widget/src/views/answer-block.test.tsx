import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paragraphs } from './answer-block.tsx';
import { AnswerWidgetView } from './answer-widget-view.tsx';
import {
  ANSWER,
  answerView,
  CONTENT,
  makeActions,
  setViewportWidth,
  stayOnPage,
} from './testing/fixtures.ts';
import { VIEW_TEXT } from './view-text.ts';

/** Layout heights as a browser would report them: happy-dom lays nothing out. */
function stubHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

/** A ResizeObserver the test can fire, as the browser does when the column narrows. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

let leave: () => void;
beforeEach(() => {
  setViewportWidth(1280);
  leave = stayOnPage();
  FakeResizeObserver.instances = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  leave();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Answer block content', () => {
  it('shows the sub-header, the question, the answer as paragraphs and the legal disclaimer', () => {
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    const article = screen.getByRole('article', { name: ANSWER.question });
    // The question is the block's heading (browsing by heading reads each answer's own question);
    // the sub-header, the same for every answer, is a paragraph.
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(ANSWER.question);
    expect(within(article).getByText(CONTENT.subHeader).tagName).toBe('P');
    expect(within(article).queryByRole('heading', { name: CONTENT.subHeader })).toBeNull();
    expect(within(article).getByText('Unplug the router and wait thirty seconds.').tagName).toBe('P');
    expect(within(article).getByText('Plug it back in and wait for the light to turn white.').tagName).toBe(
      'P',
    );
    expect(within(article).getByText(CONTENT.legalDisclaimerLabel)).toBeInTheDocument();
  });

  it('says a community forum post is one, in place of the sub-header', () => {
    render(
      <AnswerWidgetView
        view={answerView({ answer: { ...ANSWER, community: true } })}
        actions={makeActions()}
      />,
    );
    const article = screen.getByRole('article', { name: ANSWER.question });
    expect(within(article).getByText(VIEW_TEXT.COMMUNITY_ANSWER)).toBeInTheDocument();
    expect(within(article).queryByText(CONTENT.subHeader)).toBeNull();
  });

  it('treats the answer as text, never as markup', () => {
    const answer = { ...ANSWER, text: '<img src=x onerror=alert(1)> is <b>not</b> markup' };
    const { container } = render(<AnswerWidgetView view={answerView({ answer })} actions={makeActions()} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> is <b>not</b> markup')).toBeInTheDocument();
  });

  it('splits paragraphs on line breaks and drops empty ones', () => {
    expect(paragraphs('One.\n\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphs('')).toEqual([]);
  });

  it('marks the answer region busy while the answer still streams', () => {
    const { container } = render(
      <AnswerWidgetView
        view={answerView({ answer: { ...ANSWER, streaming: true } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('article').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-streaming]')).not.toBeNull();
  });
});

describe('Answer links', () => {
  const withNumber = { ...ANSWER, text: 'Call 800-555-0122 or check /outages first.' };

  it('links the phone numbers and site paths of an answer that shows whole', () => {
    stubHeights(100, 100);
    render(<AnswerWidgetView view={answerView({ answer: withNumber })} actions={makeActions()} />);
    const article = screen.getByRole('article', { name: ANSWER.question });
    expect(within(article).getByRole('link', { name: '800-555-0122' })).toHaveAttribute(
      'href',
      'tel:8005550122',
    );
    expect(within(article).getByRole('link', { name: '/outages' })).toHaveAttribute('href', '/outages');
  });

  it('links an email address, in an answer and in the legal disclaimer, without its closing full stop', () => {
    stubHeights(100, 100);
    const content = { ...CONTENT, legalDisclaimerLabel: 'Check the article, or write to help@example.com.' };
    const answer = { ...ANSWER, text: 'Write to billing.help@example.com or call 800-555-0100.' };
    render(<AnswerWidgetView view={answerView({ content, answer })} actions={makeActions()} />);
    const article = screen.getByRole('article', { name: ANSWER.question });
    expect(within(article).getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(within(article).getByRole('link', { name: 'billing.help@example.com' })).toHaveAttribute(
      'href',
      'mailto:billing.help@example.com',
    );
    expect(within(article).getByRole('link', { name: '800-555-0100' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Check the article, or write to help@example.com.');
  });

  it('links them only once a clamped answer is expanded: a link cut off could take focus unseen', async () => {
    stubHeights(400, 180);
    render(<AnswerWidgetView view={answerView({ answer: withNumber })} actions={makeActions()} />);
    const article = screen.getByRole('article', { name: ANSWER.question });
    expect(within(article).queryByRole('link', { name: '800-555-0122' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: CONTENT.showLabel1 }));
    expect(within(article).getByRole('link', { name: '800-555-0122' })).toBeInTheDocument();
  });
});

describe('Answer clamp (8 lines) and its toggle', () => {
  it('has no toggle when the text fits', () => {
    stubHeights(100, 100);
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(screen.queryByRole('button', { name: CONTENT.showLabel1 })).not.toBeInTheDocument();
    expect(document.querySelector('[data-clamped="true"]')).toHaveStyle({ '--widget-clamp-lines': '8' });
  });

  it('shows a toggle when the text overflows; it expands and collapses the text it controls', async () => {
    stubHeights(400, 180);
    const user = userEvent.setup();
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    const toggle = screen.getByRole('button', { name: CONTENT.showLabel1 });
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(text).toHaveAttribute('data-clamped', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const less = screen.getByRole('button', { name: CONTENT.showLabel2 });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveAttribute('data-clamped', 'false');
    expect(less).toHaveFocus();

    await user.click(less);
    expect(screen.getByRole('button', { name: CONTENT.showLabel1 })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(text).toHaveAttribute('data-clamped', 'true');
  });

  it('measures again as stream pieces arrive', () => {
    stubHeights(100, 180);
    const streaming = { ...ANSWER, text: 'Short start', streaming: true };
    const { rerender } = render(
      <AnswerWidgetView view={answerView({ answer: streaming })} actions={makeActions()} />,
    );
    expect(screen.queryByRole('button', { name: CONTENT.showLabel1 })).not.toBeInTheDocument();
    stubHeights(400, 180);
    rerender(
      <AnswerWidgetView
        view={answerView({ answer: { ...streaming, text: 'Short start and a lot more text' } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('button', { name: CONTENT.showLabel1 })).toBeInTheDocument();
  });

  it('measures again when the text box is resized', () => {
    stubHeights(100, 180);
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(screen.queryByRole('button', { name: CONTENT.showLabel1 })).not.toBeInTheDocument();
    stubHeights(400, 180);
    act(() => {
      for (const observer of FakeResizeObserver.instances) observer.fire();
    });
    expect(screen.getByRole('button', { name: CONTENT.showLabel1 })).toBeInTheDocument();
  });

  it('starts collapsed again for a new answer', async () => {
    stubHeights(400, 180);
    const user = userEvent.setup();
    const { rerender } = render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    await user.click(screen.getByRole('button', { name: CONTENT.showLabel1 }));
    rerender(
      <AnswerWidgetView
        view={answerView({ answer: { ...ANSWER, id: 'answer-2' } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('button', { name: CONTENT.showLabel1 })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('Citations popover', () => {
  it('opens with the citation header and reports a citation click with its position', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={answerView()} actions={actions} />);
    await user.click(screen.getByRole('button', { name: CONTENT.citationLinkLabel }));
    const dialog = await screen.findByRole('dialog', { name: CONTENT.citationHeader });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Restart your router', '/support/article/KM1000001'],
      ['Router lights explained', '/support/article/KM1000002'],
    ]);
    await user.click(within(dialog).getByRole('link', { name: 'Router lights explained' }));
    expect(actions.linkClicked).toHaveBeenCalledWith(
      'citation',
      '/support/article/KM1000002',
      'Router lights explained',
      2,
    );
  });

  it('is left out when the answer has no citations', () => {
    render(
      <AnswerWidgetView
        view={answerView({ answer: { ...ANSWER, citations: [] } })}
        actions={makeActions()}
      />,
    );
    expect(screen.queryByRole('button', { name: CONTENT.citationLinkLabel })).not.toBeInTheDocument();
  });
});

describe('Feedback control', () => {
  it('asks with the feedback label and two named thumbs', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    render(<AnswerWidgetView view={answerView()} actions={actions} />);
    const group = screen.getByRole('group', { name: CONTENT.feedbackLabel });
    await user.click(within(group).getByRole('button', { name: VIEW_TEXT.THUMBS_UP }));
    expect(actions.thumbsUp).toHaveBeenCalledTimes(1);
    await user.click(within(group).getByRole('button', { name: VIEW_TEXT.THUMBS_DOWN }));
    expect(actions.thumbsDown).toHaveBeenCalledTimes(1);
  });

  it('shows the thanks in a live region in place of the thumbs, and keeps focus off the page body', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const { rerender } = render(<AnswerWidgetView view={answerView()} actions={actions} />);
    const thanks = within(screen.getByRole('article')).getByRole('status');
    expect(thanks).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: VIEW_TEXT.THUMBS_UP }));
    rerender(<AnswerWidgetView view={answerView({ feedback: 'thanks' })} actions={actions} />);
    expect(within(screen.getByRole('article')).getByRole('status')).toBe(thanks);
    expect(thanks).toHaveTextContent(CONTENT.positiveTxt);
    expect(screen.queryByRole('button', { name: VIEW_TEXT.THUMBS_UP })).not.toBeInTheDocument();
    expect(thanks).toHaveFocus();
  });

  it('after the thumbs-down modal, focus goes to the thanks, not to the page body', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const { rerender } = render(<AnswerWidgetView view={answerView()} actions={actions} />);
    await user.click(screen.getByRole('button', { name: VIEW_TEXT.THUMBS_DOWN }));
    rerender(<AnswerWidgetView view={answerView({ feedbackModalOpen: true })} actions={actions} />);
    const modal = await screen.findByRole('dialog', { name: CONTENT.feedbackHeader });
    await user.click(within(modal).getByRole('checkbox', { name: CONTENT.label2 }));
    await user.click(within(modal).getByRole('button', { name: CONTENT.submitBtn }));
    expect(actions.submitFeedback).toHaveBeenCalledTimes(1);
    rerender(
      <AnswerWidgetView
        view={answerView({ feedback: 'unhelpful', feedbackModalOpen: false })}
        actions={actions}
      />,
    );
    const thanks = within(screen.getByRole('article')).getByRole('status');
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thanks).toHaveFocus();
    });
    // The answer did not help: the question can go on to a person, from right after the thanks.
    const handOff = within(screen.getByRole('article')).getByRole('link', {
      name: VIEW_TEXT.UNHELPFUL_HAND_OFF,
    });
    expect(handOff).toHaveAttribute('href', answerView().contactHref);
    await user.tab();
    expect(handOff).toHaveFocus();
    await user.click(handOff);
    expect(actions.handOff).toHaveBeenCalledWith(answerView().contactHref, VIEW_TEXT.UNHELPFUL_HAND_OFF);
  });

  it('offers no hand-off after a thumbs-up', () => {
    render(<AnswerWidgetView view={answerView({ feedback: 'thanks' })} actions={makeActions()} />);
    expect(
      within(screen.getByRole('article')).queryByRole('link', { name: VIEW_TEXT.UNHELPFUL_HAND_OFF }),
    ).not.toBeInTheDocument();
  });
});
