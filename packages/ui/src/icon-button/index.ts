export {
  ICON_BG_COLORS,
  ICON_BUTTON,
  ICON_BUTTON_SIZES,
  type IconBgColor,
  IconButton,
  type IconButtonProps,
  type IconButtonSizeName,
} from './icon-button.tsx';
