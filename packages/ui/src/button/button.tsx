import { ButtonControl } from '#ui/button-control';
import { type ButtonProps, buttonParts } from './button-parts.tsx';

export {
  BUTTON,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonConfigs,
  type ButtonFunction,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button-parts.tsx';

/**
 * The site's button (seed 001 §3 "Button", WAI-ARIA APG "Button"), a server component: a plain
 * button (a submit button, a disabled one, a disclosure whose state the page sets) is a native
 * `<button>`, and a navigational one a native `<a>`, with no script. A button with `onPress`, a
 * modal trigger, a button that can load (`configs.spinner` given), a disabled link or a non-navigational `href` needs the browser:
 * it is the client `ButtonControl` on React Aria. State is exposed as `data-state` (`idle`,
 * `loading`, `disabled`), `data-variant`, `data-size`...
 */
export function Button(props: ButtonProps) {
  const { href, configs = {}, isNavigational = true, onPress, type = 'button', isExpanded, controls } = props;
  const { disabled = false } = configs;
  // A button that can load (`spinner` given, on or off) is the client control from the start: were
  // it a native button until it loads, the element would change under the pressing hand and focus
  // would fall to the page.
  const needsBrowser =
    onPress !== undefined ||
    configs.function === 'modal' ||
    configs.spinner !== undefined ||
    (href !== undefined && (!isNavigational || disabled));
  if (needsBrowser) return <ButtonControl {...props} />;

  const { shared, content } = buttonParts(props);
  if (href) {
    return (
      <a {...shared} href={href}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...shared}
      type={type}
      disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      aria-expanded={isExpanded}
      aria-controls={controls}
      data-expanded={isExpanded === undefined ? undefined : String(isExpanded)}
    >
      {content}
    </button>
  );
}
