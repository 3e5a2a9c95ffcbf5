declare const styles: {
  readonly wrapper: string;
  readonly iconButton: string;
  readonly icon: string;
  readonly tooltip: string;
};
export default styles;
