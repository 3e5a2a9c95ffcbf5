import { PHONE_MARKER, phoneTextParts } from '@support/contracts';
import { isPresent } from './present.ts';

// Seed 001 §3/§5: phone panel text carries its numbers inside phoneNo markers (the marker's syntax
// and the split are contracts' `phoneTextParts`); a pipe inside one marker holds two numbers; a
// value equal to the empty marker counts as absent.

/** The empty marker: a panel value that is only this says "no number here". */
export const EMPTY_PHONE_MARKER = `${PHONE_MARKER.open}${PHONE_MARKER.close}`;

/** A number as shown and the call link it becomes. */
export interface PhoneCall {
  text: string;
  href: string;
}
export type PhoneLinkPart = { kind: 'text'; text: string } | { kind: 'call'; calls: PhoneCall[] };

/** The call link of a number: `tel:` with its digits (and a leading +), the dashes dropped. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Whether a panel value shows anything: present (seed 001 §5) and not the empty marker. */
export function isPanelValuePresent(value: unknown): value is string {
  return typeof value === 'string' && isPresent(value) && value.trim() !== EMPTY_PHONE_MARKER;
}

/**
 * A panel value as text and call links, in order; [] when the value is absent. A marker with no
 * number in it is dropped (the empty marker inside text is absent too).
 */
export function phoneLinkParts(value: unknown): PhoneLinkPart[] {
  if (!isPanelValuePresent(value)) return [];
  const parts: PhoneLinkPart[] = [];
  for (const part of phoneTextParts(value)) {
    if (part.kind === 'text') {
      if (part.text !== '') parts.push(part);
      continue;
    }
    if (part.numbers.length === 0) continue;
    parts.push({ kind: 'call', calls: part.numbers.map((n) => ({ text: n, href: telHref(n) })) });
  }
  return parts;
}
