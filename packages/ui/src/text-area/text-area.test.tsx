import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { counterPoliteness, formatCount, TEXT_AREA, TextArea } from './text-area.tsx';

function ControlledComments() {
  const [text, setText] = useState('Twelve chars');
  return <TextArea label="Comments" value={text} onChange={setText} maxLength={250} />;
}

describe('TextArea keyboard', () => {
  it('is reached with Tab through its label and takes typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Describe the problem" onChange={onChange} />);
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Describe the problem' });
    expect(field).toHaveFocus();
    await user.keyboard('No dial tone');
    expect(field).toHaveValue('No dial tone');
    expect(onChange).toHaveBeenLastCalledWith('No dial tone');
  });
});

describe('TextArea pointer', () => {
  it('focuses the field when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Describe the problem" />);
    await user.click(screen.getByText('Describe the problem'));
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveFocus();
  });
});

describe('TextArea counter (seed numbers)', () => {
  it('shows current over maximum, e.g. "12/250"', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={250} />);
    expect(screen.getByText('0/250')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'Hello world!');
    expect(screen.getByText('12/250')).toBeInTheDocument();
    expect(formatCount(12, 250)).toBe('12/250');
  });

  it('stops at the maximum length', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={5} />);
    await user.type(screen.getByRole('textbox'), 'abcdefgh');
    expect(screen.getByRole('textbox')).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('is polite with 21 characters left and assertive from 20 left', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Comments" maxLength={30} />);
    const field = screen.getByRole('textbox');
    await user.type(field, 'a'.repeat(9));
    expect(screen.getByText('9/30')).toHaveAttribute('aria-live', 'polite');
    await user.type(field, 'a');
    expect(screen.getByText('10/30')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByText('10/30')).toHaveAttribute('data-state', 'near-limit');
    expect(TEXT_AREA.ASSERTIVE_REMAINING).toBe(20);
    expect(counterPoliteness(21)).toBe('polite');
    expect(counterPoliteness(20)).toBe('assertive');
    expect(counterPoliteness(0)).toBe('assertive');
  });

  it('counts a controlled value and describes the field with the counter', () => {
    render(<ControlledComments />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('12/250');
  });

  it('has no counter without a maximum', () => {
    render(<TextArea label="Comments" defaultValue="abc" />);
    expect(screen.queryByText(/\/\d+$/)).not.toBeInTheDocument();
  });
});

describe('TextArea states', () => {
  it('shows the hint and not the error text without the error flag', () => {
    render(
      <TextArea label="Comments" hintText="Do not include passwords." errorText="Please add a comment." />,
    );
    const field = screen.getByRole('textbox');
    expect(screen.getByText('Do not include passwords.')).toBeInTheDocument();
    expect(screen.queryByText('Please add a comment.')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('Do not include passwords.');
  });

  it('shows the error text, sets aria-invalid and hides the hint with the error flag', () => {
    render(
      <TextArea
        label="Comments"
        hintText="Do not include passwords."
        errorText="Please add a comment."
        error
        maxLength={250}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comments' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please add a comment.')).toBeInTheDocument();
    expect(screen.queryByText('Do not include passwords.')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Please add a comment. 0/250');
  });

  it('is disabled and required on request', () => {
    const { rerender } = render(<TextArea label="Comments" isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    rerender(<TextArea label="Comments" isRequired />);
    expect(screen.getByRole('textbox')).toBeRequired();
  });
});

describe('TextArea as a question field (onEnter, mobileRows, isLabelHidden)', () => {
  it('calls onEnter with the text on Enter and keeps the line unbroken', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<TextArea label="Your question" rows={1} onEnter={onEnter} />);
    await user.click(screen.getByRole('textbox', { name: 'Your question' }));
    await user.keyboard('Reset my router{Enter}');
    expect(onEnter).toHaveBeenCalledWith('Reset my router');
    expect(screen.getByRole('textbox')).toHaveValue('Reset my router');
  });

  it('still breaks the line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<TextArea label="Your question" onEnter={onEnter} />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onEnter).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('Line one\nLine two');
  });

  it('breaks the line on Enter by default', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" />);
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('a{Enter}b');
    expect(screen.getByRole('textbox')).toHaveValue('a\nb');
  });

  it('passes the mobile row count to the stylesheet and leaves it out by default', () => {
    const { rerender } = render(<TextArea label="Your question" rows={1} mobileRows={3} />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('rows', '1');
    expect(field).toHaveAttribute('data-mobile-rows', '3');
    expect(field.style.getPropertyValue('--ui-text-area-mobile-rows')).toBe('3');
    rerender(<TextArea label="Your question" rows={1} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('data-mobile-rows');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextArea label="Your question" isLabelHidden />);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });

  it('marks a full-width field for its styles, and only then', () => {
    const { container, rerender } = render(<TextArea label="Your question" fullWidth />);
    expect(container.querySelector('[data-full-width]')).not.toBeNull();
    rerender(<TextArea label="Your question" />);
    expect(container.querySelector('[data-full-width]')).toBeNull();
  });
});
