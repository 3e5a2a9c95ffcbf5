/** Class names of question-list.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly questions: string;
  readonly heading: string;
  readonly row: string;
  readonly item: string;
};
export default styles;
