declare const styles: {
  readonly list: string;
  readonly item: string;
  readonly link: string;
};
export default styles;
