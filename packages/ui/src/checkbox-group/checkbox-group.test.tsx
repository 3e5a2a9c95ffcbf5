import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group.tsx';

const REASONS = [
  { value: 'wrong', label: 'The answer was wrong' },
  { value: 'unclear', label: 'It was hard to follow' },
  { value: 'old', label: 'Out of date', disabled: true },
  { value: 'other', label: 'Something else' },
];

function Controlled() {
  const [value, setValue] = useState<string[]>(['wrong']);
  return (
    <>
      <CheckboxGroup label="What went wrong?" options={REASONS} value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup keyboard contract (APG checkbox)', () => {
  it('gives every checkbox its own Tab stop and toggles it with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup label="What went wrong?" options={REASONS} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'The answer was wrong' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'It was hard to follow' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['wrong', 'unclear']);
    // The disabled choice is skipped.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Something else' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['wrong', 'unclear']);
  });
});

describe('CheckboxGroup selection', () => {
  it('keeps several values checked at once and unchecks on a second click', async () => {
    const user = userEvent.setup();
    render(<CheckboxGroup label="What went wrong?" options={REASONS} />);
    await user.click(screen.getByText('The answer was wrong'));
    await user.click(screen.getByText('Something else'));
    expect(screen.getByRole('checkbox', { name: 'The answer was wrong' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Something else' })).toBeChecked();
    await user.click(screen.getByText('The answer was wrong'));
    expect(screen.getByRole('checkbox', { name: 'The answer was wrong' })).not.toBeChecked();
    await user.click(screen.getByText('Out of date'));
    expect(screen.getByRole('checkbox', { name: 'Out of date' })).not.toBeChecked();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'The answer was wrong' })).toBeChecked();
    await user.click(screen.getByText('Something else'));
    expect(screen.getByRole('status')).toHaveTextContent('wrong,other');
  });

  it('starts from defaultValue when uncontrolled', () => {
    render(<CheckboxGroup label="What went wrong?" options={REASONS} defaultValue={['unclear']} />);
    expect(screen.getByRole('checkbox', { name: 'It was hard to follow' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'The answer was wrong' })).not.toBeChecked();
  });
});

describe('CheckboxGroup states', () => {
  it('is a group named by its visible label', () => {
    render(<CheckboxGroup label="What went wrong?" options={REASONS} />);
    expect(screen.getByRole('group', { name: 'What went wrong?' })).toHaveAttribute('data-state', 'default');
    expect(screen.getAllByRole('checkbox')).toHaveLength(REASONS.length);
  });

  it('shows the error message as an alert that describes the group', () => {
    render(
      <CheckboxGroup label="What went wrong?" options={REASONS} error errorMessage="Choose at least one." />,
    );
    const group = screen.getByRole('group', { name: 'What went wrong?' });
    expect(group).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one.');
    expect(group).toHaveAccessibleDescription('Choose at least one.');
  });

  it('disables every checkbox when the group is disabled', () => {
    render(<CheckboxGroup label="What went wrong?" options={REASONS} isDisabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
