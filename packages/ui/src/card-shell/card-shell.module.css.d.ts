declare const styles: {
  readonly card: string;
  readonly content: string;
  readonly indicator: string;
  readonly group: string;
  readonly groupLabel: string;
  readonly groupCards: string;
};
export default styles;
