import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Dimensions of the test server's vectors. */
export const TEST_EMBEDDING_DIMENSIONS = 256;

/** What the server does with the next requests: answer, or fail in one of the ways a real one does. */
export type EmbeddingsServerMode =
  | 'ok'
  /** 500 with a body that echoes the input (which must not reach a log). */
  | 'http-error'
  /** 200 with a body that is not JSON. */
  | 'not-json'
  /** 200 with JSON that is not the OpenAI shape. */
  | 'wrong-shape'
  /** 200 with one vector fewer than inputs. */
  | 'wrong-count';

export interface EmbeddingsServer {
  /** `http://127.0.0.1:{port}`: the EMBEDDINGS_BASE_URL. */
  url: string;
  /** Requests answered (or failed) so far. */
  readonly calls: number;
  /** Every input received, in order. */
  readonly inputs: readonly string[];
  /** Models named by the requests, in order. */
  readonly models: readonly string[];
  /** Authorization headers received, in order (undefined when absent). */
  readonly authorizations: readonly (string | undefined)[];
  mode: EmbeddingsServerMode;
  /** Wait this long before answering (to test time-outs). */
  delayMs: number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible embeddings server for tests, on 127.0.0.1 and a free port:
 * `POST /v1/embeddings {model, input}` answers `{data: [{embedding, index}]}` with
 * {@link testEmbedding} of each input. Counts what it is asked, so tests can prove what was (not)
 * embedded again.
 */
export async function startEmbeddingsServer(): Promise<EmbeddingsServer> {
  const state = {
    calls: 0,
    inputs: [] as string[],
    models: [] as string[],
    authorizations: [] as (string | undefined)[],
    mode: 'ok' as EmbeddingsServerMode,
    delayMs: 0,
  };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    let input: string[];
    let model: string;
    try {
      const body = JSON.parse(await readBody(req)) as { model?: unknown; input?: unknown };
      input = typeof body.input === 'string' ? [body.input] : (body.input as string[]);
      if (!Array.isArray(input) || input.some((s) => typeof s !== 'string')) throw new Error('input');
      model = String(body.model);
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
      return;
    }
    state.calls += 1;
    state.inputs.push(...input);
    state.models.push(model);
    state.authorizations.push(req.headers.authorization);
    if (state.delayMs > 0) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, state.delayMs);
        timers.add(t);
      });
      if (res.destroyed) return;
    }
    const data = input.map((text, index) => ({ object: 'embedding', index, embedding: testEmbedding(text) }));
    const json = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    switch (state.mode) {
      case 'http-error':
        return json(500, { error: { message: `model failed on ${input.join(' | ')}` } });
      case 'not-json':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>');
      case 'wrong-shape':
        return json(200, { embeddings: data.map((d) => d.embedding) });
      case 'wrong-count':
        return json(200, { object: 'list', data: data.slice(1), model });
      default:
        return json(200, { object: 'list', data, model, usage: { prompt_tokens: 0, total_tokens: 0 } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return state.calls;
    },
    get inputs() {
      return state.inputs;
    },
    get models() {
      return state.models;
    },
    get authorizations() {
      return state.authorizations;
    },
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms) {
      state.delayMs = ms;
    },
    reset() {
      state.calls = 0;
      state.inputs = [];
      state.models = [];
      state.authorizations = [];
      state.mode = 'ok';
      state.delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * A deterministic embedding that means something: feature hashing of the lower-cased words' crude
 * stems (weight 1) and their character trigrams (weight 0.5, so "payment" is near "pay" and a typo
 * near its word) into {@link TEST_EMBEDDING_DIMENSIONS} signed dimensions, L2-normalised. Task
 * prefixes such as nomic's `search_query: ` are dropped, as a real model reads past them.
 */
export function testEmbedding(text: string): number[] {
  const v = new Array<number>(TEST_EMBEDDING_DIMENSIONS).fill(0);
  const add = (feature: string, weight: number) => {
    const h = fnv1a(feature);
    v[h % TEST_EMBEDDING_DIMENSIONS]! += h & 0x8000_0000 ? -weight : weight;
  };
  const words = text
    .replace(/^search_(query|document):\s*/, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
  for (const word of words) {
    const stem = crudeStem(word);
    add(`w:${stem}`, 1);
    const padded = `^${stem}$`;
    for (let i = 0; i + 3 <= padded.length; i++) add(`t:${padded.slice(i, i + 3)}`, 0.5);
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm === 0 ? v : v.map((x) => x / norm);
}

const STOPWORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'my',
  'do',
  'i',
  'is',
  'and',
  'or',
  'in',
  'on',
  'for',
  'how',
  'can',
  'it',
  'me',
  'your',
  'you',
  'with',
]);

function crudeStem(word: string): string {
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ies', 'ed', 'es', 's']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** FNV-1a, 32 bits. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
