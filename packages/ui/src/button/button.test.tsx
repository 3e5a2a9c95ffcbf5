import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUTTON, Button } from './button.tsx';

describe('Button: pointer', () => {
  it('calls onPress on click', async () => {
    const onPress = vi.fn();
    render(<Button text="Pay bill" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay bill' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks when disabled', async () => {
    const onPress = vi.fn();
    render(<Button text="Pay bill" configs={{ disabled: true }} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Pay bill' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'disabled');
  });
});

describe('Button: keyboard (APG Button)', () => {
  it('activates with Enter and with Space', async () => {
    const onPress = vi.fn();
    render(<Button text="Pay bill" onPress={onPress} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pay bill' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});

describe('Button: states', () => {
  it('shows the spinner with its label, stays focusable and blocks presses while loading', async () => {
    const onPress = vi.fn();
    render(<Button text="Pay bill" spinnerLabel="Paying" configs={{ spinner: true }} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Paying' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).not.toHaveTextContent('Pay bill');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names itself with accessibilityText and hides the icon', () => {
    render(
      <Button
        text="Learn more"
        accessibilityText="Learn more about paying your bill"
        svgIcon={<svg data-icon="true" />}
      />,
    );
    const button = screen.getByRole('button', { name: 'Learn more about paying your bill' });
    expect(button.querySelector('[data-icon]')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('exposes variant, size, width and dark switches as data attributes', () => {
    render(
      <Button
        text="Shop"
        configs={{
          variant: 'whiteSecondary',
          size: 'small',
          fullWidth: true,
          mobileFullWidth: true,
          regularButton: true,
          onDark: true,
          margin: '0 0 1rem',
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Shop' });
    expect(button).toHaveAttribute('data-variant', 'whiteSecondary');
    expect(button).toHaveAttribute('data-size', 'small');
    expect(button).toHaveAttribute('data-full-width', 'true');
    expect(button).toHaveAttribute('data-mobile-full-width', 'true');
    expect(button).toHaveAttribute('data-regular', 'true');
    expect(button).toHaveAttribute('data-on-dark', 'true');
    expect(button.style.margin).toBe('0px 0px 1rem');
  });

  it('defaults to a large blue primary button', () => {
    render(<Button text="Shop" />);
    const button = screen.getByRole('button', { name: 'Shop' });
    expect(button).toHaveAttribute('data-variant', 'bluePrimary');
    expect(button).toHaveAttribute('data-size', 'large');
    expect(button).toHaveAttribute('type', 'button');
  });
});

describe('Button: href', () => {
  it('renders a link styled as a button when navigational', () => {
    render(<Button text="View plans" href="/plans" />);
    const link = screen.getByRole('link', { name: 'View plans' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(link).toHaveAttribute('data-variant', 'bluePrimary');
  });

  it('renders a button that navigates when not navigational', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<Button text="Continue" href="/next" isNavigational={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/next');
    vi.unstubAllGlobals();
  });
});

describe('Button: modal (APG Dialog)', () => {
  const modal = (configs = {}) => (
    <Button
      text="See details"
      configs={{ function: 'modal', ...configs }}
      modalTitle="Plan details"
      modalContent={<p>Unlimited talk and text.</p>}
    />
  );

  it('opens a medium dialog titled by modalTitle, closes on Escape and returns focus', async () => {
    render(modal());
    const trigger = screen.getByRole('button', { name: 'See details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Plan details' });
    expect(dialog).toHaveTextContent('Unlimited talk and text.');
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'medium');
    expect(screen.getByRole('heading', { name: 'Plan details', level: 2 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button and honours modalSize large', async () => {
    render(modal({ modalSize: 'large' }));
    await userEvent.click(screen.getByRole('button', { name: 'See details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan details' });
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'large');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("Button: the seed's numbers", () => {
  afterEach(() => vi.useRealTimers());

  it('turns the spinner once every 2.25 s', () => {
    expect(BUTTON.SPINNER_ANIMATION_MS).toBe(2250);
    render(<Button text="Pay" configs={{ spinner: true }} />);
    expect(screen.getByRole('button').style.getPropertyValue('--ui-button-spinner-duration')).toBe('2250ms');
  });

  it('uses the medium modal by default and the 767 px mobile breakpoint', () => {
    expect(BUTTON.DEFAULT_MODAL_SIZE).toBe('medium');
    expect(BUTTON.MOBILE_BREAKPOINT_PX).toBe(767);
  });

  it('keeps the loading state while the caller waits (fake timers)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Button text="Pay" spinnerLabel="Paying" configs={{ spinner: true }} />);
    act(() => {
      vi.advanceTimersByTime(BUTTON.SPINNER_ANIMATION_MS * 3);
    });
    expect(screen.getByRole('button', { name: 'Paying' })).toHaveAttribute('data-state', 'loading');
    rerender(<Button text="Pay" spinnerLabel="Paying" configs={{ spinner: false }} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('data-state', 'idle');
  });
});

describe('Button: server rendering', () => {
  it('renders the closed modal trigger to a string (server components render it first)', () => {
    const html = renderToString(<Button text="Pay bill" configs={{ function: 'modal' }} modalContent="x" />);
    expect(html).toContain('Pay bill');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="dialog"');
  });
});

describe('Button: disclosure toggle (isExpanded, controls)', () => {
  it('says whether what it controls is open, and which element that is', async () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <Button text="Show more" isExpanded={false} controls="answer-text" onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'answer-text');
    expect(button).toHaveAttribute('data-expanded', 'false');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<Button text="Show less" isExpanded controls="answer-text" onPress={onPress} />);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is no toggle by default', () => {
    render(<Button text="Pay bill" />);
    const button = screen.getByRole('button', { name: 'Pay bill' });
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(button).not.toHaveAttribute('data-expanded');
  });
});

describe('Button: server component (ADR 005)', () => {
  it('renders a plain submit button as a native button, with no React Aria markup', () => {
    const html = renderToString(
      <Button type="submit" text="Search" configs={{ regularButton: true, size: 'small' }} />,
    );
    expect(html).toBe(
      `<button class="${html.match(/class="([^"]+)"/)?.[1]}" style="--ui-button-spinner-duration:2250ms" data-state="idle" data-variant="bluePrimary" data-size="small" data-regular="true" type="submit"><span>Search</span></button>`,
    );
  });

  it('renders a navigational button as a native link, and a disabled one as a disabled button', () => {
    expect(renderToString(<Button text="View plans" href="/plans" />)).toMatch(/^<a [^>]*href="\/plans"/);
    const disabled = renderToString(<Button text="Pay" configs={{ disabled: true }} />);
    expect(disabled).toContain('disabled=""');
    expect(disabled).toContain('data-disabled="true"');
    expect(disabled).not.toContain('data-rac');
  });

  it('keeps one element, and the focus, while a submit button starts and stops loading', async () => {
    const { rerender } = render(<Button type="submit" text="Get answer" configs={{ spinner: false }} />);
    const button = screen.getByRole('button', { name: 'Get answer' });
    button.focus();
    rerender(<Button type="submit" text="Get answer" configs={{ spinner: true }} />);
    expect(screen.getByRole('button')).toBe(button);
    expect(button).toHaveFocus();
    rerender(<Button type="submit" text="Get answer" configs={{ spinner: false }} />);
    expect(screen.getByRole('button', { name: 'Get answer' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('hands onPress, modal, loading and non-navigational buttons to React Aria', () => {
    expect(renderToString(<Button text="Go" onPress={() => {}} />)).toContain('data-rac');
    expect(renderToString(<Button text="Go" configs={{ spinner: true }} />)).toContain('data-rac');
    expect(renderToString(<Button text="Go" href="/next" isNavigational={false} />)).toContain('data-rac');
  });
});
