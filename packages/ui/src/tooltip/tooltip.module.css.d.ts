// Class names of tooltip.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly trigger: string;
  readonly tooltip: string;
};
export default styles;
