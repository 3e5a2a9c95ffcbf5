import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_GROUP, BUTTON_GROUP_VARIANTS, ButtonGroup } from './button-group.tsx';

const items = [
  { name: 'Chat', value: 'chat' },
  { name: 'Call', value: 'call' },
  { name: 'Social', value: 'social' },
];

function checked() {
  return screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);
}

describe("ButtonGroup: the seed's numbers", () => {
  it('selects index 0 by default', () => {
    expect(BUTTON_GROUP.DEFAULT_SELECTED_INDEX).toBe(0);
    render(<ButtonGroup label="Contact by" items={items} />);
    expect(checked()).toEqual(['Chat']);
  });

  it('selects the given index', () => {
    render(<ButtonGroup label="Contact by" items={items} defaultSelectedIndex={2} />);
    expect(checked()).toEqual(['Social']);
  });

  it.each(BUTTON_GROUP_VARIANTS)('exposes the %s variant', (variant) => {
    render(<ButtonGroup label="Contact by" items={items} variant={variant} />);
    expect(screen.getByRole('radiogroup', { name: 'Contact by' })).toHaveAttribute('data-variant', variant);
  });
});

describe('ButtonGroup: pointer', () => {
  it('selects on click and calls back with the value only on change', async () => {
    const onChange = vi.fn();
    render(<ButtonGroup label="Contact by" items={items} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    expect(checked()).toEqual(['Call']);
    expect(screen.getByRole('radio', { name: 'Call' })).toHaveAttribute('data-selected', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Call' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('call', 1);
  });
});

describe('ButtonGroup: keyboard (APG radio group, roving tabindex)', () => {
  it('enters at the selected option with Tab and leaves with one more Tab', async () => {
    render(
      <>
        <ButtonGroup label="Contact by" items={items} defaultSelectedIndex={1} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Call' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Chat' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves selection and focus with Right and Left, wrapping around', async () => {
    const onChange = vi.fn();
    render(<ButtonGroup label="Contact by" items={items} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['Call']);
    expect(screen.getByRole('radio', { name: 'Call' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()).toEqual(['Chat']);
    expect(screen.getByRole('radio', { name: 'Chat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['Social']);
    expect(screen.getByRole('radio', { name: 'Social' })).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['call', 'social', 'chat', 'social']);
  });

  it('selects the focused option with Enter or Space', async () => {
    const onChange = vi.fn();
    render(<ButtonGroup label="Contact by" items={items} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    // Already selected: nothing changes, no callback.
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('radio', { name: 'Social' }).focus();
    await userEvent.keyboard(' ');
    expect(checked()).toEqual(['Social']);
    screen.getByRole('radio', { name: 'Call' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(checked()).toEqual(['Call']);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['social', 'call']);
  });
});

function Parent() {
  const [index, setIndex] = useState(2);
  return (
    <>
      <ButtonGroup label="Contact by" items={items} selectedIndex={index} onChange={(_, i) => setIndex(i)} />
      <output>{items[index]?.value}</output>
    </>
  );
}

describe('ButtonGroup: controlled', () => {
  it('follows selectedIndex from its parent', async () => {
    render(<Parent />);
    expect(checked()).toEqual(['Social']);
    await userEvent.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(checked()).toEqual(['Chat']);
    expect(screen.getByRole('status')).toHaveTextContent('chat');
  });
});
