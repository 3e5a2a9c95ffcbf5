// Class names of popover.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly trigger: string;
  readonly underlay: string;
  readonly panel: string;
  readonly dialog: string;
  readonly header: string;
  readonly title: string;
  readonly close: string;
  readonly body: string;
};
export default styles;
