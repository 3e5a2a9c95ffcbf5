'use client';

import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button, type PressEvent } from 'react-aria-components';
import styles from './tooltip.module.css';

/** Tooltip numbers from seed 000 (issue 3, Tooltip). */
export const TOOLTIP = {
  /** Widest the tooltip gets, in CSS px. */
  MAX_WIDTH: 320,
  /** Distance kept from the viewport edges on viewports wider than NARROW_VIEWPORT_MAX. */
  VIEWPORT_MARGIN: 32,
  /** Distance kept from the viewport edges on viewports up to NARROW_VIEWPORT_MAX wide. */
  VIEWPORT_MARGIN_NARROW: 16,
  /** Viewport width (inclusive) up to which VIEWPORT_MARGIN_NARROW applies. */
  NARROW_VIEWPORT_MAX: 600,
  /** Delay between a content change and the tooltip being placed again, in ms. */
  REPOSITION_DELAY_MS: 100,
  /** Gap between the trigger and the tooltip (our choice; the seed gives none). */
  GAP: 8,
} as const;

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps {
  /** Text of the tooltip (plain content: a tooltip holds no interactive elements). Required. */
  content: ReactNode;
  /** Content of the trigger button; its accessible name unless `triggerLabel` is given. Required. */
  children: ReactNode;
  /** Accessible name for the trigger when its content is not text (an info icon). Default: none. */
  triggerLabel?: string;
  /** Preferred side; the tooltip flips to the other one when it would leave the viewport. Default `'top'`. */
  placement?: TooltipPlacement;
  /** Called with the new visibility whenever the tooltip shows or hides. Default: none. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class name for the trigger button. Default: none. */
  triggerClassName?: string;
}

/** Margin kept from the viewport edges for a viewport `viewportWidth` px wide. */
export function tooltipViewportMargin(viewportWidth: number): number {
  return viewportWidth > TOOLTIP.NARROW_VIEWPORT_MAX
    ? TOOLTIP.VIEWPORT_MARGIN
    : TOOLTIP.VIEWPORT_MARGIN_NARROW;
}

interface PlaceTooltipInput {
  /** Trigger box in viewport coordinates. */
  trigger: { top: number; left: number; width: number; height: number };
  tooltip: { width: number; height: number };
  viewport: { width: number; height: number };
  preferred: TooltipPlacement;
}

/**
 * Side and viewport coordinates of the tooltip: the preferred side unless the tooltip would cross
 * the viewport margin there and fits on the other side; centred on the trigger, kept inside the
 * margins horizontally.
 */
export function placeTooltip({ trigger, tooltip, viewport, preferred }: PlaceTooltipInput): {
  placement: TooltipPlacement;
  top: number;
  left: number;
} {
  const margin = tooltipViewportMargin(viewport.width);
  const topY = trigger.top - TOOLTIP.GAP - tooltip.height;
  const bottomY = trigger.top + trigger.height + TOOLTIP.GAP;
  const fitsTop = topY >= margin;
  const fitsBottom = bottomY + tooltip.height <= viewport.height - margin;
  let placement = preferred;
  if (preferred === 'top' && !fitsTop && fitsBottom) placement = 'bottom';
  if (preferred === 'bottom' && !fitsBottom && fitsTop) placement = 'top';
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = Math.max(margin, Math.min(centred, viewport.width - margin - tooltip.width));
  return { placement, top: placement === 'top' ? topY : bottomY, left };
}

/** Whether `node` is inside one of the referenced elements. */
function isInside(node: EventTarget | null, ...refs: { current: HTMLElement | null }[]): boolean {
  return node instanceof Node && refs.some((r) => r.current?.contains(node));
}

interface Position {
  placement: TooltipPlacement;
  top: number;
  left: number;
  maxWidth: number;
}

/**
 * A button with a short description shown next to it (WAI-ARIA tooltip pattern): hover, a click,
 * Enter or Space shows it; Escape, blur or moving the pointer away hides it, except that a click
 * pins it open until Escape, a second click or a click elsewhere. While shown, the trigger is
 * described by it (aria-describedby).
 */
export function Tooltip({
  content,
  children,
  triggerLabel,
  placement = 'top',
  onOpenChange,
  triggerClassName,
}: TooltipProps) {
  const tooltipId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isPinned, setPinned] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);

  const change = useCallback(
    (open: boolean, pinned: boolean) => {
      setPinned(pinned);
      setOpen((was) => {
        if (was !== open) onOpenChange?.(open);
        return open;
      });
    },
    [onOpenChange],
  );
  const hide = useCallback(() => change(false, false), [change]);

  const onPress = (e: PressEvent) => {
    if (e.pointerType === 'keyboard' || e.pointerType === 'virtual') {
      change(!isOpen, false);
    } else {
      // A click pins the tooltip; a click on a pinned tooltip's trigger hides it.
      change(!isPinned, !isPinned);
    }
  };

  const onPointerEnter = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'touch' && !isOpen) change(true, false);
  };
  const onPointerLeave = (e: ReactPointerEvent) => {
    if (e.pointerType === 'touch' || isPinned) return;
    // Moving from the trigger onto the tooltip (or back) keeps it shown (WCAG 1.4.13 hoverable).
    if (isInside(e.relatedTarget, triggerRef, tooltipRef)) return;
    hide();
  };

  // Escape hides it wherever focus is (WCAG 1.4.13 dismissible); a click elsewhere unpins it.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!isInside(e.target, triggerRef, tooltipRef)) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isOpen, hide]);

  return (
    <>
      <Button
        ref={triggerRef}
        className={triggerClassName ? `${styles.trigger} ${triggerClassName}` : styles.trigger}
        aria-label={triggerLabel}
        aria-describedby={isOpen ? tooltipId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        data-pinned={isPinned || undefined}
        onPress={onPress}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onBlur={() => {
          if (!isPinned) hide();
        }}
        onKeyDown={(e) => {
          // Handled here, Escape closes only the tooltip, not a dialog around it.
          if (e.key === 'Escape' && isOpen) hide();
          else e.continuePropagation();
        }}
      >
        {children}
      </Button>
      {isOpen && (
        <TooltipBubble
          id={tooltipId}
          tooltipRef={tooltipRef}
          triggerRef={triggerRef}
          preferred={placement}
          onPointerLeave={onPointerLeave}
        >
          {content}
        </TooltipBubble>
      )}
    </>
  );
}

interface BubbleProps {
  id: string;
  tooltipRef: { current: HTMLSpanElement | null };
  triggerRef: { current: HTMLButtonElement | null };
  preferred: TooltipPlacement;
  onPointerLeave: (e: ReactPointerEvent) => void;
  children: ReactNode;
}

function TooltipBubble({ id, tooltipRef, triggerRef, preferred, onPointerLeave, children }: BubbleProps) {
  const [position, setPosition] = useState<Position | null>(null);
  const placedContent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reposition = useCallback(() => {
    const tip = tooltipRef.current;
    const triggerEl = triggerRef.current;
    if (!tip || !triggerEl) return;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const maxWidth = Math.min(TOOLTIP.MAX_WIDTH, viewport.width - 2 * tooltipViewportMargin(viewport.width));
    // Measure at the width rule that will apply, then place.
    tip.style.maxWidth = `${maxWidth}px`;
    const size = tip.getBoundingClientRect();
    const place = placeTooltip({
      trigger: triggerEl.getBoundingClientRect(),
      tooltip: { width: size.width, height: size.height },
      viewport,
      preferred,
    });
    placedContent.current = tip.innerHTML;
    setPosition({ placement: place.placement, top: place.top, left: place.left, maxWidth });
  }, [tooltipRef, triggerRef, preferred]);

  useLayoutEffect(() => {
    reposition();
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
      clearTimeout(timer.current);
    };
  }, [reposition]);

  // After every render: if the content differs from what was placed, place it again 100 ms later.
  useLayoutEffect(() => {
    const tip = tooltipRef.current;
    if (!tip || placedContent.current === null || tip.innerHTML === placedContent.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(reposition, TOOLTIP.REPOSITION_DELAY_MS);
  });

  // Rendered in place (fixed to the viewport) rather than portalled, so it stays inside the page's
  // landmarks; a span, because the trigger may sit in a paragraph.
  return (
    <span
      ref={tooltipRef}
      id={id}
      role="tooltip"
      className={styles.tooltip}
      data-state="open"
      data-placement={position?.placement ?? preferred}
      style={{
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        maxWidth: position?.maxWidth ?? TOOLTIP.MAX_WIDTH,
        ['--tooltip-gap' as string]: `${TOOLTIP.GAP}px`,
        visibility: position ? undefined : 'hidden',
      }}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </span>
  );
}
