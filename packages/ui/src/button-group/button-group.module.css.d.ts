declare const styles: {
  readonly group: string;
  readonly option: string;
};
export default styles;
