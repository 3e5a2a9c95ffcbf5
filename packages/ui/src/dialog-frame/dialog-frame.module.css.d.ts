// Class names of dialog-frame.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly dialog: string;
  readonly header: string;
  readonly title: string;
  readonly close: string;
  readonly body: string;
};
export default styles;
