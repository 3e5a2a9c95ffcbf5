// Class names of modal.module.css, so `tsc -p packages/ui` type-checks the CSS module import.
declare const styles: {
  readonly overlay: string;
  readonly modal: string;
};
export default styles;
