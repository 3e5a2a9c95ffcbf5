import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalEncoder, startLocalEncoder } from './local-encoder.ts';

let encoder: LocalEncoder;
beforeAll(async () => {
  encoder = await startLocalEncoder();
}, 60_000);
afterAll(async () => {
  await encoder?.close();
});

const post = (body: unknown, path = '/v1/embeddings') =>
  fetch(`${encoder.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    dot += x * b[i]!;
    na += x * x;
    nb += b[i]! * b[i]!;
  });
  return dot / Math.sqrt(na * nb);
};

describe('the local encoder (bench)', () => {
  it('answers /v1/embeddings in the OpenAI shape, one 512-dimensional vector per input, in order', async () => {
    const input = [
      'my wifi keeps dropping every night',
      'the wireless connection at home cuts out in the evening',
      'how do I pay my bill online',
    ];
    const res = await post({ model: 'use-lite', input });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { index: number; embedding: number[] }[] };
    expect(body.data.map((d) => d.index)).toEqual([0, 1, 2]);
    for (const d of body.data) expect(d.embedding).toHaveLength(512);
    const [wifi, dropping, bill] = body.data.map((d) => d.embedding);
    // Meaning, not words: the two Wi-Fi sentences share almost no words and are still the closest.
    expect(cosine(wifi!, dropping!)).toBeGreaterThan(cosine(wifi!, bill!));
    expect(cosine(dropping!, wifi!)).toBeGreaterThan(cosine(dropping!, bill!));
    // One string is one input.
    const one = (await (await post({ input: input[2] })).json()) as { data: { embedding: number[] }[] };
    expect(cosine(one.data[0]!.embedding, bill!)).toBeCloseTo(1, 4);
  }, 60_000);

  it('refuses what is not an embeddings request with a 4xx and a message', async () => {
    for (const bad of ['not json', { input: [] }, { input: [1, 2] }, {}]) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/\S/);
    }
    expect((await post({ input: 'x' }, '/v1/chat')).status).toBe(404);
  });

  it('fails to start, rather than crash later, on a port that is taken', async () => {
    const port = Number(new URL(encoder.url).port);
    await expect(startLocalEncoder(port)).rejects.toThrow(/EADDRINUSE/);
  });
});
