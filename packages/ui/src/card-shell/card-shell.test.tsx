import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CARD_SHELL_BACKGROUNDS, CARD_SHELL_VARIANTS, CardShell, CardShellRadioGroup } from './index.ts';

describe("CardShell: the seed's enumerations", () => {
  it('knows the five variants and five backgrounds', () => {
    expect(CARD_SHELL_VARIANTS).toEqual(['default', 'button', 'checkbox', 'link', 'radio']);
    expect(CARD_SHELL_BACKGROUNDS).toEqual(['white', 'gray800', 'gray200', 'gray100', 'brandBlue000']);
  });

  it.each(CARD_SHELL_BACKGROUNDS)('exposes the %s background', (background) => {
    render(<CardShell background={background}>Card</CardShell>);
    expect(screen.getByText('Card')).toHaveAttribute('data-background', background);
  });

  it('is a plain white container by default', () => {
    render(<CardShell>Card</CardShell>);
    const card = screen.getByText('Card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveAttribute('data-variant', 'default');
    expect(card).toHaveAttribute('data-background', 'white');
  });
});

describe('CardShell: button', () => {
  it('clicks with the pointer, Enter and Space', async () => {
    const onPress = vi.fn();
    render(
      <CardShell variant="button" onPress={onPress}>
        Pay now
      </CardShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('blocks presses when disabled', async () => {
    const onPress = vi.fn();
    render(
      <CardShell variant="button" onPress={onPress} isDisabled>
        Pay now
      </CardShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('CardShell: link', () => {
  it('navigates to its href', () => {
    render(
      <CardShell variant="link" href="/support/wireless">
        Wireless support
      </CardShell>,
    );
    expect(screen.getByRole('link', { name: 'Wireless support' })).toHaveAttribute(
      'href',
      '/support/wireless',
    );
  });
});

describe('CardShell: checkbox (APG Checkbox)', () => {
  it('toggles with the pointer and with Space, exposing checked state', async () => {
    const onChange = vi.fn();
    render(
      <CardShell variant="checkbox" onChange={onChange} name="addons" value="insurance">
        Device protection
      </CardShell>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Device protection' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Device protection'));
    expect(checkbox).toBeChecked();
    expect(checkbox.closest('label')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(checkbox).toHaveAttribute('name', 'addons');
  });
});

function Group(props: { onChange?: (value: string) => void }) {
  return (
    <CardShellRadioGroup label="Choose a plan" name="plan" onChange={props.onChange}>
      <CardShell variant="radio" value="basic">
        Basic
      </CardShell>
      <CardShell variant="radio" value="unlimited">
        Unlimited
      </CardShell>
      <CardShell variant="radio" value="premium">
        Premium
      </CardShell>
    </CardShellRadioGroup>
  );
}

describe('CardShell: radio (APG Radio Group)', () => {
  it('selects one card within the named group with the pointer', async () => {
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Choose a plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Unlimited'));
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    await userEvent.click(screen.getByText('Premium'));
    expect(screen.getByRole('radio', { name: 'Unlimited' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['unlimited'], ['premium']]);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'plan');
  });

  it('selects with arrow keys after tabbing in', async () => {
    render(<Group />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toHaveFocus();
  });
});

describe('CardShell: server component (ADR 005)', () => {
  it('renders the default card as a plain div, and the interactive variants on React Aria', () => {
    const plain = renderToString(<CardShell background="gray100">Topics</CardShell>);
    expect(plain).toMatch(/^<div [^>]*data-background="gray100" data-variant="default">Topics<\/div>$/);
    expect(
      renderToString(
        <CardShell variant="link" href="/support">
          Support
        </CardShell>,
      ),
    ).toContain('data-rac');
  });
});
