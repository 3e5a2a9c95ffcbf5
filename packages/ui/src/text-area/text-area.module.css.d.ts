/** Class names of text-area.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly field: string;
  readonly label: string;
  readonly input: string;
  readonly footer: string;
  readonly hint: string;
  readonly error: string;
  readonly counter: string;
};
export default styles;
