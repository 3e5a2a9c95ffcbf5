export { SPINNER, SPINNER_SIZES, Spinner, type SpinnerProps, type SpinnerSize } from './spinner.tsx';
