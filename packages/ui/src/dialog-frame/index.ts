export { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';
