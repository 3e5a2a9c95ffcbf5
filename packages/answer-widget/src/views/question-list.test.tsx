import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDGET } from '../model.ts';
import { AnswerWidgetView } from './answer-widget-view.tsx';
import {
  answerView,
  CONTENT,
  makeActions,
  makeView,
  QUESTIONS,
  setViewportWidth,
} from './testing/fixtures.ts';
import { VIEW_TEXT } from './view-text.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains act() with a 0 ms timer; this hands it Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // Embla reads margins happy-dom does not compute.
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    const getPropertyValue = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) =>
      getPropertyValue(property) || (property.startsWith('margin') ? '0px' : '');
    return style;
  });
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function user() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('Question list', () => {
  it('shows at most 3 popular questions under the popular heading', () => {
    render(
      <AnswerWidgetView
        view={makeView({ questions: { items: QUESTIONS, source: 'CommonQuestion' } })}
        actions={makeActions()}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: VIEW_TEXT.POPULAR_QUESTIONS })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: VIEW_TEXT.POPULAR_QUESTIONS });
    expect(within(list).getAllByRole('button')).toHaveLength(WIDGET.QUESTIONS_MAX);
    expect(screen.queryByRole('button', { name: 'A fourth question' })).not.toBeInTheDocument();
  });

  it('heads related questions with the content label', () => {
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(
      screen.getByRole('heading', { level: 3, name: CONTENT.askSimilarQuestionLabel }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: VIEW_TEXT.POPULAR_QUESTIONS })).not.toBeInTheDocument();
  });

  it('reports the chosen question with its position from 1', async () => {
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView()} actions={actions} />);
    await user().click(screen.getByRole('button', { name: 'Can I keep my number?' }));
    expect(actions.choose).toHaveBeenCalledWith(QUESTIONS[2], 3);
  });

  it('is left out when there are no questions', () => {
    render(
      <AnswerWidgetView
        view={makeView({ questions: { items: [], source: 'CommonQuestion' } })}
        actions={makeActions()}
      />,
    );
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('keeps the focused button when the list turns from popular to related questions', async () => {
    const actions = makeActions();
    const { rerender } = render(<AnswerWidgetView view={makeView()} actions={actions} />);
    const second = screen.getByRole('button', { name: 'How do I restart my router?' });
    await user().click(second);
    rerender(
      <AnswerWidgetView
        view={makeView({ questions: { items: QUESTIONS.slice(2), source: 'RelatedQuestion' } })}
        actions={actions}
      />,
    );
    expect(screen.getByRole('button', { name: 'A fourth question' })).toHaveFocus();
  });
});

describe('Question list layout by width', () => {
  it('is a plain row on desktop (from 1025 px)', () => {
    setViewportWidth(1025);
    render(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    expect(screen.getByRole('list', { name: VIEW_TEXT.POPULAR_QUESTIONS })).toBeInTheDocument();
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it('is a carousel below desktop, showing 2 at 1024 px and 1 at 650 px', () => {
    setViewportWidth(1024);
    render(<AnswerWidgetView view={makeView()} actions={makeActions()} />);
    act(() => vi.advanceTimersByTime(300));
    const carousel = screen.getByRole('region', { name: VIEW_TEXT.POPULAR_QUESTIONS });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAttribute('data-slides-to-show', '2');
    expect(within(carousel).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.queryByRole('list', { name: VIEW_TEXT.POPULAR_QUESTIONS })).not.toBeInTheDocument();

    act(() => setViewportWidth(650));
    expect(carousel).toHaveAttribute('data-slides-to-show', '1');
    act(() => setViewportWidth(1400));
    expect(screen.getByRole('list', { name: VIEW_TEXT.POPULAR_QUESTIONS })).toBeInTheDocument();
  });

  it('moves between slides with the next button on a narrow screen', async () => {
    setViewportWidth(600);
    const actions = makeActions();
    render(<AnswerWidgetView view={makeView()} actions={actions} />);
    // Before Embla starts (CAROUSEL.INIT_DELAY_MS) the carousel counts its own slides: happy-dom
    // lays nothing out, so Embla would see a single snap.
    const carousel = screen.getByRole('region', { name: VIEW_TEXT.POPULAR_QUESTIONS });
    expect(carousel).toHaveAttribute('data-slides-to-show', '1');
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveAttribute('data-state', 'hidden');
    await user().click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveAttribute('data-state', 'visible');
    await user().click(within(carousel).getByRole('button', { name: 'How do I restart my router?' }));
    expect(actions.choose).toHaveBeenCalledWith(QUESTIONS[1], 2);
  });
});
