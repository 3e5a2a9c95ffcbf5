import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL,
  Carousel,
  type CarouselBreakpoint,
  dotWindowStart,
  emblaDurationFor,
  emblaSettleMs,
  matchBreakpoint,
} from './carousel.tsx';

// happy-dom has no layout. Embla measures offsetLeft / offsetWidth, so give the carousel a
// 600 px viewport and slides of 600 / slidesToShow px, laid out in a row.
const VIEW_PX = 600;
const layoutProps = ['offsetWidth', 'offsetLeft'] as const;
const originals = new Map<string, PropertyDescriptor | undefined>();

function slideBox(el: HTMLElement): { left: number; width: number } | null {
  const root = el.closest<HTMLElement>('[data-slides-to-show]');
  if (!root) return null;
  if (el.getAttribute('aria-roledescription') === 'slide' && el.parentElement) {
    const width = VIEW_PX / Number(root.dataset.slidesToShow);
    return { left: [...el.parentElement.children].indexOf(el) * width, width };
  }
  return { left: 0, width: VIEW_PX };
}

beforeAll(() => {
  for (const prop of layoutProps) {
    originals.set(prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        const box = slideBox(this);
        if (!box) return 0;
        return prop === 'offsetWidth' ? box.width : box.left;
      },
    });
  }
});

afterAll(() => {
  for (const prop of layoutProps) {
    const descriptor = originals.get(prop);
    if (descriptor) Object.defineProperty(HTMLElement.prototype, prop, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
  }
});

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains act() with a 0 ms timer and only advances fake timers it takes for
  // Jest's; this hands it Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  reducedMotion = false;
  const realMatchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = realMatchMedia(query);
    if (query === CAROUSEL.REDUCED_MOTION_QUERY)
      Object.defineProperty(list, 'matches', { value: reducedMotion });
    return list;
  });
  // Embla reads the last slide's end margin; happy-dom computes no margins, only ''.
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    const getPropertyValue = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) =>
      getPropertyValue(property) || (property.startsWith('margin') ? '0px' : '');
    return style;
  });
  setViewportWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function slides(count: number) {
  return Array.from({ length: count }, (_, i) => `Tip ${i + 1}`).map((tip, i) => (
    <p key={tip}>
      {tip} <button type="button">Open tip {i + 1}</button>
    </p>
  ));
}

const WITH_ARROWS: readonly CarouselBreakpoint[] = [
  { maxWidth: 9999, slidesToShow: 1, dots: true, arrows: true },
];
const ANSWER_WIDGET: readonly CarouselBreakpoint[] = [
  { maxWidth: 9999, slidesToShow: 3, dots: true, arrows: true },
  { maxWidth: 1366, slidesToShow: 2, dots: true, arrows: true },
  { maxWidth: 650, slidesToShow: 1, dots: true, arrows: false },
];

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function initialise() {
  act(() => vi.advanceTimersByTime(CAROUSEL.INIT_DELAY_MS));
}

/** Names of the slides not made inert, i.e. the ones in view. */
const visibleSlides = (total: number) =>
  screen
    .getAllByRole('group', { name: new RegExp(` of ${total}$`) })
    .filter((g) => !g.hasAttribute('inert'))
    .map((g) => g.getAttribute('aria-label'));

const region = () => screen.getByRole('region', { name: 'Tips' });
const translateX = () => {
  const container = region().querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
  const match = /translate3d\((-?[\d.]+)px/.exec(container?.style.transform ?? '');
  return match ? Number(match[1]) : 0;
};

describe('Carousel roles (APG carousel)', () => {
  it('is a labelled carousel region of "n of total" slides', () => {
    render(<Carousel label="Tips">{slides(5)}</Carousel>);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region()).getAllByRole('group', { hidden: true, name: /of 5$/ });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('makes slides out of view inert and the visible ones reachable', () => {
    render(<Carousel label="Tips">{slides(3)}</Carousel>);
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '2 of 3', hidden: true })).toHaveAttribute('inert');
  });
});

describe('Carousel initialisation delay (seed: 250 ms)', () => {
  it('creates Embla only after 250 ms', () => {
    render(<Carousel label="Tips">{slides(3)}</Carousel>);
    expect(CAROUSEL.INIT_DELAY_MS).toBe(250);
    act(() => vi.advanceTimersByTime(CAROUSEL.INIT_DELAY_MS - 1));
    expect(region()).toHaveAttribute('data-state', 'pending');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toHaveAttribute('data-state', 'ready');
  });

  it('remembers a dot chosen before Embla exists', async () => {
    const user = setup();
    render(<Carousel label="Tips">{slides(3)}</Carousel>);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(region()).toHaveAttribute('data-selected-index', '2');
    initialise();
    expect(region()).toHaveAttribute('data-selected-index', '2');
    expect(translateX()).toBe(-2 * VIEW_PX);
  });
});

describe('Carousel keyboard', () => {
  it('Next and Previous move one slide; they are disabled at the last and first slide (no loop)', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(
      <Carousel label="Tips" breakpoints={WITH_ARROWS} onSelect={onSelect}>
        {slides(3)}
      </Carousel>,
    );
    initialise();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focused, and pressing again stays on the last slide.
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region()).toHaveAttribute('data-selected-index', '2');
    expect(CAROUSEL.LOOP).toBe(false);
    // Back past the dots, one Tab stop (the current dot), to Previous.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region()).toHaveAttribute('data-selected-index', '1');
    expect(previous).not.toHaveAttribute('aria-disabled');
  });

  it('keeps only the visible slide content in the tab order (hidden slides are inert)', async () => {
    const user = setup();
    render(<Carousel label="Tips">{slides(3)}</Carousel>);
    initialise();
    const tip = (n: number) => screen.getByRole('button', { name: `Open tip ${n}` });
    expect(tip(1).closest('[inert]')).toBeNull();
    expect(tip(2).closest('[inert]')).not.toBeNull();
    screen.getByRole('button', { name: 'Go to slide 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(tip(1).closest('[inert]')).not.toBeNull();
    expect(tip(2).closest('[inert]')).toBeNull();
  });

  it('moves by arrow keys on the controls, Home and End to the ends; a focused dot hands focus on', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(
      <Carousel label="Tips" onSelect={onSelect}>
        {slides(4)}
      </Carousel>,
    );
    initialise();
    const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
    dot(1).focus();
    await user.keyboard('{ArrowRight}');
    expect(region()).toHaveAttribute('data-selected-index', '1');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(region()).toHaveAttribute('data-selected-index', '3');
    expect(dot(4)).toHaveFocus();
    // The last slide is the end (no loop).
    await user.keyboard('{ArrowRight}');
    expect(region()).toHaveAttribute('data-selected-index', '3');
    await user.keyboard('{ArrowLeft}');
    expect(region()).toHaveAttribute('data-selected-index', '2');
    expect(dot(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(region()).toHaveAttribute('data-selected-index', '0');
    expect(onSelect).toHaveBeenLastCalledWith(0);
    // Arrow keys inside a slide are the slide's own.
    screen.getByRole('button', { name: 'Open tip 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(region()).toHaveAttribute('data-selected-index', '0');
  });

  it('keeps one Tab stop for the dots: the current one', async () => {
    const user = setup();
    render(<Carousel label="Tips">{slides(4)}</Carousel>);
    initialise();
    const dots = () => screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots().map((d) => d.tabIndex)).toEqual([0, -1, -1, -1]);
    dots()[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(dots().map((d) => d.tabIndex)).toEqual([-1, 0, -1, -1]);
    // Tab leaves the dots at once instead of walking through them.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label') ?? '').not.toMatch(/^Go to slide/);
  });

  it('moves by arrow keys from the previous and next buttons too, keeping focus there', async () => {
    const user = setup();
    render(
      <Carousel label="Tips" breakpoints={WITH_ARROWS}>
        {slides(3)}
      </Carousel>,
    );
    initialise();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    await user.keyboard('{ArrowRight}');
    expect(region()).toHaveAttribute('data-selected-index', '1');
    expect(next).toHaveFocus();
  });
});

describe('Carousel pointer', () => {
  it('a dot moves to its slide and becomes current', async () => {
    const user = setup();
    render(<Carousel label="Tips">{slides(4)}</Carousel>);
    initialise();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group', { name: '3 of 4' })).not.toHaveAttribute('inert');
  });
});

describe('Carousel dots (seed: window of 4, compact above 6)', () => {
  it('shows a window of 4 dots that shifts only when the target leaves it', async () => {
    const user = setup();
    render(
      <Carousel label="Tips" breakpoints={WITH_ARROWS}>
        {slides(8)}
      </Carousel>,
    );
    initialise();
    const dotNames = () =>
      within(screen.getByRole('group', { name: CAROUSEL.DOTS_LABEL }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(dotNames()).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Go to slide 4']);
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(dotNames()).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Go to slide 4']);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(dotNames()).toEqual(['Go to slide 2', 'Go to slide 3', 'Go to slide 4', 'Go to slide 5']);
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(dotNames()).toEqual(['Go to slide 2', 'Go to slide 3', 'Go to slide 4', 'Go to slide 5']);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(dotNames()).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3', 'Go to slide 4']);
  });

  it('uses compact dots above 6 slides', () => {
    const { unmount } = render(<Carousel label="Tips">{slides(6)}</Carousel>);
    expect(screen.getByRole('group', { name: CAROUSEL.DOTS_LABEL })).not.toHaveAttribute('data-compact');
    unmount();
    render(<Carousel label="Tips">{slides(7)}</Carousel>);
    expect(screen.getByRole('group', { name: CAROUSEL.DOTS_LABEL })).toHaveAttribute('data-compact', 'true');
  });

  it('computes the window start', () => {
    expect(CAROUSEL.DOTS_WINDOW).toBe(4);
    expect(dotWindowStart(0, 3, 8)).toBe(0);
    expect(dotWindowStart(0, 4, 8)).toBe(1);
    expect(dotWindowStart(0, 7, 8)).toBe(4);
    expect(dotWindowStart(4, 2, 8)).toBe(2);
    expect(dotWindowStart(0, 2, 3)).toBe(0);
  });
});

describe('Carousel breakpoints (seed: 9999, 600, 480; answer widget 9999, 1366, 650)', () => {
  it('defaults to 1 slide with dots and no arrows at every width', () => {
    expect(CAROUSEL.DEFAULT_BREAKPOINTS).toEqual([
      { maxWidth: 9999, slidesToShow: 1, dots: true, arrows: false },
      { maxWidth: 600, slidesToShow: 1, dots: true, arrows: false },
      { maxWidth: 480, slidesToShow: 1, dots: true, arrows: false },
    ]);
    render(<Carousel label="Tips">{slides(3)}</Carousel>);
    for (const width of [1280, 600, 480, 375]) {
      act(() => setViewportWidth(width));
      expect(region()).toHaveAttribute('data-slides-to-show', '1');
      expect(screen.getByRole('group', { name: CAROUSEL.DOTS_LABEL })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    }
  });

  it('shows 3, 2 or 1 slides per the given breakpoints, matched against the viewport width', () => {
    render(
      <Carousel label="Tips" breakpoints={ANSWER_WIDGET}>
        {slides(5)}
      </Carousel>,
    );
    initialise();
    const visible = () => visibleSlides(5);
    act(() => setViewportWidth(1400));
    expect(region()).toHaveAttribute('data-slides-to-show', '3');
    expect(visible()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    // 5 slides, 3 at a time: 3 positions.
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    act(() => setViewportWidth(1280));
    expect(region()).toHaveAttribute('data-slides-to-show', '2');
    expect(visible()).toEqual(['1 of 5', '2 of 5']);
    act(() => setViewportWidth(768));
    expect(region()).toHaveAttribute('data-slides-to-show', '2');
    act(() => setViewportWidth(375));
    expect(region()).toHaveAttribute('data-slides-to-show', '1');
    expect(visible()).toEqual(['1 of 5']);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('moves by one slide when several are shown, and the last position ends the list', async () => {
    const user = setup();
    render(
      <Carousel label="Tips" breakpoints={ANSWER_WIDGET}>
        {slides(5)}
      </Carousel>,
    );
    initialise();
    act(() => setViewportWidth(1400));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides(5)).toEqual(['3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('picks the narrowest breakpoint that covers the width', () => {
    expect(matchBreakpoint(ANSWER_WIDGET, 1367).slidesToShow).toBe(3);
    expect(matchBreakpoint(ANSWER_WIDGET, 1366).slidesToShow).toBe(2);
    expect(matchBreakpoint(ANSWER_WIDGET, 651).slidesToShow).toBe(2);
    expect(matchBreakpoint(ANSWER_WIDGET, 650).slidesToShow).toBe(1);
    expect(matchBreakpoint(CAROUSEL.DEFAULT_BREAKPOINTS, 10_000).maxWidth).toBe(9999);
    expect(matchBreakpoint(CAROUSEL.DEFAULT_BREAKPOINTS, 481).maxWidth).toBe(600);
    expect(matchBreakpoint(CAROUSEL.DEFAULT_BREAKPOINTS, 480).maxWidth).toBe(480);
  });
});

describe('Carousel motion (seed: 500 ms slide speed, reduced motion)', () => {
  it('converts 500 ms into an Embla duration that settles in 500 ms (to the frame)', () => {
    expect(CAROUSEL.SLIDE_SPEED_MS).toBe(500);
    const duration = emblaDurationFor(CAROUSEL.SLIDE_SPEED_MS);
    expect(emblaSettleMs(duration)).toBeGreaterThanOrEqual(500);
    expect(emblaSettleMs(duration)).toBeLessThan(500 + 1000 / 60);
  });

  it('animates a move over about 500 ms', async () => {
    const user = setup();
    render(
      <Carousel label="Tips" breakpoints={WITH_ARROWS}>
        {slides(3)}
      </Carousel>,
    );
    initialise();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(CAROUSEL.SLIDE_SPEED_MS / 2));
    expect(Math.abs(translateX() + VIEW_PX)).toBeGreaterThan(VIEW_PX * 0.01);
    act(() => vi.advanceTimersByTime(CAROUSEL.SLIDE_SPEED_MS / 2 + 50));
    expect(Math.abs(translateX() + VIEW_PX)).toBeLessThan(VIEW_PX * 0.01);
  });

  it('moves instantly when prefers-reduced-motion: reduce', async () => {
    reducedMotion = true;
    const user = setup();
    render(
      <Carousel label="Tips" breakpoints={WITH_ARROWS}>
        {slides(3)}
      </Carousel>,
    );
    initialise();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(translateX()).toBe(-VIEW_PX);
  });
});

describe('Carousel announcements', () => {
  it('announces slide changes while focus is in the carousel, not slides the page puts in', async () => {
    const user = setup();
    const { rerender } = render(
      <>
        <button type="button">Before</button>
        <Carousel label="Tips" breakpoints={WITH_ARROWS}>
          {slides(3)}
        </Carousel>
      </>,
    );
    initialise();
    const live = () => region().querySelector('[aria-live]');
    expect(live()).toHaveAttribute('aria-live', 'off');
    // New slides from the page (other questions after an answer) are not read out.
    rerender(
      <>
        <button type="button">Before</button>
        <Carousel label="Tips" breakpoints={WITH_ARROWS}>
          {slides(4)}
        </Carousel>
      </>,
    );
    expect(live()).toHaveAttribute('aria-live', 'off');
    // The visitor moves through the slides: each change is announced.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(live()).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    // Focus leaves the carousel: quiet again.
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    expect(live()).toHaveAttribute('aria-live', 'off');
  });
});
