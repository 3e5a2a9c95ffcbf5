export {
  createOptionsKeyboardDelegate,
  isNativePickerPlatform,
  SELECT,
  Select,
  type SelectOption,
  type SelectProps,
} from './select.tsx';
