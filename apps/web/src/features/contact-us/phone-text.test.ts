import { describe, expect, it } from 'vitest';
import { EMPTY_PHONE_MARKER, isPanelValuePresent, phoneLinkParts, telHref } from './phone-text.ts';

describe('phone panel text (seed 001 §3, §5)', () => {
  it('turns a marked number into a call link', () => {
    expect(phoneLinkParts('phoneNo:800-555-0111:phoneNo')).toEqual([
      { kind: 'call', calls: [{ text: '800-555-0111', href: 'tel:8005550111' }] },
    ]);
  });

  it('keeps the text around a number in order', () => {
    expect(phoneLinkParts('Think someone is using your account? Call phoneNo:800-555-0144:phoneNo.')).toEqual(
      [
        { kind: 'text', text: 'Think someone is using your account? Call ' },
        { kind: 'call', calls: [{ text: '800-555-0144', href: 'tel:8005550144' }] },
        { kind: 'text', text: '.' },
      ],
    );
  });

  it('splits a marker with a pipe into two call links', () => {
    expect(phoneLinkParts('phoneNo:800-555-0100|800-555-0122:phoneNo')).toEqual([
      {
        kind: 'call',
        calls: [
          { text: '800-555-0100', href: 'tel:8005550100' },
          { text: '800-555-0122', href: 'tel:8005550122' },
        ],
      },
    ]);
    expect(phoneLinkParts('phoneNo: 800-555-0100 | 800-555-0122 :phoneNo')[0]).toEqual({
      kind: 'call',
      calls: [
        { text: '800-555-0100', href: 'tel:8005550100' },
        { text: '800-555-0122', href: 'tel:8005550122' },
      ],
    });
  });

  it('handles two markers in one text', () => {
    const parts = phoneLinkParts('Call phoneNo:800-555-0100:phoneNo or phoneNo:+1-314-555-0199:phoneNo');
    expect(parts.map((p) => p.kind)).toEqual(['text', 'call', 'text', 'call']);
    expect(parts[3]).toEqual({
      kind: 'call',
      calls: [{ text: '+1-314-555-0199', href: 'tel:+13145550199' }],
    });
  });

  it('leaves text without markers as it is', () => {
    expect(phoneLinkParts('Agents answer every day.')).toEqual([
      { kind: 'text', text: 'Agents answer every day.' },
    ]);
  });

  it.each([
    [EMPTY_PHONE_MARKER],
    [` ${EMPTY_PHONE_MARKER} `],
    [''],
    ['   '],
    ['null'],
    ['undefined'],
    [null],
    [undefined],
    [42],
  ])('treats %j as absent', (value) => {
    expect(isPanelValuePresent(value)).toBe(false);
    expect(phoneLinkParts(value)).toEqual([]);
  });

  it('drops an empty marker inside text and keeps the text', () => {
    expect(phoneLinkParts(`Call ${EMPTY_PHONE_MARKER} today`)).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'text', text: ' today' },
    ]);
  });

  it('makes tel: links of digits, keeping a leading plus', () => {
    expect(telHref('800-555-0100')).toBe('tel:8005550100');
    expect(telHref(' +1 (800) 555-0100 ')).toBe('tel:+18005550100');
  });
});
