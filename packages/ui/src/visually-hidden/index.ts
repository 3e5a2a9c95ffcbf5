// Internal to the package (not re-exported by src/index.ts).
export { VISUALLY_HIDDEN_STYLE, VisuallyHidden } from './visually-hidden.tsx';
