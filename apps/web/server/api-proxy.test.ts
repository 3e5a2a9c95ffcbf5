import type { IncomingMessage } from 'node:http';
import { ApiErrorSchema, HTTP_ERROR, SEARCH_ERROR } from '@support/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiPath } from './api-proxy.ts';
import { type Harness, startFront } from './test-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const noPage = () => {
  throw new Error('an API path must not reach the framework');
};

async function drain(req: IncomingMessage): Promise<number> {
  let n = 0;
  for await (const c of req) n += (c as Buffer).length;
  return n;
}

describe('API proxy', () => {
  it('knows API paths from site pages under /search', () => {
    expect(isApiPath('/search/v2/answerextraction')).toBe(true);
    expect(isApiPath('/msapi/kb/v1/articles/KM1000001')).toBe(true);
    expect(isApiPath('/search')).toBe(false);
    expect(isApiPath('/search/smallBusiness')).toBe(false);
  });

  it('forwards method, path, query and body, and the answer with its status and headers', async () => {
    let seen: { method?: string; url?: string; bytes?: number; xff?: string } = {};
    h = await startFront({
      handle: noPage,
      api: async (req, res) => {
        seen = {
          method: req.method,
          url: req.url,
          bytes: await drain(req),
          xff: String(req.headers['x-forwarded-for']),
        };
        res.writeHead(201, { 'content-type': 'application/json', 'x-api': 'yes' }).end('{"ok":true}');
      },
    });
    const res = await fetch(`${h.url}/search/v1/signals/sitesearch?x=1`, {
      method: 'POST',
      body: 'a'.repeat(500),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-api')).toBe('yes');
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'POST', url: '/search/v1/signals/sitesearch?x=1', bytes: 500 });
    expect(seen.xff).toContain('127.0.0.1');
  });

  it('refuses a declared body over the limit with 413 without calling the API', async () => {
    let called = false;
    h = await startFront({
      handle: noPage,
      bodyLimit: 1024,
      api: (_req, res) => {
        called = true;
        res.end('{}');
      },
    });
    const res = await fetch(`${h.url}/search/v1/signals/x`, { method: 'POST', body: 'a'.repeat(5000) });
    expect(res.status).toBe(413);
    const body = ApiErrorSchema.parse(await res.json());
    expect(body.errorCode).toBe(HTTP_ERROR.payloadTooLarge);
    expect(called).toBe(false);
  });

  it('stops a streamed body at the limit with 413 and never hands the API the whole of it', async () => {
    let received = 0;
    h = await startFront({
      handle: noPage,
      bodyLimit: 1024,
      api: async (req, res) => {
        received = await drain(req).catch(() => received);
        res.end('{}');
      },
    });
    const chunks = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('b'.repeat(512)));
        c.close();
      },
    });
    const res = await fetch(`${h.url}/search/v1/signals/x`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(ApiErrorSchema.parse(await res.json()).errorCode).toBe(HTTP_ERROR.payloadTooLarge);
    expect(received).toBeLessThan(20 * 512);
  });

  it("passes the API's own 413 and 429 through as they are", async () => {
    h = await startFront({
      handle: noPage,
      api: (req, res) => {
        const status = req.url?.includes('big') ? 413 : 429;
        res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '7' });
        res.end(JSON.stringify({ errorCode: 'X', statusCode: status, message: 'm' }));
      },
    });
    const big = await fetch(`${h.url}/search/v1/signals/big`, { method: 'POST', body: 'x' });
    expect(big.status).toBe(413);
    const limited = await fetch(`${h.url}/search/v2/answerextraction?q=x`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
  });

  it('streams Server-Sent Events as the API writes them, uncompressed', async () => {
    let finish: () => void = () => undefined;
    h = await startFront({
      handle: noPage,
      api: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: init\ndata: {}\n\n');
        finish = () => res.end('data: [END]\n\n');
      },
    });
    const res = await fetch(`${h.url}/search/v2/answerextraction?stream=true`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: init');
    finish();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toContain('[END]');
  });

  it('answers 502 in the error contract when the API is not reachable', async () => {
    h = await startFront({ handle: noPage, apiUrl: 'http://127.0.0.1:1' });
    const res = await fetch(`${h.url}/search/v2/answerextraction?q=x`);
    expect(res.status).toBe(502);
    expect(ApiErrorSchema.parse(await res.json()).errorCode).toBe(SEARCH_ERROR.internal);
  });
});
