export {
  CARD_SHELL,
  CARD_SHELL_BACKGROUNDS,
  CARD_SHELL_VARIANTS,
  CardShell,
  type CardShellBackground,
  type CardShellButtonProps,
  type CardShellCheckboxProps,
  type CardShellDefaultProps,
  type CardShellLinkProps,
  type CardShellProps,
  type CardShellRadioGroupProps,
  type CardShellRadioProps,
  type CardShellVariant,
} from './card-shell.tsx';
// The radio group is always interactive: a client component of its own.
export { CardShellRadioGroup } from './card-shell-control.tsx';
