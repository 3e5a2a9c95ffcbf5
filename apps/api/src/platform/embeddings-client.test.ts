import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddingsServer, startEmbeddingsServer, testEmbedding } from '../testing/embeddings-server.ts';
import { EmbeddingsClient, embeddingsEndpoint } from './embeddings-client.ts';

let server: EmbeddingsServer;
beforeAll(async () => {
  server = await startEmbeddingsServer();
});
afterEach(() => server.reset());
afterAll(async () => {
  await server.close();
});

const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

describe('the test embeddings server', () => {
  it('puts paraphrases closer than unrelated questions', () => {
    const pay = testEmbedding('How do I pay my bill online?');
    expect(cosine(pay, testEmbedding('paying bills on the web'))).toBeGreaterThan(
      cosine(pay, testEmbedding('restart my wifi router')) + 0.2,
    );
    expect(cosine(pay, pay)).toBeCloseTo(1, 6);
    expect(testEmbedding('search_query: pay bill')).toEqual(testEmbedding('pay bill'));
  });
});

describe('EmbeddingsClient', () => {
  it('calls {base}/v1/embeddings whether or not the base URL ends in /v1', () => {
    expect(embeddingsEndpoint('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/embeddings');
    expect(embeddingsEndpoint('http://127.0.0.1:11434/')).toBe('http://127.0.0.1:11434/v1/embeddings');
    expect(embeddingsEndpoint('https://api.example.com/v1/')).toBe('https://api.example.com/v1/embeddings');
  });

  it('returns one vector per input in input order, in batches, with the model and the bearer key', async () => {
    const client = new EmbeddingsClient({
      baseUrl: `${server.url}/v1`,
      model: 'm1',
      apiKey: 'k-123',
      batchSize: 2,
    });
    const inputs = ['pay bill', 'restart router', 'wifi password', 'late fee', 'cancel service'];
    const result = await client.embed(inputs, { timeoutMs: 5_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dimensions).toBe(256);
    expect(result.vectors.map((v) => [...v])).toEqual(
      inputs.map((t) => [...Float32Array.from(testEmbedding(t))]),
    );
    expect(server.calls).toBe(3);
    expect(server.models).toEqual(['m1', 'm1', 'm1']);
    expect(server.authorizations).toEqual(['Bearer k-123', 'Bearer k-123', 'Bearer k-123']);
  });

  it('sends no authorization without a key and asks nothing for no inputs', async () => {
    const client = new EmbeddingsClient({ baseUrl: server.url, model: 'm1' });
    expect(await client.embed([], { timeoutMs: 1_000 })).toEqual({ ok: true, vectors: [], dimensions: 0 });
    expect(server.calls).toBe(0);
    expect((await client.embed(['x y'], { timeoutMs: 5_000 })).ok).toBe(true);
    expect(server.authorizations).toEqual([undefined]);
  });

  it('gives TIMEOUT_ERROR when the server is slower than the time-out', async () => {
    server.delayMs = 2_000;
    const client = new EmbeddingsClient({ baseUrl: server.url, model: 'm1' });
    const started = performance.now();
    const result = await client.embed(['pay bill'], { timeoutMs: 100 });
    expect(result).toMatchObject({ ok: false, error: { code: 'TIMEOUT_ERROR' } });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('gives ABORTED when the caller cancels', async () => {
    server.delayMs = 2_000;
    const client = new EmbeddingsClient({ baseUrl: server.url, model: 'm1' });
    const controller = new AbortController();
    const pending = client.embed(['pay bill'], { timeoutMs: 5_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
  });

  it('keeps the HTTP status of an error answer, and never the body that echoes the input', async () => {
    server.mode = 'http-error';
    const client = new EmbeddingsClient({ baseUrl: server.url, model: 'm1' });
    const result = await client.embed(['my account number is 12345'], { timeoutMs: 5_000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'EMBEDDINGS_HTTP_ERROR', status: 500 } });
    expect(JSON.stringify(result)).not.toContain('12345');
    if (!result.ok) expect(result.error.message).not.toContain('12345');
  });

  it.each([
    ['not JSON', 'not-json'],
    ['JSON of another shape', 'wrong-shape'],
    ['fewer vectors than inputs', 'wrong-count'],
  ] as const)('gives EMBEDDINGS_BAD_RESPONSE for %s', async (_, mode) => {
    server.mode = mode;
    const client = new EmbeddingsClient({ baseUrl: server.url, model: 'm1' });
    const result = await client.embed(['pay bill', 'late fee'], { timeoutMs: 5_000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'EMBEDDINGS_BAD_RESPONSE' } });
  });

  it('gives EMBEDDINGS_UNREACHABLE when nothing listens', async () => {
    const gone = await startEmbeddingsServer();
    await gone.close();
    const client = new EmbeddingsClient({ baseUrl: gone.url, model: 'm1' });
    expect(await client.embed(['pay bill'], { timeoutMs: 5_000 })).toMatchObject({
      ok: false,
      error: { code: 'EMBEDDINGS_UNREACHABLE' },
    });
  });
});
