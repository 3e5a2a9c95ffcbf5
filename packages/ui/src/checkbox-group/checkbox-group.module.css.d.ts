/** Class names of checkbox-group.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly group: string;
  readonly label: string;
  readonly options: string;
  readonly checkbox: string;
  readonly control: string;
  readonly mark: string;
  readonly text: string;
  readonly error: string;
};
export default styles;
