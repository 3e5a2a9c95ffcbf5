/** Class names of feedback-modal.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly form: string;
  readonly actions: string;
};
export default styles;
