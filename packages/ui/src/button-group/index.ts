export {
  BUTTON_GROUP,
  BUTTON_GROUP_VARIANTS,
  ButtonGroup,
  type ButtonGroupItem,
  type ButtonGroupProps,
  type ButtonGroupVariant,
} from './button-group.tsx';
