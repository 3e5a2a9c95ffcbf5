/** Class names of answer-block.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly answer: string;
  readonly heading: string;
  readonly text: string;
  readonly citations: string;
  readonly feedback: string;
  readonly thumbs: string;
  readonly thanks: string;
};
export default styles;
