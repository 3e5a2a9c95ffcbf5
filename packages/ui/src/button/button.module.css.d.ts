declare const styles: {
  readonly button: string;
  readonly icon: string;
  readonly spinner: string;
};
export default styles;
