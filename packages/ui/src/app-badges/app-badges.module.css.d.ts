declare const styles: {
  readonly list: string;
  readonly item: string;
  readonly badge: string;
  readonly frame: string;
  readonly glyph: string;
  readonly small: string;
  readonly large: string;
  readonly playA: string;
  readonly playB: string;
  readonly playC: string;
  readonly playD: string;
  readonly visuallyHidden: string;
};
export default styles;
