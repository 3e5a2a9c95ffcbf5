import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeTooltip, TOOLTIP, Tooltip, type TooltipProps, tooltipViewportMargin } from './tooltip.tsx';

function setViewport(width: number, height = 800) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
}

function renderTooltip(props: Partial<TooltipProps> = {}) {
  const user = userEvent.setup();
  const result = render(
    <>
      <Tooltip content="Taxes and fees are billed monthly." {...props}>
        What are fees?
      </Tooltip>
      <button type="button">Next</button>
    </>,
  );
  return { ...result, user, trigger: screen.getByRole('button', { name: 'What are fees?' }) };
}

function expectShown(trigger: HTMLElement) {
  const tip = screen.getByRole('tooltip');
  expect(tip).toHaveTextContent('Taxes and fees are billed monthly.');
  expect(trigger).toHaveAttribute('aria-describedby', tip.id);
  expect(trigger).toHaveAttribute('data-state', 'open');
}

function expectHidden(trigger: HTMLElement) {
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(trigger).not.toHaveAttribute('aria-describedby');
  expect(trigger).toHaveAttribute('data-state', 'closed');
}

beforeEach(() => setViewport(1280));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('keyboard (WAI-ARIA tooltip pattern)', () => {
  it('shows on Enter and hides on Escape', async () => {
    const { user, trigger } = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expectHidden(trigger);
    await user.keyboard('{Enter}');
    expectShown(trigger);
    await user.keyboard('{Escape}');
    expectHidden(trigger);
    expect(trigger).toHaveFocus();
  });

  it('shows on Space and hides on blur', async () => {
    const { user, trigger } = renderTooltip();
    await user.tab();
    await user.keyboard(' ');
    expectShown(trigger);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expectHidden(trigger);
  });

  it('keeps Escape to itself so a dialog around it stays open', async () => {
    const onKeyDown = vi.fn();
    const user = userEvent.setup();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog listening for Escape
      <div onKeyDown={onKeyDown}>
        <Tooltip content="Tip">Info</Tooltip>
      </div>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    onKeyDown.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onKeyDown).not.toHaveBeenCalled();
  });
});

describe('pointer', () => {
  it('shows on hover and hides when the pointer leaves', async () => {
    const { user, trigger } = renderTooltip();
    await user.hover(trigger);
    expectShown(trigger);
    await user.unhover(trigger);
    expectHidden(trigger);
  });

  it('stays shown while the pointer moves from the trigger onto the tooltip', async () => {
    const { user, trigger } = renderTooltip();
    await user.hover(trigger);
    const tip = screen.getByRole('tooltip');
    // user-event leaves relatedTarget empty; browsers set it to the element being entered.
    fireEvent.pointerOut(trigger, { pointerType: 'mouse', relatedTarget: tip });
    fireEvent.pointerOver(tip, { pointerType: 'mouse', relatedTarget: trigger });
    expectShown(trigger);
    fireEvent.pointerOut(tip, { pointerType: 'mouse', relatedTarget: document.body });
    expectHidden(trigger);
  });

  it('a click pins it open through mouse leave and blur; a second click hides it', async () => {
    const { user, trigger } = renderTooltip();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('data-pinned', 'true');
    await user.unhover(trigger);
    expectShown(trigger);
    trigger.blur();
    expectShown(trigger);
    await user.click(trigger);
    expectHidden(trigger);
    expect(trigger).not.toHaveAttribute('data-pinned');
  });

  it('an outside click hides a pinned tooltip', async () => {
    const { user, trigger } = renderTooltip();
    await user.click(trigger);
    expectShown(trigger);
    await user.click(document.body);
    expectHidden(trigger);
  });

  it('Escape hides a pinned tooltip', async () => {
    const { user, trigger } = renderTooltip();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expectHidden(trigger);
  });
});

describe('states', () => {
  it('reports shown and hidden through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { user, trigger } = renderTooltip({ onOpenChange });
    await user.hover(trigger);
    await user.unhover(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('names an icon-only trigger with triggerLabel', () => {
    render(
      <Tooltip content="Tip" triggerLabel="More about fees">
        <svg aria-hidden="true" />
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'More about fees' })).toBeInTheDocument();
  });
});

describe('the seed numbers', () => {
  const trigger = { top: 100, left: 600, width: 80, height: 24 };

  it('keeps 32 px from the viewport edges on viewports wider than 600 px, 16 px otherwise', () => {
    expect(tooltipViewportMargin(601)).toBe(32);
    expect(tooltipViewportMargin(600)).toBe(16);
    const tooltip = { width: 300, height: 40 };
    expect(
      placeTooltip({
        trigger: { ...trigger, left: 0 },
        tooltip,
        viewport: { width: 1280, height: 800 },
        preferred: 'top',
      }).left,
    ).toBe(32);
    expect(
      placeTooltip({
        trigger: { ...trigger, left: 0 },
        tooltip,
        viewport: { width: 375, height: 800 },
        preferred: 'top',
      }).left,
    ).toBe(16);
    expect(
      placeTooltip({
        trigger: { ...trigger, left: 360 },
        tooltip,
        viewport: { width: 375, height: 800 },
        preferred: 'top',
      }).left,
    ).toBe(375 - 16 - 300);
  });

  it('flips between top and bottom when it would leave the viewport', () => {
    const viewport = { width: 1280, height: 800 };
    const tooltip = { width: 200, height: 80 };
    // 100 - 8 - 80 = 12 px from the top: inside the 32 px margin, so below.
    expect(placeTooltip({ trigger, tooltip, viewport, preferred: 'top' })).toEqual({
      placement: 'bottom',
      top: 100 + 24 + TOOLTIP.GAP,
      left: 540,
    });
    expect(
      placeTooltip({ trigger: { ...trigger, top: 300 }, tooltip, viewport, preferred: 'top' }).placement,
    ).toBe('top');
    expect(
      placeTooltip({ trigger: { ...trigger, top: 700 }, tooltip, viewport, preferred: 'bottom' }).placement,
    ).toBe('top');
    expect(
      placeTooltip({ trigger: { ...trigger, top: 300 }, tooltip, viewport, preferred: 'bottom' }).placement,
    ).toBe('bottom');
  });

  it('is at most 320 px wide, and never wider than the viewport minus its margins', async () => {
    expect(TOOLTIP.MAX_WIDTH).toBe(320);
    const { user, trigger: t } = renderTooltip();
    await user.hover(t);
    expect(screen.getByRole('tooltip').style.maxWidth).toBe('320px');
    await user.unhover(t);
    setViewport(320);
    await user.hover(t);
    expect(screen.getByRole('tooltip').style.maxWidth).toBe(`${320 - 2 * 16}px`);
  });

  it('places itself again 100 ms after its content changes', async () => {
    vi.useFakeTimers();
    const tipHeight = { value: 40 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tooltip') {
        return DOMRect.fromRect({ x: 0, y: 0, width: 200, height: tipHeight.value });
      }
      return DOMRect.fromRect({ x: 600, y: 100, width: 80, height: 24 });
    });
    const { rerender } = render(<Tooltip content="Short">Info</Tooltip>);
    // user-event stalls under fake timers here, so the pointer is moved by hand.
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Info' }), { pointerType: 'mouse' });
    const tip = screen.getByRole('tooltip');
    // 100 - 8 - 40 = 52 px from the top: room above.
    expect(tip).toHaveAttribute('data-placement', 'top');
    expect(tip.style.top).toBe(`${100 - TOOLTIP.GAP - 40}px`);

    tipHeight.value = 80;
    rerender(<Tooltip content="A much longer explanation that wraps onto more lines">Info</Tooltip>);
    act(() => vi.advanceTimersByTime(TOOLTIP.REPOSITION_DELAY_MS - 1));
    expect(tip).toHaveAttribute('data-placement', 'top');
    act(() => vi.advanceTimersByTime(1));
    expect(tip).toHaveAttribute('data-placement', 'bottom');
    expect(tip.style.top).toBe(`${100 + 24 + TOOLTIP.GAP}px`);
  });
});
