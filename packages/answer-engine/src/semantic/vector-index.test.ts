import { describe, expect, it } from 'vitest';
import { VectorIndex } from './vector-index.ts';

/** A unit vector along axis `i` of `dims`, optionally tilted towards axis `j`. */
const axis = (dims: number, i: number, j?: number, tilt = 0): number[] => {
  const v = new Array<number>(dims).fill(0);
  v[i] = 1;
  if (j !== undefined) v[j] = tilt;
  return v;
};

describe('VectorIndex', () => {
  it("ranks articles by their closest vector's cosine similarity, one hit per article", () => {
    const index = new VectorIndex(4);
    index.upsert('KM1', [axis(4, 0), axis(4, 1)]);
    index.upsert('KM2', [axis(4, 2), axis(4, 0, 1, 1)]);
    index.upsert('KM3', [axis(4, 3)]);
    const hits = index.search(axis(4, 0), { limit: 10 });
    expect(hits.map((h) => h.id)).toEqual(['KM1', 'KM2', 'KM3']);
    expect(hits[0]!.similarity).toBeCloseTo(1, 6);
    expect(hits[1]!.similarity).toBeCloseTo(Math.SQRT1_2, 6);
    expect(hits[2]!.similarity).toBeCloseTo(0, 6);
  });

  it('normalises stored and query vectors, so their length does not matter', () => {
    const index = new VectorIndex(3);
    index.upsert('KM1', [[3, 4, 0]]);
    const [hit] = index.search([30, 40, 0], { limit: 1 });
    expect(hit?.similarity).toBeCloseTo(1, 6);
    expect(index.search([0, 0, 0], { limit: 1 })).toEqual([]);
  });

  it('returns at most `limit` hits and only the articles `accept` lets through', () => {
    const index = new VectorIndex(2);
    for (let i = 0; i < 20; i++) index.upsert(`KM${i}`, [[1, i / 10]]);
    expect(index.search([1, 0], { limit: 3 }).map((h) => h.id)).toEqual(['KM0', 'KM1', 'KM2']);
    const asked: string[] = [];
    const hits = index.search([1, 0], {
      limit: 3,
      accept: (id) => {
        asked.push(id);
        return Number(id.slice(2)) % 2 === 1;
      },
    });
    expect(hits.map((h) => h.id)).toEqual(['KM1', 'KM3', 'KM5']);
    // Once per article, not once per vector.
    expect(asked).toHaveLength(20);
    expect(index.search([1, 0], { limit: 0 })).toEqual([]);
  });

  it('replaces an article on upsert and forgets it on remove', () => {
    const index = new VectorIndex(2);
    index.upsert('KM1', [[1, 0]]);
    index.upsert('KM2', [[0, 1]]);
    index.upsert('KM1', [
      [0, 1],
      [0.5, 1],
    ]);
    expect(index.size).toBe(2);
    expect(index.vectorCount).toBe(3);
    expect(index.search([1, 0], { limit: 5 }).map((h) => h.id)).toEqual(['KM1', 'KM2']);
    expect(index.search([1, 0], { limit: 5 })[0]!.similarity).toBeCloseTo(0.5 / Math.sqrt(1.25), 6);
    expect(index.remove('KM1')).toBe(true);
    expect(index.remove('KM1')).toBe(false);
    expect(index.has('KM1')).toBe(false);
    expect(index.search([1, 0], { limit: 5 }).map((h) => h.id)).toEqual(['KM2']);
    index.upsert('KM2', []);
    expect(index.size).toBe(0);
    expect(index.search([1, 0], { limit: 5 })).toEqual([]);
  });

  it('keeps every article findable through growth and compaction after many replacements', () => {
    const dims = 8;
    const index = new VectorIndex(dims);
    const vectorOf = (i: number, round: number) => axis(dims, i % dims, (i + 1) % dims, round / 10);
    for (let i = 0; i < 300; i++) index.upsert(`KM${i}`, [vectorOf(i, 0), axis(dims, (i + 3) % dims)]);
    for (let round = 1; round <= 5; round++) {
      for (let i = 0; i < 300; i += 2) index.upsert(`KM${i}`, [vectorOf(i, round)]);
    }
    for (let i = 1; i < 300; i += 4) index.remove(`KM${i}`);
    expect(index.size).toBe(300 - 75);
    expect(index.vectorCount).toBe(150 + 75 * 2);
    for (const i of [0, 3, 4, 298, 299]) {
      const hits = index.search(vectorOf(i, i % 2 === 0 ? 5 : 0), {
        limit: 1,
        accept: (id) => id === `KM${i}`,
      });
      expect(hits).toEqual([{ id: `KM${i}`, similarity: expect.closeTo(1, 5) }]);
    }
    expect(index.has('KM1')).toBe(false);
  });

  it('refuses vectors and queries of another dimension', () => {
    const index = new VectorIndex(3);
    expect(() => index.upsert('KM1', [[1, 0]])).toThrow(RangeError);
    expect(() => index.search([1, 0], { limit: 1 })).toThrow(RangeError);
    expect(() => new VectorIndex(0)).toThrow(RangeError);
    expect(index.size).toBe(0);
  });
});
