import { Children, type ReactNode } from 'react';
import { LinkClickReporter } from '../link/link-click-reporter.tsx';
import { LINE_HEIGHTS, TEXT_SIZES } from '../tokens/breakpoints.ts';
import styles from './text.module.css';

/** Seed 001 §3 enumerations for text. Sizes and line heights are the design tokens' names. */
export const TEXT_FONTS = ['regular', 'italic', 'bold', 'italic-bold'] as const;
export const TEXT_WRAPPERS = ['div', 'p', 'span'] as const;
export const TEXT_BULLET_TYPES = ['bullet', 'checkmark', 'others'] as const;
export const TEXT_COLORS = ['default', 'muted', 'brand', 'error', 'onDark'] as const;
export { LINE_HEIGHTS as TEXT_LINE_HEIGHTS, TEXT_SIZES };
export type TextSize = (typeof TEXT_SIZES)[number];
export type TextLineHeight = (typeof LINE_HEIGHTS)[number];
export type TextFont = (typeof TEXT_FONTS)[number];
export type TextWrapper = (typeof TEXT_WRAPPERS)[number];
export type TextBulletType = (typeof TEXT_BULLET_TYPES)[number];
export type TextColor = (typeof TEXT_COLORS)[number];

/** Defaults of the text block. */
export const TEXT = {
  DEFAULT_SIZE: 'base' as TextSize,
  DEFAULT_WRAPPER: 'p' as TextWrapper,
  DEFAULT_FONT: 'regular' as TextFont,
  DEFAULT_LINE_HEIGHT: 'normal' as TextLineHeight,
  DEFAULT_COLOR: 'default' as TextColor,
} as const;

export interface TextConfigs {
  /** Text colour: `'default'`, `'muted'`, `'brand'`, `'error'` or `'onDark'`. Default `'default'`. */
  color?: TextColor;
  /** Element wrapping the text: `'div'`, `'p'` or `'span'` (a list is always in a `div`). Default `'p'`. */
  wrapper?: TextWrapper;
  /** `'regular'`, `'italic'`, `'bold'` or `'italic-bold'`. Default `'regular'`. */
  font?: TextFont;
  /** `'loose'`, `'normal'` or `'tight'`. Default `'normal'`. */
  lineHeight?: TextLineHeight;
  /** Renders the text as a list with `'bullet'`, `'checkmark'` or `'others'` (dash) markers. Default none. */
  bulletType?: TextBulletType;
  /** CSS margin around the text. Default none. */
  margin?: string;
  /** Extra class. Default none. */
  className?: string;
}

export interface TextProps {
  /** The text; with `configs.bulletType` each array entry is a list item. Required. */
  text: ReactNode | readonly ReactNode[];
  /** `'lg'`, `'base'`, `'basePadding'`, `'sm'`, `'xs'` or `'xxs'`. Default `'base'`. */
  size?: TextSize;
  /** Presentation switches, see `TextConfigs`. Default `{}`. */
  configs?: TextConfigs;
  /** Small legal-text styling (extra-small, muted). Default `false`. */
  legal?: boolean;
  /** A node (usually the Tooltip block) rendered right after the text. Default none. */
  tooltip?: ReactNode;
  /** Extra analytics fields reported (`ui:link-click`) when a link inside the text is clicked. Default none. */
  linkAnalyticsObj?: Readonly<Record<string, string>>;
  /** Element id. Default none. */
  id?: string;
}

/**
 * Body text in the design tokens' sizes, fonts and line heights (seed 001 §3 "Text"), a server
 * component. With `linkAnalyticsObj` the element is handed to the `LinkClickReporter` island,
 * which reports clicks on links inside it; without it the text ships no script.
 */
export function Text({
  text,
  size = TEXT.DEFAULT_SIZE,
  configs = {},
  legal = false,
  tooltip,
  linkAnalyticsObj,
  id,
}: TextProps) {
  const {
    color = TEXT.DEFAULT_COLOR,
    wrapper = TEXT.DEFAULT_WRAPPER,
    font = TEXT.DEFAULT_FONT,
    lineHeight = TEXT.DEFAULT_LINE_HEIGHT,
    bulletType,
    margin,
    className,
  } = configs;
  const props = {
    id,
    className: [styles.text, className].filter(Boolean).join(' '),
    style: margin ? { margin } : undefined,
    'data-size': size,
    'data-font': font,
    'data-line-height': lineHeight,
    'data-color': color,
    'data-legal': legal || undefined,
  };
  const tooltipPart = tooltip ? <span className={styles.tooltip}>{tooltip}</span> : null;

  const reported = (element: ReactNode) =>
    linkAnalyticsObj ? <LinkClickReporter extra={linkAnalyticsObj}>{element}</LinkClickReporter> : element;

  if (bulletType) {
    const items = Array.isArray(text) ? (text as readonly ReactNode[]) : [text];
    return reported(
      <div {...props} data-bullet={bulletType}>
        <ul className={styles.list} data-bullet={bulletType}>
          {Children.map(items, (item) => (
            <li className={styles.item}>{item}</li>
          ))}
        </ul>
        {tooltipPart}
      </div>,
    );
  }

  const Wrapper = wrapper;
  return reported(
    <Wrapper {...props}>
      {text as ReactNode}
      {tooltipPart}
    </Wrapper>,
  );
}
