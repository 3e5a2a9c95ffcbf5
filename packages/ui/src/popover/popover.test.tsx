import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPOVER, Popover, type PopoverProps, placePopover, scrollDeltaToReveal } from './popover.tsx';

function setViewport(width: number, height = 800) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

function renderPopover(props: Partial<PopoverProps> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Popover trigger="Plan details" title="Your plan" {...props}>
        <p>Unlimited talk and text.</p>
        <a href="#more">More about plans</a>
      </Popover>
      <button type="button">Outside</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Plan details' }) };
}

beforeEach(() => setViewport(1280));
afterEach(() => vi.restoreAllMocks());

describe('keyboard (disclosure + dialog patterns)', () => {
  it('opens on Enter, moves focus into the dialog and closes on Escape back to the trigger', async () => {
    const { user, trigger } = renderPopover();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Your plan' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on Space', async () => {
    const { user, trigger } = renderPopover();
    trigger.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Your plan' })).toBeInTheDocument();
  });

  it('traps Tab and Shift+Tab inside the open dialog', async () => {
    const { user, trigger } = renderPopover();
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Your plan' });
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes from its close button with Enter and returns focus to the trigger', async () => {
    const { user, trigger } = renderPopover({ closeLabel: 'Close plan details' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close plan details' });
    close.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('pointer', () => {
  it('toggles on click of the trigger', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Your plan' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('data-state', 'open');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('data-state', 'closed');
  });

  it('closes on an outside click', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('states', () => {
  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Popover trigger="Help" title="Help" isOpen={false} onOpenChange={onOpenChange}>
        Text
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Popover trigger="Help" title="Help" isOpen onOpenChange={onOpenChange}>
        Text
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();
  });

  it('is not left visually hidden once placed (no opacity, clip or clip-path)', async () => {
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    const panel = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    expect(panel.style.opacity).toBe('');
    expect(panel.style.clipPath).toBe('');
    expect(panel.style.clip).toBe('');
  });

  it('exposes alignment and position as data attributes', async () => {
    const { user, trigger } = renderPopover({ align: 'right', position: 'top' });
    await user.click(trigger);
    const panel = (await screen.findByRole('dialog')).parentElement;
    expect(panel).toHaveAttribute('data-align', 'right');
    expect(panel).toHaveAttribute('data-position', 'top');
  });
});

describe('the spec numbers', () => {
  const trigger = { top: 500, left: 300, width: 100, height: 40 };
  const panel = { width: 200, height: 120 };

  it('aligns left, right and center on the trigger, below or above it', () => {
    const base = { trigger, panel, viewportWidth: 1280 };
    expect(placePopover({ ...base, align: 'left', position: 'bottom' })).toEqual({
      top: 540 + POPOVER.GAP,
      left: 300,
    });
    expect(placePopover({ ...base, align: 'right', position: 'bottom' }).left).toBe(200);
    expect(placePopover({ ...base, align: 'center', position: 'bottom' }).left).toBe(250);
    expect(placePopover({ ...base, align: 'left', position: 'top' }).top).toBe(500 - POPOVER.GAP - 120);
  });

  it('keeps the panel inside the viewport horizontally', () => {
    const base = { panel, position: 'bottom' as const, align: 'left' as const };
    expect(placePopover({ ...base, trigger: { ...trigger, left: 1200 }, viewportWidth: 1280 }).left).toBe(
      1280 - POPOVER.EDGE_PADDING - 200,
    );
    expect(
      placePopover({ ...base, align: 'right', trigger: { ...trigger, left: 0 }, viewportWidth: 1280 }).left,
    ).toBe(POPOVER.EDGE_PADDING);
  });

  it('scrolls an off-screen panel into view with a 30 px margin', () => {
    expect(POPOVER.SCROLL_OFFSET).toBe(30);
    // Bottom edge at 850 in an 800 px viewport: scroll 850 - (800 - 30) = 80 px down.
    expect(scrollDeltaToReveal(650, 200, 800, 30)).toBe(80);
    expect(scrollDeltaToReveal(-40, 200, 800, 30)).toBe(-70);
    expect(scrollDeltaToReveal(100, 200, 800, 30)).toBe(0);
    // Taller than the viewport: align the top edge.
    expect(scrollDeltaToReveal(300, 900, 800, 30)).toBe(270);
  });

  it('scrolls the page by the scroll offset prop when the panel opens off-screen', async () => {
    setViewport(1280, 800);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'dialog' || this.querySelector('[role=dialog]')) {
        return DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 200 });
      }
      return DOMRect.fromRect({ x: 100, y: 700, width: 100, height: 40 });
    });
    const { user, trigger } = renderPopover({ scrollOffset: 50 });
    await user.click(trigger);
    await screen.findByRole('dialog');
    // Panel top 700 + 40 + GAP, bottom 200 px lower; it must end 50 px above the viewport bottom.
    expect(scrollBy).toHaveBeenCalledWith({ top: 740 + POPOVER.GAP + 200 - (800 - 50) });
  });

  it('is between 150 and 400 px wide, 300 px at most on viewports up to 428 px', async () => {
    expect([POPOVER.MIN_WIDTH, POPOVER.MAX_WIDTH, POPOVER.MAX_WIDTH_NARROW]).toEqual([150, 400, 300]);
    const { user, trigger } = renderPopover({ fullScreenOnMobile: false });
    await user.click(trigger);
    let panel = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    expect(panel.style.minWidth).toBe('150px');
    expect(panel.style.maxWidth).toBe('400px');
    setViewport(428);
    await waitFor(() => expect(panel.style.maxWidth).toBe('300px'));
    setViewport(429);
    await waitFor(() => expect(panel.style.maxWidth).toBe('400px'));
    panel = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    expect(panel).not.toHaveAttribute('data-fullscreen');
  });

  it('fills the screen on viewports up to 767 px, not from 768 px', async () => {
    setViewport(767);
    const { user, trigger } = renderPopover();
    await user.click(trigger);
    const panel = (await screen.findByRole('dialog')).parentElement as HTMLElement;
    expect(panel).toHaveAttribute('data-fullscreen', 'true');
    expect(panel.style.position).toBe('fixed');
    setViewport(768);
    await waitFor(() => expect(panel).not.toHaveAttribute('data-fullscreen'));
    expect(panel.style.position).toBe('absolute');
  });
});
