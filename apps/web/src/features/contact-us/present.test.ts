import { describe, expect, it } from 'vitest';
import { isPresent, presentText } from './present.ts';

describe('isPresent (seed 001 §5)', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['undefined', false],
    ['null', false],
    [' null ', false],
    ['Null', true],
    ['UNDEFINED', true],
    ['nullable', true],
    ['0', true],
    ['false', true],
    ['x', true],
    [0, true],
    [false, true],
    [true, true],
    [Number.NaN, true],
    [{}, true],
    [[], true],
  ])('%j is present: %s', (value, present) => {
    expect(isPresent(value)).toBe(present);
  });

  it('gives present text trimmed and anything else as undefined', () => {
    expect(presentText('  Chat ')).toBe('Chat');
    expect(presentText('null')).toBeUndefined();
    expect(presentText('')).toBeUndefined();
    expect(presentText(undefined)).toBeUndefined();
    expect(presentText(3)).toBeUndefined();
  });
});
