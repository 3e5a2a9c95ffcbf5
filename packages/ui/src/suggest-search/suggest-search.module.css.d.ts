// Class names of suggest-search.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly search: string;
  readonly label: string;
  readonly row: string;
  readonly field: string;
  readonly input: string;
  readonly hidden: string;
  readonly list: string;
  readonly suggestion: string;
};
export default styles;
