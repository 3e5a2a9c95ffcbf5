import { describe, expect, it } from 'vitest';
import {
  hasOrcAuth,
  isPresent,
  MAX_PARAM_LENGTH,
  orcAuthOf,
  orcAuthValue,
  parseContactUsQuery,
  withoutOrcAuth,
} from './contact-us-query.ts';

describe('contact-us query parameters (seed 001 §2, §5, §6)', () => {
  it('reads service, topic, envVar and orcAuth from Next searchParams or URLSearchParams', () => {
    const expected = { service: 'prepaid', topic: 'billing', envVar: 'stage', orcAuth: 'dXNlcjpwYXNz' };
    expect(
      parseContactUsQuery({ service: 'prepaid', topic: 'billing', envVar: 'stage', orcAuth: 'dXNlcjpwYXNz' }),
    ).toEqual(expected);
    expect(
      parseContactUsQuery(
        new URLSearchParams('service=prepaid&topic=billing&envVar=stage&orcAuth=dXNlcjpwYXNz'),
      ),
    ).toEqual(expected);
  });

  it('cuts envVar at its first "?"', () => {
    expect(parseContactUsQuery({ envVar: 'stage?service=x?y' }).envVar).toBe('stage');
    expect(parseContactUsQuery({ envVar: '?stage' }).envVar).toBeUndefined();
  });

  it('treats empty, "undefined" and "null" as absent and takes the first of repeated values', () => {
    expect(parseContactUsQuery({ service: '', topic: 'undefined', envVar: 'null' })).toEqual({
      service: undefined,
      topic: undefined,
      envVar: undefined,
      orcAuth: undefined,
    });
    expect(parseContactUsQuery({ service: ['digitallife', 'prepaid'] }).service).toBe('digitallife');
    expect(isPresent(0)).toBe(true);
    expect(isPresent(' null ')).toBe(false);
  });

  it('cuts long values and refuses an orcAuth that is not a Basic credential', () => {
    expect(parseContactUsQuery({ topic: 'x'.repeat(500) }).topic).toHaveLength(MAX_PARAM_LENGTH);
    expect(orcAuthValue('dXNlcjpwYXNz')).toBe('dXNlcjpwYXNz');
    expect(orcAuthValue('a b')).toBeUndefined();
    expect(orcAuthValue('x\r\nset-cookie: a=b')).toBeUndefined();
    expect(orcAuthValue('a'.repeat(2000))).toBeUndefined();
  });

  it('finds orcAuth in any case and removes it, keeping the other parameters byte for byte', () => {
    expect(hasOrcAuth('?service=prepaid&orcAuth=secret123')).toBe(true);
    expect(hasOrcAuth('?ORCAUTH=secret123')).toBe(true);
    expect(hasOrcAuth('?orc%41uth=secret123')).toBe(true);
    expect(hasOrcAuth('?service=orcAuth')).toBe(false);
    expect(withoutOrcAuth('?service=prepaid&orcAuth=secret123&topic=a%20b')).toBe(
      '?service=prepaid&topic=a%20b',
    );
    expect(withoutOrcAuth('?orcAuth=secret123&orcauth=again')).toBe('');
    expect(withoutOrcAuth('orcAuth')).toBe('');
    expect(orcAuthOf('?service=prepaid&orcAuth=secret123')).toBe('secret123');
  });
});
