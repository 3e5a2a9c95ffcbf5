// Class names of pagination.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly nav: string;
  readonly list: string;
  readonly item: string;
  readonly link: string;
  readonly gap: string;
  readonly hidden: string;
};
export default styles;
