/** A number of 9 digits or more, written with or without single spaces or dashes between them. */
const LONG_NUMBER = /(?<!\d)\d(?:[ -]?\d){8,}(?!\d)/g;

/**
 * Card, account and social security numbers a visitor typed into a question, down to their last
 * four digits ("••••1234"): what recognises the number to its owner, and no more than that goes
 * into an address or onto a page. ZIP codes, prices and short numbers stay.
 */
export const maskLongNumbers = (text: string): string =>
  text.replace(LONG_NUMBER, (n) => `••••${n.replace(/\D/g, '').slice(-4)}`);
