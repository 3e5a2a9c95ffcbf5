import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_KEYS,
  AllocationsQuerySchema,
  type AllocationsResponse,
  AllocationValueSchema,
  experimentFlags,
} from './flags.ts';

const only = (key: string, value: unknown) => experimentFlags([{ key, value }]);

describe('experimentFlags', () => {
  it('maps each of the nine allocation keys to its flag', () => {
    const all = experimentFlags(ALLOCATION_KEYS.map((key) => ({ key, value: true })));
    expect(all).toEqual({
      enableWidget: true,
      enableAPICallOnPageLoad: true,
      enableGenAIButton: true,
      enableBillingIntent: true,
      enableSpectraAPI: true,
      enablePersonalization: true,
      enableRelatedQuestions: true,
      enableFollowUp: true,
      enableForums: true,
    });
    expect(only('svc-search-ixp-ask-followup', 'true')).toMatchObject({
      enableFollowUp: true,
      enableWidget: false,
    });
  });

  it.each([
    [true, true],
    ['true', true],
    ['TRUE', false],
    [' true', false],
    [false, false],
    ['false', false],
    [1, false],
    ['yes', false],
    [null, false],
    [undefined, false],
    [['true'], false],
    [['contactUs'], false],
  ])('a value of %j turns the flag %s', (value, on) => {
    expect(only('svc-search-ixp-smart-answer', value).enableWidget).toBe(on);
  });

  it('leaves a flag off when its key is missing, and ignores keys it does not know', () => {
    const none = experimentFlags([{ key: 'svc-search-ixp-unknown', value: true }]);
    expect(Object.values(none)).toEqual(Array(9).fill(false));
  });

  it('reads a whole response', () => {
    const response: AllocationsResponse = {
      allocations: [
        { key: 'svc-search-ixp-forums-best-answer', team: 'search', value: 'true' },
        { key: 'svc-search-ixp-show-gen-ai', team: 'search', value: false },
      ],
    };
    expect(experimentFlags(response.allocations)).toMatchObject({
      enableForums: true,
      enableGenAIButton: false,
    });
  });
});

describe('AllocationsQuerySchema', () => {
  it('takes one team or a comma list', () => {
    expect(AllocationsQuerySchema.parse({ teams: 'search' }).teams).toEqual(['search']);
    expect(AllocationsQuerySchema.parse({ teams: 'search, billing,' }).teams).toEqual(['search', 'billing']);
  });
  it.each([[{}], [{ teams: '' }], [{ teams: ',' }], [{ teams: 'Search!' }]])('refuses %j', (q) => {
    expect(AllocationsQuerySchema.safeParse(q).success).toBe(false);
  });
});

describe('AllocationValueSchema', () => {
  it.each([[true], ['true'], [0], [null], [[]], [['contactUs', 'landing']]])('takes %j', (value) => {
    expect(AllocationValueSchema.parse(value)).toEqual(value);
  });
  it.each([
    ['an object', { on: true }],
    ['a list with an object', [{ page: 'contactUs' }]],
    ['a list with a number', [1]],
    ['a list with an empty name', ['']],
    ['a list with a long name', ['x'.repeat(101)]],
    ['a list of 51 names', Array.from({ length: 51 }, (_, i) => `page${i}`)],
  ])('refuses %s', (_name, value) => {
    expect(AllocationValueSchema.safeParse(value).success).toBe(false);
  });
});
