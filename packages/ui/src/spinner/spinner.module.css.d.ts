/** Class names of spinner.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly spinner: string;
  readonly ring: string;
  readonly label: string;
};
export default styles;
