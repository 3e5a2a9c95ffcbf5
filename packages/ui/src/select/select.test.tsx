import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOptionsKeyboardDelegate, isNativePickerPlatform, SELECT, Select } from './select.tsx';

const REASONS = [
  { value: 'billing', label: 'Billing' },
  { value: 'cable', label: 'Cable TV' },
  { value: 'change', label: 'Change plan' },
  { value: 'device', label: 'Device repair' },
  { value: 'home', label: 'Home phone' },
  { value: 'internet', label: 'Internet' },
  { value: 'moving', label: 'Moving' },
  { value: 'outage', label: 'Outage', disabled: true },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'wireless', label: 'Wireless' },
];

const trigger = () => screen.getByRole('button', { hidden: true, name: /Reason/ });

describe('Select keyboard contract (APG select-only combobox / listbox)', () => {
  it('opens with Enter onto the first option, moves with arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Reason" options={REASONS} onChange={onChange} />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox', { name: 'Reason' });
    expect(within(listbox).getByRole('option', { name: 'Billing' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Change plan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Change plan');
    expect(onChange).toHaveBeenLastCalledWith('change', 2);
  });

  it('opens on the selected option and closes with Escape without changing it', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} defaultValue="home" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Home phone' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Home phone' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Home phone');
  });

  it('moves 3 options with Page Down / Page Up, stopping at the ends and skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(SELECT.PAGE_STEP).toBe(3);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('option', { name: 'Device repair' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('option', { name: 'Moving' })).toHaveFocus();
    // Outage is disabled, so three enabled steps from Moving run past the end: the last option.
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('option', { name: 'Wireless' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('option', { name: 'Internet' })).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('option', { name: 'Billing' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Wireless' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Billing' })).toHaveFocus();
  });

  it('Tab in the open list chooses the focused option, closes the list and moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Select label="Reason" options={REASONS} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger()).toHaveTextContent('Cable TV');
    await user.tab({ shift: true });
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(trigger()).toHaveTextContent('Change plan');
  });
});

describe('Select type-ahead (seed: next match, 1000 ms reset)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains act() with a 0 ms timer and only advances fake timers it takes for
    // Jest's; this hands it Vitest's clock.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a letter on the closed select jumps to the next option starting with it, cycling', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Select label="Reason" options={REASONS} />);
    await user.tab();
    await user.keyboard('c');
    expect(trigger()).toHaveTextContent('Cable TV');
    await user.keyboard('c');
    expect(trigger()).toHaveTextContent('Change plan');
    await user.keyboard('c');
    expect(trigger()).toHaveTextContent('Cable TV');
    act(() => vi.advanceTimersByTime(SELECT.TYPEAHEAD_RESET_MS));
    await user.keyboard('c');
    expect(trigger()).toHaveTextContent('Change plan');
  });

  it('keeps building the search within 999 ms and starts afresh at 1000 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(SELECT.TYPEAHEAD_RESET_MS).toBe(1000);
    const { unmount } = render(<Select label="Reason" options={REASONS} />);
    await user.tab();
    await user.keyboard('c');
    act(() => vi.advanceTimersByTime(SELECT.TYPEAHEAD_RESET_MS - 1));
    await user.keyboard('h');
    // "ch" is one search: Change plan, not Home phone.
    expect(trigger()).toHaveTextContent('Change plan');
    unmount();

    render(<Select label="Reason" options={REASONS} />);
    await user.tab();
    await user.keyboard('c');
    act(() => vi.advanceTimersByTime(SELECT.TYPEAHEAD_RESET_MS));
    await user.keyboard('h');
    // The buffer was reset, so "h" is a new search.
    expect(trigger()).toHaveTextContent('Home phone');
  });

  it('moves focus (not the selection) in the open list', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Select label="Reason" options={REASONS} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('w');
    expect(screen.getByRole('option', { name: 'Wireless' })).toHaveFocus();
    await user.keyboard('v');
    // "wv" matches nothing, so focus stays; the buffer is dropped and "v" works after it.
    expect(screen.getByRole('option', { name: 'Wireless' })).toHaveFocus();
    await user.keyboard('v');
    expect(screen.getByRole('option', { name: 'Voicemail' })).toHaveFocus();
    expect(trigger()).toHaveTextContent('Select');
  });
});

describe('Select pointer', () => {
  it('opens on click and chooses the clicked option; disabled options do nothing', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Outage' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Internet' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Internet');
  });

  it('closes on a click outside or on the trigger, leaving the value alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select label="Reason" options={REASONS} defaultValue="moving" />
        <p>Outside</p>
      </>,
    );
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Moving');
  });

  it('keeps the rest of the page available while open (non-modal list in the field)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1>Page</h1>
        <Select label="Reason" options={REASONS} />
      </>,
    );
    await user.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(screen.getByRole('heading', { name: 'Page' })).not.toHaveAttribute('inert');
    expect(trigger().closest('[data-state]')).toContainElement(listbox);
  });

  it('clicking the label focuses the trigger', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} />);
    await user.click(screen.getByText('Reason', { selector: 'span' }));
    expect(trigger()).toHaveFocus();
  });
});

describe('Select states and seed strings', () => {
  it('defaults to the label "Select an Option" and the placeholder "Select"', () => {
    render(<Select options={REASONS} />);
    const button = screen.getByRole('button', { name: 'Select Select an Option' });
    expect(button).toHaveTextContent('Select');
    expect(SELECT.DEFAULT_LABEL).toBe('Select an Option');
    expect(SELECT.DEFAULT_PLACEHOLDER).toBe('Select');
    expect(button.closest('[data-state]')).toHaveAttribute('data-state', 'closed');
    expect(button.closest('[data-state]')).toHaveAttribute('data-selected-index', '-1');
  });

  it('exposes open/closed and the selected index as data attributes', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} defaultValue="moving" />);
    const root = trigger().closest('[data-state]');
    expect(root).toHaveAttribute('data-selected-index', '6');
    await user.click(trigger());
    expect(root).toHaveAttribute('data-state', 'open');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Select label="Reason" options={REASONS} value="billing" onChange={onChange} />,
    );
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Moving' }));
    expect(onChange).toHaveBeenCalledWith('moving', 6);
    expect(trigger()).toHaveTextContent('Billing');
    rerender(<Select label="Reason" options={REASONS} value="moving" onChange={onChange} />);
    expect(trigger()).toHaveTextContent('Moving');
  });

  it('sets the error state on blur when it has an error message and no value', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Select label="Reason" options={REASONS} isRequired errorMessage="Please choose a reason." />
        <button type="button">After</button>
      </>,
    );
    const root = trigger().closest('[data-state]');
    expect(screen.queryByText('Please choose a reason.')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(root).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    expect(trigger()).toHaveAccessibleDescription('Please choose a reason.');
    // Choosing a value clears it.
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Billing' }));
    expect(root).not.toHaveAttribute('data-invalid');
    expect(screen.queryByText('Please choose a reason.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText('Please choose a reason.')).not.toBeInTheDocument();
  });

  it('does not flag an error on blur without an error message', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} isRequired />);
    await user.tab();
    await user.tab();
    expect(trigger().closest('[data-state]')).not.toHaveAttribute('data-invalid');
  });

  it('does not flag an error when a value is chosen from the open list', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} errorMessage="Please choose a reason." />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(trigger()).toHaveTextContent('Cable TV');
    expect(screen.queryByText('Please choose a reason.')).not.toBeInTheDocument();
  });

  it('shows the message with the error flag', () => {
    render(<Select label="Reason" options={REASONS} error errorMessage="Please choose a reason." />);
    expect(trigger().closest('[data-state]')).toHaveAttribute('data-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('Please choose a reason.');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Reason" options={REASONS} isDisabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Select on Android and iOS (native picker)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('detects the platforms from the user agent', () => {
    expect(isNativePickerPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe(true);
    expect(isNativePickerPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isNativePickerPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isNativePickerPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isNativePickerPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });

  it('renders a native <select> after hydration on Android, with the same value and error rules', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile',
    );
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Select label="Reason" options={REASONS} onChange={onChange} errorMessage="Please choose a reason." />
        <button type="button">After</button>
      </>,
    );
    const select = await screen.findByRole('combobox', { name: 'Reason' });
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getByRole('option', { name: 'Select' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Outage' })).toBeDisabled();
    await user.tab();
    expect(select).toHaveFocus();
    await user.tab();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a reason.');
    await user.selectOptions(select, 'Home phone');
    expect(onChange).toHaveBeenLastCalledWith('home', 4);
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the custom select on desktop user agents', () => {
    render(<Select label="Reason" options={REASONS} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
  });
});

describe('createOptionsKeyboardDelegate', () => {
  const collator = new Intl.Collator('en', { usage: 'search', sensitivity: 'base' });
  const delegate = createOptionsKeyboardDelegate(REASONS, collator);

  it('pages by 3 enabled options and clamps at both ends', () => {
    expect(delegate.getKeyPageBelow?.('billing')).toBe('device');
    expect(delegate.getKeyPageBelow?.('voicemail')).toBe('wireless');
    expect(delegate.getKeyPageAbove?.('device')).toBe('billing');
    expect(delegate.getKeyPageAbove?.('cable')).toBe('billing');
  });

  it('searches case-insensitively from the option after the current one for a single letter', () => {
    expect(delegate.getKeyForSearch?.('C', null)).toBe('cable');
    expect(delegate.getKeyForSearch?.('c', 'cable')).toBe('change');
    expect(delegate.getKeyForSearch?.('cc', 'change')).toBe('cable');
    expect(delegate.getKeyForSearch?.('cha', 'cable')).toBe('change');
    expect(delegate.getKeyForSearch?.('o', null)).toBeNull();
  });
});
