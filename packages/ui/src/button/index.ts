export {
  BUTTON,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonConfigs,
  type ButtonFunction,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button.tsx';
