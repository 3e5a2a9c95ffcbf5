export { counterPoliteness, formatCount, TEXT_AREA, TextArea, type TextAreaProps } from './text-area.tsx';
