declare const styles: {
  readonly link: string;
  readonly icon: string;
};
export default styles;
