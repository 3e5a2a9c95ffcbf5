'use client';

import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type CSSProperties,
  isValidElement,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useFocusWithin } from 'react-aria';
import styles from './carousel.module.css';

/** What the carousel shows while the viewport is at most `maxWidth` CSS px wide. */
export interface CarouselBreakpoint {
  /** Upper bound of the viewport width this applies to, in CSS px. */
  maxWidth: number;
  /** Slides visible at once. */
  slidesToShow: number;
  /** Whether the dots (slide picker) are shown. */
  dots: boolean;
  /** Whether the previous / next buttons are shown. */
  arrows: boolean;
}

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

const DEFAULT_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: 9999, slidesToShow: 1, dots: true, arrows: false },
  { maxWidth: 600, slidesToShow: 1, dots: true, arrows: false },
  { maxWidth: 480, slidesToShow: 1, dots: true, arrows: false },
];

/** Seed numbers and strings for the carousel (spec: issue 3, Carousel). */
export const CAROUSEL = {
  /** Not infinite: the ends are ends. */
  LOOP: false,
  /** Time a move takes (converted to Embla's `duration` by {@link emblaDurationFor}). */
  SLIDE_SPEED_MS: 500,
  /** Wait before Embla is created. */
  INIT_DELAY_MS: 250,
  /** Dots shown at once; the window shifts when the target leaves it. */
  DOTS_WINDOW: 4,
  /** More slides than this get compact dots. */
  COMPACT_DOTS_ABOVE: 6,
  DEFAULT_BREAKPOINTS,
  REDUCED_MOTION_QUERY: '(prefers-reduced-motion: reduce)',
  PREVIOUS_LABEL: 'Previous slide',
  NEXT_LABEL: 'Next slide',
  DOTS_LABEL: 'Choose a slide',
} as const;

/** A slide's accessible name, "n of total". */
export function slideLabel(n: number, total: number): string {
  return `${n} of ${total}`;
}

/** A dot's accessible name. */
export function dotLabel(n: number): string {
  return `Go to slide ${n}`;
}

/**
 * The breakpoint for a viewport width: the one with the smallest `maxWidth` that still covers it,
 * or the widest one when the viewport is wider than all of them.
 */
export function matchBreakpoint(
  breakpoints: readonly CarouselBreakpoint[],
  width: number,
): CarouselBreakpoint {
  const sorted = [...breakpoints].sort((a, b) => a.maxWidth - b.maxWidth);
  const widest = sorted.at(-1);
  if (widest === undefined) throw new Error('Carousel needs at least one breakpoint');
  return sorted.find((b) => width <= b.maxWidth) ?? widest;
}

/**
 * First index of the visible dot window after moving to `target`: unchanged while the target is
 * inside it, otherwise shifted just enough to bring it in.
 */
export function dotWindowStart(
  start: number,
  target: number,
  count: number,
  size = CAROUSEL.DOTS_WINDOW,
): number {
  const maxStart = Math.max(0, count - size);
  let next = start;
  if (target < next) next = target;
  else if (target > next + size - 1) next = target - size + 1;
  return Math.min(Math.max(next, 0), maxStart);
}

// Embla's scroll body (embla-carousel 8.6, ScrollBody.ts): a fixed 60 fps step where each frame
// adds displacement / duration to the velocity and multiplies it by a friction of 0.68.
const EMBLA_FRICTION = 0.68;
const EMBLA_FRAME_MS = 1000 / 60;
// Below this the motion overshoots and the settle time stops growing with `duration`.
const EMBLA_MIN_DAMPED_DURATION = 14;
const EMBLA_MAX_DURATION = 200;
const SETTLED_FRACTION = 0.01;

/** Milliseconds Embla takes to come within 1% of its target with a given `duration` option. */
export function emblaSettleMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let frames = 0;
  while (Math.abs(1 - location) >= SETTLED_FRACTION && frames < 10_000) {
    velocity = (velocity + (1 - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    frames += 1;
  }
  return frames * EMBLA_FRAME_MS;
}

/**
 * Embla's `duration` option is not in milliseconds; this finds the value whose moves settle in
 * `ms` (to the frame), so the seed's slide speed can stay a time.
 */
export function emblaDurationFor(ms: number): number {
  let low = EMBLA_MIN_DAMPED_DURATION;
  let high = EMBLA_MAX_DURATION;
  for (let step = 0; step < 40; step++) {
    const mid = (low + high) / 2;
    if (emblaSettleMs(mid) < ms) low = mid;
    else high = mid;
  }
  return Math.ceil(high * 100) / 100;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. Required. */
  label: string;
  /** The slides: each child is one slide. Required. */
  children: ReactNode;
  /**
   * Layout per viewport width (see {@link matchBreakpoint}). Default
   * `CAROUSEL.DEFAULT_BREAKPOINTS`: 9999, 600 and 480 px, each 1 slide with dots and no arrows.
   */
  breakpoints?: readonly CarouselBreakpoint[];
  /** Index of the first slide shown. Default `0`. */
  initialIndex?: number;
  /** Called with the index of the first visible slide after each move. Default `undefined`. */
  onSelect?: (index: number) => void;
  /** id of the region element. Default `undefined`. */
  id?: string;
}

interface Position {
  index: number;
  dotStart: number;
}

function moveTo(position: Position, target: number, snapCount: number): Position {
  const index = Math.min(Math.max(target, 0), Math.max(snapCount - 1, 0));
  if (index === position.index && position.dotStart === dotWindowStart(position.dotStart, index, snapCount)) {
    return position;
  }
  return { index, dotStart: dotWindowStart(position.dotStart, index, snapCount) };
}

function positionReducer(state: Position, action: { target: number; snapCount: number }): Position {
  return moveTo(state, action.target, action.snapCount);
}

/** Viewport width once hydrated (null on the server and in the first client render). */
function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(CAROUSEL.REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function useDelayedReady(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

/**
 * WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), not auto-rotating:
 * a labelled region (a named <section>) of "n of total" slide groups, previous / next buttons and a dot picker.
 * Slides out of view are inert, so Tab never lands on hidden content. On the controls, Left / Right
 * move a slide and Home / End go to the ends. Motion by Embla.
 */
export function Carousel({
  label,
  children,
  breakpoints = CAROUSEL.DEFAULT_BREAKPOINTS,
  initialIndex = 0,
  onSelect,
  id,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const total = slides.length;
  const viewportWidth = useViewportWidth();
  const breakpoint = matchBreakpoint(breakpoints, viewportWidth ?? Number.POSITIVE_INFINITY);
  const perView = Math.max(1, Math.min(breakpoint.slidesToShow, total));
  const reducedMotion = usePrefersReducedMotion();
  const ready = useDelayedReady(CAROUSEL.INIT_DELAY_MS);
  /** Whether focus is in the carousel: its slide changes are then announced (aria-live). */
  const [operated, setOperated] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setOperated });

  const options = useMemo<EmblaOptions>(
    () => ({
      loop: CAROUSEL.LOOP,
      align: 'start',
      containScroll: 'trimSnaps',
      slidesToScroll: 1,
      // 0 makes every move instant (Embla treats a zero duration as a jump).
      duration: reducedMotion ? 0 : emblaDurationFor(CAROUSEL.SLIDE_SPEED_MS),
    }),
    [reducedMotion],
  );
  const [viewportRef, embla] = useEmblaCarousel(options);

  const computedSnaps = Math.max(1, total - perView + 1);
  const [emblaSnaps, setEmblaSnaps] = useState<number | null>(null);
  const snapCount = Math.max(1, embla ? (emblaSnaps ?? computedSnaps) : computedSnaps);
  const [position, dispatch] = useReducer(positionReducer, initialIndex, (start) =>
    moveTo({ index: 0, dotStart: 0 }, start, computedSnaps),
  );
  // Pending index for Embla to start from (a control used before it exists, or initialIndex).
  const indexRef = useRef(position.index);
  indexRef.current = position.index;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const count = embla.scrollSnapList().length;
      setEmblaSnaps(count);
      dispatch({ target: embla.selectedScrollSnap(), snapCount: count });
    };
    if (indexRef.current !== embla.selectedScrollSnap()) embla.scrollTo(indexRef.current, true);
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  // Slide widths come from CSS; re-measure when the number shown changes.
  useEffect(() => {
    if (embla && perView > 0) embla.reInit();
  }, [embla, perView]);

  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onSelectRef.current?.(position.index);
  }, [position.index]);

  const index = Math.min(position.index, snapCount - 1);
  const canPrev = index > 0;
  const canNext = index < snapCount - 1;
  const goTo = (target: number) => {
    if (target < 0 || target > snapCount - 1) return;
    if (embla) embla.scrollTo(target, reducedMotion);
    else dispatch({ target, snapCount });
  };

  // Arrow keys on the controls move a slide (Home / End: the ends), as in a slide picker built as
  // tabs; a focused dot hands focus to the dot of the slide it moved to.
  const dotsRef = useRef<HTMLDivElement>(null);
  const focusDot = useRef<number | null>(null);
  const onControlsKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const target =
      event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? snapCount - 1
              : undefined;
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const clamped = Math.min(Math.max(target, 0), snapCount - 1);
    if (dotsRef.current?.contains(event.target as Node)) focusDot.current = clamped;
    goTo(clamped);
  };
  useEffect(() => {
    if (focusDot.current === null || focusDot.current !== index) return;
    focusDot.current = null;
    dotsRef.current?.querySelector<HTMLButtonElement>(`[data-dot="${index}"]`)?.focus();
  }, [index]);

  const showArrows = breakpoint.arrows && snapCount > 1;
  const showDots = breakpoint.dots && snapCount > 1;
  const dotStart = Math.min(position.dotStart, Math.max(0, snapCount - CAROUSEL.DOTS_WINDOW));
  const dotIndexes = Array.from(
    { length: Math.min(CAROUSEL.DOTS_WINDOW, snapCount) },
    (_, i) => dotStart + i,
  );
  const lastDot = dotIndexes.at(-1) ?? 0;

  return (
    <section
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      {...focusWithinProps}
      className={styles.carousel}
      style={{ '--carousel-slides-to-show': perView } as CSSProperties}
      data-state={embla ? 'ready' : 'pending'}
      data-slides-to-show={perView}
      data-selected-index={index}
    >
      {/* Slide changes are announced while the visitor operates the carousel (focus is in it), as
          the APG pattern asks; new slides put in by the page (other questions after an answer) are
          not read out on top of the page's own announcement. */}
      <div
        className={styles.viewport}
        ref={ready ? viewportRef : undefined}
        aria-live={operated ? 'polite' : 'off'}
      >
        <div className={styles.container}>
          {slides.map((slide, i) => {
            const inView = i >= index && i < index + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group; a fieldset is for form controls.
              <div
                // Children.toArray gives every element child a stable key.
                key={isValidElement(slide) ? slide.key : i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i + 1, total)}
                className={styles.slide}
                inert={!inView}
                data-state={inView ? 'visible' : 'hidden'}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {showArrows || showDots ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the buttons inside, which keep their own roles.
        <div className={styles.controls} onKeyDown={onControlsKeyDown}>
          {showArrows ? (
            <button
              type="button"
              className={styles.arrow}
              aria-label={CAROUSEL.PREVIOUS_LABEL}
              // aria-disabled, not disabled: focus stays on the button at the first slide.
              aria-disabled={!canPrev || undefined}
              data-direction="previous"
              onClick={() => goTo(index - 1)}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
          {showDots ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields.
            <div
              ref={dotsRef}
              role="group"
              aria-label={CAROUSEL.DOTS_LABEL}
              className={styles.dots}
              data-compact={total > CAROUSEL.COMPACT_DOTS_ABOVE || undefined}
            >
              {dotIndexes.map((dot) => (
                <button
                  key={dot}
                  type="button"
                  className={styles.dot}
                  aria-label={dotLabel(dot + 1)}
                  data-dot={dot}
                  aria-current={dot === index || undefined}
                  // One Tab stop for all the dots (the current one); arrow keys, Home and End move
                  // between them (onControlsKeyDown), so a phone's keyboard user tabs past in one step.
                  tabIndex={dot === index ? 0 : -1}
                  data-selected={dot === index || undefined}
                  data-more={
                    dot === dotStart && dotStart > 0
                      ? 'before'
                      : dot === lastDot && lastDot < snapCount - 1
                        ? 'after'
                        : undefined
                  }
                  onClick={() => goTo(dot)}
                />
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={styles.arrow}
              aria-label={CAROUSEL.NEXT_LABEL}
              aria-disabled={!canNext || undefined}
              data-direction="next"
              onClick={() => goTo(index + 1)}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
