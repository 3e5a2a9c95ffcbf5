/** Class names of carousel.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly carousel: string;
  readonly viewport: string;
  readonly container: string;
  readonly slide: string;
  readonly controls: string;
  readonly arrow: string;
  readonly dots: string;
  readonly dot: string;
};
export default styles;
