import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WIDGET } from '../model.ts';
import { AnswerWidgetView } from './answer-widget-view.tsx';
import { feedbackReasons } from './feedback-modal.tsx';
import { answerView, CONTENT, makeActions, setViewportWidth } from './testing/fixtures.ts';
import { VIEW_TEXT } from './view-text.ts';

beforeEach(() => setViewportWidth(1280));

function openModal(actions = makeActions()) {
  const utils = render(<AnswerWidgetView view={answerView({ feedbackModalOpen: true })} actions={actions} />);
  const dialog = screen.getByRole('dialog', { name: CONTENT.feedbackHeader });
  return { ...utils, actions, dialog };
}

describe('Feedback modal', () => {
  it('is closed unless the view opens it', () => {
    render(<AnswerWidgetView view={answerView()} actions={makeActions()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the header, the sub-header naming 4 reasons, the free text and the submit button', () => {
    const { dialog } = openModal();
    expect(within(dialog).getByRole('heading', { name: CONTENT.feedbackHeader })).toBeInTheDocument();
    const reasons = within(dialog).getByRole('group', { name: CONTENT.feedbackSubHeader });
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([CONTENT.label1, CONTENT.label2, CONTENT.label3, CONTENT.label4]);
    expect(feedbackReasons(CONTENT)).toHaveLength(4);
    expect(within(dialog).getByRole('textbox', { name: CONTENT.feedbackTxt })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: CONTENT.submitBtn })).toBeInTheDocument();
  });

  it('sends two chosen reasons, in the reasons order, and the text', async () => {
    const user = userEvent.setup();
    const { dialog, actions } = openModal();
    await user.click(within(dialog).getByRole('checkbox', { name: CONTENT.label3 }));
    await user.click(within(dialog).getByRole('checkbox', { name: CONTENT.label1 }));
    expect(within(dialog).getByRole('checkbox', { name: CONTENT.label1 })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: CONTENT.label3 })).toBeChecked();
    await user.type(
      within(dialog).getByRole('textbox', { name: CONTENT.feedbackTxt }),
      'The steps skipped the reset.',
    );
    await user.click(within(dialog).getByRole('button', { name: CONTENT.submitBtn }));
    expect(actions.submitFeedback).toHaveBeenCalledWith(
      [CONTENT.label1, CONTENT.label3],
      'The steps skipped the reset.',
    );
    expect(actions.closeFeedback).not.toHaveBeenCalled();
  });

  it('limits the free text to 250 characters with a polite counter', async () => {
    const user = userEvent.setup();
    const { dialog, actions } = openModal();
    const field = within(dialog).getByRole('textbox', { name: CONTENT.feedbackTxt });
    expect(field).toHaveAttribute('maxLength', String(WIDGET.FEEDBACK_TEXT_MAX));
    await user.type(field, 'Too slow');
    const counter = within(dialog).getByText(`8/${WIDGET.FEEDBACK_TEXT_MAX}`);
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(field).toHaveAccessibleDescription(`8/${WIDGET.FEEDBACK_TEXT_MAX}`);

    // A paste longer than the limit is cut by the field (maxLength); what is sent is at most 250.
    fireEvent.change(field, { target: { value: 'x'.repeat(WIDGET.FEEDBACK_TEXT_MAX) } });
    expect(
      within(dialog).getByText(`${WIDGET.FEEDBACK_TEXT_MAX}/${WIDGET.FEEDBACK_TEXT_MAX}`),
    ).toBeInTheDocument();
    await user.type(field, 'y');
    expect(field).toHaveValue('x'.repeat(WIDGET.FEEDBACK_TEXT_MAX));
    await user.click(within(dialog).getByRole('button', { name: CONTENT.submitBtn }));
    expect(actions.submitFeedback).toHaveBeenCalledWith([], 'x'.repeat(WIDGET.FEEDBACK_TEXT_MAX));
  });

  it('does not send with no reason and no text: the reasons say why and get focus', async () => {
    const user = userEvent.setup();
    const { dialog, actions } = openModal();
    await user.type(within(dialog).getByRole('textbox', { name: CONTENT.feedbackTxt }), '   ');
    await user.click(within(dialog).getByRole('button', { name: CONTENT.submitBtn }));
    expect(actions.submitFeedback).not.toHaveBeenCalled();
    const reasons = within(dialog).getByRole('group', { name: CONTENT.feedbackSubHeader });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(VIEW_TEXT.FEEDBACK_EMPTY);
    expect(reasons).toHaveAccessibleDescription(VIEW_TEXT.FEEDBACK_EMPTY);
    expect(within(dialog).getByRole('checkbox', { name: CONTENT.label1 })).toHaveFocus();

    // Ticking a reason clears the message; the feedback then goes out.
    await user.keyboard(' ');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CONTENT.submitBtn }));
    expect(actions.submitFeedback).toHaveBeenCalledWith([CONTENT.label1], '');
  });

  it('cancels on the close button and on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, actions } = openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actions.closeFeedback).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(actions.closeFeedback).toHaveBeenCalledTimes(2);
    expect(actions.submitFeedback).not.toHaveBeenCalled();
  });

  it('is operated by keyboard alone: focus inside, Space ticks, Tab reaches the submit', async () => {
    const user = userEvent.setup();
    const { dialog, actions } = openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const first = within(dialog).getByRole('checkbox', { name: CONTENT.label1 });
    while (document.activeElement !== first) await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await user.keyboard('Wrong plan');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: CONTENT.submitBtn })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.submitFeedback).toHaveBeenCalledWith([CONTENT.label1, CONTENT.label2], 'Wrong plan');
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    const actions = makeActions();
    const { rerender } = render(
      <AnswerWidgetView view={answerView({ feedbackModalOpen: true })} actions={actions} />,
    );
    await user.click(screen.getByRole('checkbox', { name: CONTENT.label2 }));
    rerender(<AnswerWidgetView view={answerView({ feedbackModalOpen: false })} actions={actions} />);
    rerender(<AnswerWidgetView view={answerView({ feedbackModalOpen: true })} actions={actions} />);
    expect(screen.getByRole('checkbox', { name: CONTENT.label2 })).not.toBeChecked();
  });
});
