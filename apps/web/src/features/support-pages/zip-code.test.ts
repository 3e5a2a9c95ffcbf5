import { describe, expect, it } from 'vitest';
import { parseZipInput, ZIP_MESSAGES } from './zip-code.ts';

describe('parseZipInput', () => {
  it('is no check at all when the form was not sent', () => {
    expect(parseZipInput(undefined)).toEqual({ state: 'none' });
  });

  it('accepts five digits, with spaces around them', () => {
    expect(parseZipInput('75201')).toEqual({ state: 'valid', zip: '75201' });
    expect(parseZipInput('  90012 ')).toEqual({ state: 'valid', zip: '90012' });
  });

  it('cuts a ZIP+4 to its first five digits', () => {
    expect(parseZipInput('94103-1234')).toEqual({ state: 'valid', zip: '94103' });
  });

  it('reads the first value when the parameter is repeated', () => {
    expect(parseZipInput(['78701', 'abc'])).toEqual({ state: 'valid', zip: '78701' });
  });

  it('asks for a ZIP code when the field was sent empty', () => {
    expect(parseZipInput('   ')).toEqual({ state: 'invalid', value: '', message: ZIP_MESSAGES.empty });
  });

  it.each(['1234', '123456', 'abcde', '7520l', '75201-12', '75 201', '<script>', '１２３４５'])(
    'refuses %j with the 5-digit message, echoing what was typed',
    (typed) => {
      expect(parseZipInput(typed)).toEqual({ state: 'invalid', value: typed, message: ZIP_MESSAGES.invalid });
    },
  );

  it('echoes at most twice the field length of a very long value', () => {
    const result = parseZipInput('9'.repeat(500));
    expect(result.state).toBe('invalid');
    expect(result.state === 'invalid' && result.value).toHaveLength(20);
  });
});
