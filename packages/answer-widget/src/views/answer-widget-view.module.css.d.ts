/** Class names of answer-widget-view.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly root: string;
  readonly card: string;
  readonly layout: string;
  readonly ask: string;
  readonly result: string;
  readonly questions: string;
  readonly heading: string;
  readonly form: string;
  readonly input: string;
  readonly buttons: string;
  readonly answerRegion: string;
  readonly links: string;
  readonly linkList: string;
};
export default styles;
