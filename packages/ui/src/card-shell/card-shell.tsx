import { CardShellControl } from '#ui/card-shell-control';
import { type CardShellProps, cardCommon } from './card-shell-parts.ts';

export {
  CARD_SHELL,
  CARD_SHELL_BACKGROUNDS,
  CARD_SHELL_VARIANTS,
  type CardShellBackground,
  type CardShellButtonProps,
  type CardShellCheckboxProps,
  type CardShellDefaultProps,
  type CardShellLinkProps,
  type CardShellProps,
  type CardShellRadioGroupProps,
  type CardShellRadioProps,
  type CardShellVariant,
} from './card-shell-parts.ts';

/**
 * The card surface every card is made of (seed 001 §3 "card shell"), a server component: the
 * default card is a plain `<div>`. The interactive variants make the whole card one control and
 * need the browser: `button`, `link`, `checkbox` and `radio` are the client `CardShellControl`.
 */
export function CardShell(props: CardShellProps) {
  switch (props.variant) {
    case 'button':
    case 'link':
    case 'checkbox':
    case 'radio':
      return <CardShellControl {...props} />;
    default:
      return <div {...cardCommon(props)}>{props.children}</div>;
  }
}
