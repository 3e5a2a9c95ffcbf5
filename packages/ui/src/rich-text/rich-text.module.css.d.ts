declare const styles: {
  readonly richText: string;
};
export default styles;
