/** Class names of select.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly field: string;
  readonly label: string;
  readonly trigger: string;
  readonly value: string;
  readonly chevron: string;
  readonly nativeWrap: string;
  readonly error: string;
  readonly control: string;
  readonly popover: string;
  readonly listbox: string;
  readonly option: string;
};
export default styles;
