declare const styles: {
  readonly text: string;
  readonly list: string;
  readonly item: string;
  readonly tooltip: string;
};
export default styles;
