import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RADIO_GROUP, RadioGroup } from './radio-group.tsx';

const PLANS = [
  { value: 'basic', label: 'Basic' },
  { value: 'plus', label: 'Plus' },
  { value: 'max', label: 'Max', disabled: true },
  { value: 'family', label: 'Family' },
];

function ControlledPlans() {
  const [value, setValue] = useState<string | null>('basic');
  return (
    <>
      <RadioGroup label="Choose a plan" options={PLANS} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup keyboard contract (APG radio group)', () => {
  it('Tab enters on the first radio when none is checked and arrow keys move and check', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Choose a plan" options={PLANS} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('plus');
    // The disabled choice is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Family' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
  });

  it('Tab enters on the checked radio and leaves the group on the next Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup label="Choose a plan" options={PLANS} defaultValue="family" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Family' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});

describe('RadioGroup pointer', () => {
  it('checks the clicked radio and ignores a disabled one', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Choose a plan" options={PLANS} />);
    await user.click(screen.getByText('Plus'));
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await user.click(screen.getByText('Max'));
    expect(screen.getByRole('radio', { name: 'Max' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Plus' })).toBeChecked();
  });
});

describe('RadioGroup states', () => {
  it('is named by its visible label when not in error', () => {
    render(<RadioGroup label="Choose a plan" options={PLANS} />);
    expect(screen.getByRole('radiogroup', { name: 'Choose a plan' })).toHaveAttribute(
      'data-state',
      'default',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a controlled value and reports changes without moving by itself', async () => {
    const user = userEvent.setup();
    render(<ControlledPlans />);
    await user.click(screen.getByText('Family'));
    expect(screen.getByRole('radio', { name: 'Family' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('family');
  });

  it('stays on the controlled value when the parent does not update it', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Choose a plan" options={PLANS} value="basic" />);
    await user.click(screen.getByText('Family'));
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
  });

  it('marks the whole group disabled', () => {
    render(<RadioGroup label="Choose a plan" options={PLANS} isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('RadioGroup error (seed strings)', () => {
  it('renames the group with the exact seed sentence and shows the message as an alert', () => {
    render(
      <RadioGroup
        label="Choose a plan"
        options={PLANS}
        error
        errorMessage="Please choose a plan to continue."
      />,
    );
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleName(
      'Oops! There appears to be a problem, please select one of the following radio buttons.',
    );
    expect(RADIO_GROUP.ERROR_GROUP_LABEL).toBe(
      'Oops! There appears to be a problem, please select one of the following radio buttons.',
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a plan to continue.');
    expect(group).toHaveAccessibleDescription('Choose a plan Please choose a plan to continue.');
  });

  it('drops the alert and the seed name when the error flag clears', () => {
    const { rerender } = render(
      <RadioGroup label="Choose a plan" options={PLANS} error errorMessage="Please choose a plan." />,
    );
    rerender(
      <RadioGroup label="Choose a plan" options={PLANS} error={false} errorMessage="Please choose a plan." />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Choose a plan' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
