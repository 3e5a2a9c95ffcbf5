// Class names of popover.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly trigger: string;
  readonly underlay: string;
  readonly panel: string;
};
export default styles;
