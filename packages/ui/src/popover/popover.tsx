'use client';

import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Overlay, usePopover } from 'react-aria';
import {
  Button,
  DialogTrigger,
  type OverlayTriggerState,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { DialogFrame } from '../dialog-frame/index.ts';
import { MOBILE_MAX } from '../tokens/breakpoints.ts';
import styles from './popover.module.css';

/** Popover numbers from the spec (issue 3, Popover). */
export const POPOVER = {
  /** Narrowest the panel gets, in CSS px. */
  MIN_WIDTH: 150,
  /** Widest the panel gets, in CSS px. */
  MAX_WIDTH: 400,
  /** Widest the panel gets on a viewport up to NARROW_VIEWPORT_MAX wide, in CSS px. */
  MAX_WIDTH_NARROW: 300,
  /** Viewport width (inclusive) up to which MAX_WIDTH_NARROW applies. */
  NARROW_VIEWPORT_MAX: 428,
  /** Viewport width (inclusive) up to which the panel fills the screen (the mobile breakpoint). */
  FULL_SCREEN_VIEWPORT_MAX: MOBILE_MAX,
  /** Margin kept between the panel and the viewport edge when the page is scrolled to reveal it. */
  SCROLL_OFFSET: 30,
  /** Gap between the trigger and the panel (our choice; the spec gives none). */
  GAP: 8,
  /** Smallest distance from the left and right viewport edges (our choice; the spec gives none). */
  EDGE_PADDING: 8,
} as const;

export type PopoverAlign = 'left' | 'right' | 'center';
export type PopoverPosition = 'top' | 'bottom';

export interface PopoverProps {
  /** Content of the trigger button (its accessible name unless `triggerLabel` is given). Required. */
  trigger: ReactNode;
  /** Accessible name for the trigger when its content is not text (an icon). Default: none. */
  triggerLabel?: string;
  /** Heading of the panel, which also names the dialog. Required. */
  title: ReactNode;
  /** Panel content. Required. */
  children: ReactNode;
  /** Horizontal alignment of the panel against the trigger. Default `'left'`. */
  align?: PopoverAlign;
  /** Whether the panel opens above or below the trigger. Default `'bottom'`. */
  position?: PopoverPosition;
  /**
   * Margin in CSS px kept between the panel and the viewport edge when opening scrolls the page to
   * bring an off-screen panel into view. Default `POPOVER.SCROLL_OFFSET` (30).
   */
  scrollOffset?: number;
  /** Fill the screen on viewports up to `POPOVER.FULL_SCREEN_VIEWPORT_MAX` (767) wide. Default `true`. */
  fullScreenOnMobile?: boolean;
  /** Accessible name of the close button. Default `'Close'`. */
  closeLabel?: string;
  /** Open state when controlled. Default: uncontrolled. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called with the new open state whenever it changes. Default: none. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class name for the trigger button. Default: none. */
  triggerClassName?: string;
}

/** A viewport-relative box, as returned by getBoundingClientRect. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface PlacePopoverInput {
  trigger: Box;
  panel: { width: number; height: number };
  viewportWidth: number;
  align: PopoverAlign;
  position: PopoverPosition;
}

/** Where the panel goes, in viewport coordinates: aligned on the trigger, kept inside the viewport horizontally. */
export function placePopover({ trigger, panel, viewportWidth, align, position }: PlacePopoverInput): {
  top: number;
  left: number;
} {
  let left = trigger.left;
  if (align === 'right') left = trigger.left + trigger.width - panel.width;
  if (align === 'center') left = trigger.left + trigger.width / 2 - panel.width / 2;
  const maxLeft = viewportWidth - POPOVER.EDGE_PADDING - panel.width;
  left = Math.max(POPOVER.EDGE_PADDING, Math.min(left, maxLeft));
  const top =
    position === 'bottom'
      ? trigger.top + trigger.height + POPOVER.GAP
      : trigger.top - POPOVER.GAP - panel.height;
  return { top, left };
}

/**
 * How far to scroll the page (positive: down) so a panel at `top` (viewport coordinates) with
 * `height` is visible with `offset` px to spare; 0 when it already is. A panel taller than the
 * viewport is aligned on its top edge.
 */
export function scrollDeltaToReveal(
  top: number,
  height: number,
  viewportHeight: number,
  offset: number,
): number {
  if (top < offset) return top - offset;
  const overflow = top + height - (viewportHeight - offset);
  if (overflow > 0) return Math.min(overflow, top - offset);
  return 0;
}

/**
 * A button that opens a small dialog next to it (WAI-ARIA disclosure + dialog patterns): Enter,
 * Space or a click toggles it; Escape, an outside click or the close button closes it; focus stays
 * inside while it is open and goes back to the button afterwards.
 */
export function Popover({
  trigger,
  triggerLabel,
  title,
  children,
  align = 'left',
  position = 'bottom',
  scrollOffset = POPOVER.SCROLL_OFFSET,
  fullScreenOnMobile = true,
  closeLabel = 'Close',
  isOpen,
  defaultOpen,
  onOpenChange,
  triggerClassName,
}: PopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger triggerRef={triggerRef} label={triggerLabel} className={triggerClassName}>
        {trigger}
      </PopoverTrigger>
      <PopoverPanel
        triggerRef={triggerRef}
        title={title}
        align={align}
        position={position}
        scrollOffset={scrollOffset}
        fullScreenOnMobile={fullScreenOnMobile}
        closeLabel={closeLabel}
      >
        {children}
      </PopoverPanel>
    </DialogTrigger>
  );
}

function PopoverTrigger({
  triggerRef,
  label,
  className,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  const state = useContext(OverlayTriggerStateContext);
  return (
    <Button
      ref={triggerRef}
      aria-label={label}
      className={className ? `${styles.trigger} ${className}` : styles.trigger}
      data-state={state?.isOpen ? 'open' : 'closed'}
    >
      {children}
    </Button>
  );
}

interface PanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  children: ReactNode;
  align: PopoverAlign;
  position: PopoverPosition;
  scrollOffset: number;
  fullScreenOnMobile: boolean;
  closeLabel: string;
}

function PopoverPanel(props: PanelProps) {
  const state = useContext(OverlayTriggerStateContext);
  // Mounting the open panel only while open keeps its layout effects to the open lifetime.
  if (!state?.isOpen) return null;
  return <OpenPanel {...props} state={state} />;
}

interface Layout {
  fullScreen: boolean;
  maxWidth: number;
}

/*
 * React Aria's usePopover gives the modal-popover behaviour (outside click, Escape, blur, inert
 * page, scroll lock); its positioning is switched off because the spec's placement (alignment
 * without flipping, then scrolling the page to reveal the panel) is not what it computes, and the
 * Popover component keeps itself invisible until its own positioning has run.
 */
function OpenPanel({
  state,
  triggerRef,
  title,
  children,
  align,
  position,
  scrollOffset,
  fullScreenOnMobile,
  closeLabel,
}: PanelProps & { state: OverlayTriggerState }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef: panelRef, shouldUpdatePosition: false, shouldFlip: false },
    state,
  );
  const [layout, setLayout] = useState<Layout | null>(null);
  const [coords, setCoords] = useState<{ top: number; left: number } | null>(null);
  const scrolled = useRef(false);

  const measureViewport = useCallback(() => {
    const width = window.innerWidth;
    setLayout({
      fullScreen: fullScreenOnMobile && width <= POPOVER.FULL_SCREEN_VIEWPORT_MAX,
      maxWidth: width <= POPOVER.NARROW_VIEWPORT_MAX ? POPOVER.MAX_WIDTH_NARROW : POPOVER.MAX_WIDTH,
    });
  }, [fullScreenOnMobile]);

  useLayoutEffect(() => {
    measureViewport();
    window.addEventListener('resize', measureViewport);
    return () => window.removeEventListener('resize', measureViewport);
  }, [measureViewport]);

  // Second pass, once the width rules apply: place the panel, then scroll it into view once.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const triggerEl = triggerRef.current;
    if (!layout || layout.fullScreen || !panel || !triggerEl) return;
    const size = panel.getBoundingClientRect();
    const place = placePopover({
      trigger: triggerEl.getBoundingClientRect(),
      panel: { width: size.width, height: size.height },
      viewportWidth: window.innerWidth,
      align,
      position,
    });
    // Page coordinates: the panel is portalled to <body> and scrolls with the page.
    const top = Math.max(POPOVER.EDGE_PADDING, place.top + window.scrollY);
    setCoords({ top, left: place.left + window.scrollX });
    if (!scrolled.current) {
      scrolled.current = true;
      const delta = scrollDeltaToReveal(top - window.scrollY, size.height, window.innerHeight, scrollOffset);
      if (delta !== 0) window.scrollBy({ top: delta });
    }
  }, [layout, align, position, scrollOffset, triggerRef]);

  let style: CSSProperties;
  if (layout?.fullScreen) {
    style = { position: 'fixed', top: 0, right: 0, bottom: 0, left: 0, maxHeight: 'none' };
  } else {
    style = {
      position: 'absolute',
      top: coords?.top ?? 0,
      left: coords?.left ?? 0,
      minWidth: POPOVER.MIN_WIDTH,
      maxWidth: layout?.maxWidth ?? POPOVER.MAX_WIDTH,
      maxHeight: 'none',
      // Not visibility:hidden: the dialog must stay focusable while it is measured.
      opacity: coords ? undefined : 0,
    };
  }

  return (
    <Overlay>
      <div {...underlayProps} className={styles.underlay} />
      <div
        {...popoverProps}
        ref={panelRef}
        className={styles.panel}
        style={style}
        data-state="open"
        data-align={align}
        data-position={position}
        data-fullscreen={layout?.fullScreen || undefined}
      >
        <DialogFrame title={title} closeLabel={closeLabel} density="compact">
          {children}
        </DialogFrame>
      </div>
    </Overlay>
  );
}
