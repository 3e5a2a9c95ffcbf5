import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { type ArticleEmbeddings, decodeVector, embeddingsRepository, encodeVector } from './embeddings.ts';
import { migrate } from './migrate.ts';
import { testEngines } from './testing/engines.ts';

const MODEL = 'nomic-embed-text';
const hash = (c: string) => c.repeat(64);

/** An article's vectors: title, `questions` questions, answer; 3 dimensions, values from `seed`. */
const embedded = (articleId: string, contentHash: string, questions = 1, seed = 1): ArticleEmbeddings => ({
  articleId,
  contentHash,
  vectors: Array.from({ length: questions + 2 }, (_, position) => ({
    position,
    kind: position === 0 ? 'title' : position === questions + 1 ? 'answer' : 'question',
    vector: Float32Array.of(seed, position, -0.25),
  })),
});

const engines = testEngines();

describe('vector encoding', () => {
  it('round-trips float32 values through 4 little-endian bytes each', () => {
    const v = Float32Array.of(1, -0.5, 3.25e-8, 123456.78);
    const bytes = encodeVector(v);
    expect(bytes).toHaveLength(16);
    expect([...bytes.slice(0, 4)]).toEqual([0x00, 0x00, 0x80, 0x3f]);
    expect(decodeVector(bytes)).toEqual(v);
    // A view at an odd offset of a larger buffer (as drivers hand out) decodes the same.
    const shifted = new Uint8Array(17);
    shifted.set(bytes, 1);
    expect(decodeVector(shifted.subarray(1))).toEqual(v);
  });
});

describe.each(engines)('article embeddings on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores vectors per article and model and loads them back in position order', async () => {
    const repo = embeddingsRepository(db);
    await repo.put(MODEL, [embedded('KM1000001', hash('a'), 2), embedded('KM1000002', hash('b'))]);
    await repo.put('other-model', [embedded('KM1000001', hash('c'), 1, 9)]);
    const stored = await repo.load(MODEL);
    expect(stored.map((a) => [a.articleId, a.contentHash, a.vectors.map((v) => v.kind)])).toEqual([
      ['KM1000001', hash('a'), ['title', 'question', 'question', 'answer']],
      ['KM1000002', hash('b'), ['title', 'question', 'answer']],
    ]);
    expect(stored[0]!.vectors[2]!.vector).toEqual(Float32Array.of(1, 2, -0.25));
    expect((await repo.load('other-model'))[0]!.vectors[0]!.vector).toEqual(Float32Array.of(9, 0, -0.25));
    expect((await repo.load(MODEL, ['KM1000002'])).map((a) => a.articleId)).toEqual(['KM1000002']);
    expect(await repo.load(MODEL, [])).toEqual([]);
  });

  it('replaces all of an article’s vectors when it is stored again, even fewer of them', async () => {
    const repo = embeddingsRepository(db);
    await repo.put(MODEL, [embedded('KM1000003', hash('a'), 3)]);
    await repo.put(MODEL, [embedded('KM1000003', hash('d'), 1, 5)]);
    const [again] = await repo.load(MODEL, ['KM1000003']);
    expect(again?.contentHash).toBe(hash('d'));
    expect(again?.vectors.map((v) => v.position)).toEqual([0, 1, 2]);
    expect(again?.vectors[0]?.vector).toEqual(Float32Array.of(5, 0, -0.25));
  });

  it('deletes the vectors of articles that are gone or changed, for that model only', async () => {
    const repo = embeddingsRepository(db);
    const model = 'stale-test-model';
    await repo.put(model, [
      embedded('KM1000011', hash('1')),
      embedded('KM1000012', hash('2'), 2),
      embedded('KM1000013', hash('3')),
    ]);
    await repo.put('stale-other-model', [embedded('KM1000012', hash('2'))]);
    const current = new Map([
      ['KM1000011', hash('1')],
      ['KM1000012', hash('f')],
    ]);
    // KM1000012 changed (4 rows), KM1000013 is gone (3 rows).
    expect(await repo.deleteStale(model, current)).toBe(7);
    expect((await repo.load(model)).map((a) => a.articleId)).toEqual(['KM1000011']);
    expect(await repo.deleteStale(model, current)).toBe(0);
    expect(await repo.load('stale-other-model')).toHaveLength(1);
    expect(await repo.deleteStale(model, new Map())).toBe(3);
    expect(await repo.load(model)).toEqual([]);
  });

  it('refuses a malformed hash and keeps the vectors stored before', async () => {
    const repo = embeddingsRepository(db);
    await repo.put(MODEL, [embedded('KM1000021', hash('a'))]);
    const broken = embedded('KM1000021', 'not a hash');
    await expect(repo.put(MODEL, [broken])).rejects.toThrow();
    expect((await repo.load(MODEL, ['KM1000021']))[0]?.contentHash).toBe(hash('a'));
  });
});
