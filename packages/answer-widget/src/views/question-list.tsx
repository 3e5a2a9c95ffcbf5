'use client';

import { Button, Carousel, type CarouselBreakpoint, Text } from '@support/ui';
import { useId } from 'react';
import { type QuestionItem, WIDGET, type WidgetActions } from '../model.ts';
import styles from './question-list.module.css';
import { useIsDesktop } from './use-viewport.ts';

/** Seed 000 §9 carousel breakpoints, each with its arrows and dots so every slide is keyboard-reachable. */
const CAROUSEL_BREAKPOINTS: readonly CarouselBreakpoint[] = WIDGET.CAROUSEL_BREAKPOINTS.map((breakpoint) => ({
  ...breakpoint,
  dots: true,
  arrows: true,
}));

export interface QuestionListProps {
  /** Heading of the list: popular questions, or content.askSimilarQuestionLabel for related ones. */
  heading: string;
  items: readonly QuestionItem[];
  actions: WidgetActions;
}

/**
 * Seed 000 §2: up to 3 question buttons, a plain row on desktop and the Carousel block below
 * 1025 px. The server and the first client render give the row (see useIsDesktop).
 */
export function QuestionList({ heading, items, actions }: QuestionListProps) {
  const headingId = useId();
  const desktop = useIsDesktop();
  const shown = items.slice(0, WIDGET.QUESTIONS_MAX);
  if (shown.length === 0) return null;

  const buttons = shown.map((item, i) => (
    <Button
      // Keyed by position: when the list changes (common → related) the button under focus stays.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      key={i}
      text={item.question}
      configs={{ variant: 'whiteSecondary', size: 'small', regularButton: true, fullWidth: !desktop }}
      onPress={() => actions.choose(item, i + 1)}
    />
  ));

  return (
    <div className={styles.questions} data-layout={desktop ? 'row' : 'carousel'}>
      <h3 id={headingId} className={styles.heading}>
        <Text text={heading} configs={{ wrapper: 'span', font: 'bold' }} />
      </h3>
      {desktop ? (
        <ul className={styles.row} aria-labelledby={headingId}>
          {buttons.map((button) => (
            <li key={button.key} className={styles.item}>
              {button}
            </li>
          ))}
        </ul>
      ) : (
        <Carousel label={heading} breakpoints={CAROUSEL_BREAKPOINTS}>
          {buttons}
        </Carousel>
      )}
    </div>
  );
}
