// Class names of search-form.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly search: string;
  readonly label: string;
  readonly row: string;
  readonly input: string;
  readonly hidden: string;
};
export default styles;
