import { TIMEOUT_ERROR } from '@support/contracts';
import { z } from 'zod';

/**
 * Why an embeddings call failed: the seeds' `TIMEOUT_ERROR` when it took too long, `ABORTED` when
 * the caller gave up (shutdown), `EMBEDDINGS_UNREACHABLE` (no connection), `EMBEDDINGS_HTTP_ERROR`
 * (a non-2xx status, kept in `status`), `EMBEDDINGS_BAD_RESPONSE` (not the OpenAI shape, or not one
 * vector per input of one length).
 */
export type EmbeddingsErrorCode =
  | typeof TIMEOUT_ERROR.name
  | 'ABORTED'
  | 'EMBEDDINGS_UNREACHABLE'
  | 'EMBEDDINGS_HTTP_ERROR'
  | 'EMBEDDINGS_BAD_RESPONSE';

/** A failed call. Its message never holds the inputs (customers' questions) or the API key. */
export class EmbeddingsError extends Error {
  constructor(
    readonly code: EmbeddingsErrorCode,
    message: string,
    /** The HTTP status, for EMBEDDINGS_HTTP_ERROR. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

/** A call's outcome: returned, never thrown, so no caller on a request path can forget to catch. */
export type EmbedResult =
  | { ok: true; vectors: Float32Array[]; dimensions: number }
  | { ok: false; error: EmbeddingsError };

/** The part of the OpenAI embeddings response we use (https://platform.openai.com/docs/api-reference/embeddings). */
export const EmbeddingsResponseSchema = z.object({
  data: z.array(
    z.object({
      embedding: z.array(z.number()).min(1),
      index: z.number().int().min(0).optional(),
    }),
  ),
});

/** Inputs per request: well within what OpenAI (2,048) and Ollama accept, and small enough to time out per batch. */
export const EMBEDDINGS_BATCH_SIZE = 64;

export interface EmbeddingsClientOptions {
  /** `http://127.0.0.1:11434` or `…/v1`: either way `{base}/v1/embeddings` is called. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token. */
  apiKey?: string;
  batchSize?: number;
}

/** The URL of the embeddings endpoint for a base URL with or without its `/v1`. */
export function embeddingsEndpoint(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

/** An OpenAI-compatible `/v1/embeddings` client (OpenAI, Ollama, llama.cpp, vLLM, LM Studio…). */
export class EmbeddingsClient {
  readonly model: string;
  private readonly endpoint: string;
  private readonly headers: Record<string, string>;
  private readonly batchSize: number;

  constructor(options: EmbeddingsClientOptions) {
    this.model = options.model;
    this.endpoint = embeddingsEndpoint(options.baseUrl);
    this.headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    };
    this.batchSize = Math.max(1, options.batchSize ?? EMBEDDINGS_BATCH_SIZE);
  }

  /**
   * One vector per input, in input order, fetched `batchSize` inputs a request. `timeoutMs`
   * bounds each request (headers and body); `signal` cancels them all.
   */
  async embed(
    inputs: readonly string[],
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<EmbedResult> {
    const vectors: Float32Array[] = [];
    let dimensions = 0;
    for (let i = 0; i < inputs.length; i += this.batchSize) {
      const batch = await this.request(inputs.slice(i, i + this.batchSize), options);
      if (!batch.ok) return batch;
      if (dimensions !== 0 && batch.dimensions !== dimensions) {
        return failed(
          'EMBEDDINGS_BAD_RESPONSE',
          `batches came back with ${dimensions} and ${batch.dimensions} dimensions`,
        );
      }
      dimensions = batch.dimensions;
      vectors.push(...batch.vectors);
    }
    return { ok: true, vectors, dimensions };
  }

  private async request(
    input: readonly string[],
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<EmbedResult> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let body: unknown;
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: this.headers,
        body: JSON.stringify({ model: this.model, input }),
        signal,
      });
      if (!response.ok) {
        // The body may echo the inputs: it is not read, only released.
        await response.body?.cancel().catch(() => undefined);
        return failed(
          'EMBEDDINGS_HTTP_ERROR',
          `the embeddings server answered ${response.status}`,
          response.status,
        );
      }
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        return failed('EMBEDDINGS_BAD_RESPONSE', 'the embeddings server answered something other than JSON');
      }
    } catch (error) {
      if (timeout.aborted) {
        return failed(TIMEOUT_ERROR.name, `no embeddings within ${options.timeoutMs} ms`);
      }
      if (options.signal?.aborted) return failed('ABORTED', 'the embeddings request was cancelled');
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code;
      return failed(
        'EMBEDDINGS_UNREACHABLE',
        `the embeddings server could not be reached${cause ? ` (${cause})` : ''}`,
      );
    }
    return parseVectors(body, input.length);
  }
}

/** The response's vectors in input order, checked: one per input, all of one length, all finite. */
function parseVectors(body: unknown, expected: number): EmbedResult {
  const parsed = EmbeddingsResponseSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return failed(
      'EMBEDDINGS_BAD_RESPONSE',
      `unexpected embeddings response at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  const data = parsed.data.data;
  if (data.length !== expected) {
    return failed('EMBEDDINGS_BAD_RESPONSE', `${data.length} embeddings for ${expected} inputs`);
  }
  // OpenAI's answer carries each input's index; without them, the order is the inputs'.
  const ordered = data.every((d) => d.index !== undefined)
    ? [...data].sort((a, b) => a.index! - b.index!)
    : data;
  if (ordered.some((d, i) => d.index !== undefined && d.index !== i)) {
    return failed('EMBEDDINGS_BAD_RESPONSE', 'the embeddings do not number the inputs 0 to n-1');
  }
  const dimensions = ordered[0]?.embedding.length ?? 0;
  if (ordered.some((d) => d.embedding.length !== dimensions)) {
    return failed('EMBEDDINGS_BAD_RESPONSE', 'embeddings of different lengths in one response');
  }
  return { ok: true, vectors: ordered.map((d) => Float32Array.from(d.embedding)), dimensions };
}

function failed(code: EmbeddingsErrorCode, message: string, status?: number): EmbedResult {
  return { ok: false, error: new EmbeddingsError(code, message, status) };
}
