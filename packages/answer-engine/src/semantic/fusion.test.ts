import { describe, expect, it } from 'vitest';
import { RRF_K, reciprocalRankFusion } from './fusion.ts';

describe('reciprocalRankFusion', () => {
  it('sums 1 / (k + rank) over the lists, best first', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c', 'd'],
      ['d', 'b', 'e'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(fused[0]!.score).toBeCloseTo(2 / (RRF_K + 2), 12);
    expect(fused[1]!.score).toBeCloseTo(1 / (RRF_K + 4) + 1 / (RRF_K + 1), 12);
    expect(fused[4]!.score).toBeCloseTo(1 / (RRF_K + 3), 12);
  });

  it('lets a list count more through its weight', () => {
    const lists = [
      ['lexical-top', 'lexical-next'],
      ['semantic-top', 'semantic-next'],
    ];
    expect(reciprocalRankFusion(lists, RRF_K, [1, 2]).map((f) => f.id)[0]).toBe('semantic-top');
    expect(reciprocalRankFusion(lists, RRF_K, [2, 1]).map((f) => f.id)[0]).toBe('lexical-top');
    // A missing weight is 1: equal scores, and the first seen leads.
    expect(reciprocalRankFusion(lists, RRF_K, [1]).map((f) => f.id)).toEqual([
      'lexical-top',
      'semantic-top',
      'lexical-next',
      'semantic-next',
    ]);
  });

  it('with a large k rewards agreement, with k = 0 a first place', () => {
    const lists = [
      ['a', 'b'],
      ['c', 'b'],
    ];
    // k = 60: b (2/62) beats a first place (1/61). k = 0: 1/2 + 1/2 only ties a first place.
    expect(reciprocalRankFusion(lists).map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(reciprocalRankFusion(lists, 0).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts an id repeated within a list once, at its first rank', () => {
    const fused = reciprocalRankFusion([['x', 'x', 'y'], ['z']]);
    expect(fused.map((f) => f.id)).toEqual(['x', 'z', 'y']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1), 12);
    expect(fused[2]!.score).toBeCloseTo(1 / (RRF_K + 3), 12);
  });

  it('fuses nothing into nothing and refuses a negative k', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
    expect(() => reciprocalRankFusion([['a']], -1)).toThrow(RangeError);
    expect(() => reciprocalRankFusion([['a'], ['b']], RRF_K, [1, -0.5])).toThrow(RangeError);
    expect(() => reciprocalRankFusion([['a'], ['b']], RRF_K, [1, Number.NaN])).toThrow(RangeError);
  });
});
