import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ICON_BUTTON, ICON_BUTTON_SIZES, IconButton } from './icon-button.tsx';

const icon = <svg viewBox="0 0 16 16" data-icon="close" />;

describe('IconButton: pointer', () => {
  it('is named by its label and calls onPress on click', async () => {
    const onPress = vi.fn();
    render(<IconButton iconSvg={icon} label="Close chat" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('blocks presses when disabled', async () => {
    const onPress = vi.fn();
    render(<IconButton iconSvg={icon} label="Close chat" disabled onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close chat' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it('shows the tooltip on hover and hides it when the pointer leaves', async () => {
    render(<IconButton iconSvg={icon} label="Share" isTooltip />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(screen.getByText('Share')).toHaveAttribute('data-state', 'hidden');
    await userEvent.hover(button);
    expect(screen.getByText('Share')).toHaveAttribute('data-state', 'visible');
    await userEvent.unhover(button);
    expect(screen.getByText('Share')).toHaveAttribute('data-state', 'hidden');
  });
});

describe('IconButton: keyboard', () => {
  it('activates with Enter and Space', async () => {
    const onPress = vi.fn();
    render(<IconButton iconSvg={icon} label="Share" onPress={onPress} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows the tooltip on focus without a title attribute, and Escape dismisses it', async () => {
    render(<IconButton iconSvg={icon} label="Share" isTooltip />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('title');
    const tooltip = screen.getByText('Share');
    expect(tooltip).toHaveAttribute('data-state', 'visible');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    await userEvent.keyboard('{Escape}');
    expect(tooltip).toHaveAttribute('data-state', 'hidden');
    expect(button).toHaveFocus();
  });
});

describe('IconButton: states', () => {
  it('renders a link when given href', () => {
    render(<IconButton iconSvg={icon} label="Help" href="/help" />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('prefers accessibilityText for the name and hides the icon', () => {
    render(<IconButton iconSvg={icon} label="Close" accessibilityText="Close the chat window" />);
    const button = screen.getByRole('button', { name: 'Close the chat window' });
    expect(button.querySelector('[data-icon]')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('exposes face and background', () => {
    render(<IconButton iconSvg={icon} label="Play" isButtonFace bgIconColor="brand" />);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('data-face', 'true');
    expect(button).toHaveAttribute('data-bg', 'brand');
  });
});

describe("IconButton: the seed's sizes", () => {
  it('knows extraLarge, large, medium and small, each at least 24 px', () => {
    expect(ICON_BUTTON_SIZES).toEqual(['extraLarge', 'large', 'medium', 'small']);
    for (const size of ICON_BUTTON_SIZES) expect(ICON_BUTTON.SIZES_PX[size]).toBeGreaterThanOrEqual(24);
  });

  it.each(ICON_BUTTON_SIZES)('sizes the %s button from the constants', (size) => {
    render(<IconButton iconSvg={icon} label="Play" IconButtonSize={size} />);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button.style.getPropertyValue('--ui-icon-button-size')).toBe(`${ICON_BUTTON.SIZES_PX[size]}px`);
  });

  it('defaults to medium', () => {
    render(<IconButton iconSvg={icon} label="Play" />);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('data-size', 'medium');
  });
});
