import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorSchema, HTTP_ERROR } from '@support/contracts';
import { type Database, openDatabase } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile, PAY_BILL } from '../testing/app.ts';

const TOKEN = 'operator-token-for-tests';
let db: Database;
let root: string;
const apps: FastifyInstance[] = [];

async function start(token?: string) {
  const app = await buildApp({
    db,
    logger: false,
    config: {
      CONTENT_DIR: root,
      DATA_DIR: '',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'silent',
      OPERATOR_TOKEN: token,
    },
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'operator-'));
  mkdirSync(join(root, 'kb'));
  writeFileSync(join(root, 'kb', `${PAY_BILL.id}-${PAY_BILL.topic}.md`), articleFile(PAY_BILL));
  db = await openDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('operator signals', () => {
  it('reads back stored signals, payload included, with the operator token', async () => {
    const app = await start(TOKEN);
    const posted = await app.inject({
      method: 'POST',
      url: '/search/v1/signals/idpSupport',
      payload: {
        'app-id': 'idpSupport',
        signals: [
          {
            type: 'feedback',
            idempotencyKey: 'feedback-key-0001',
            payload: { helpful: false, feedbackArr: ['Too long', 'note'], docId: PAY_BILL.id },
          },
        ],
      },
    });
    expect(posted.statusCode).toBe(202);
    const res = await app.inject({
      url: '/operator/v1/signals/idpSupport',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [signal] = res.json().signals;
    expect(signal).toMatchObject({
      collection: 'idpSupport',
      type: 'feedback',
      idempotencyKey: 'feedback-key-0001',
      payload: { helpful: false, feedbackArr: ['Too long', 'note'], docId: PAY_BILL.id },
    });
  });

  it('reads newest first, one type, a page at a time: new feedback is found among many impressions', async () => {
    const app = await start(TOKEN);
    const signal = (type: string, n: number) => ({
      type,
      idempotencyKey: `paging-${type}-${String(n).padStart(4, '0')}`,
      payload: { docId: PAY_BILL.id, n },
    });
    const post = (signals: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/search/v1/signals/paging',
        payload: { 'app-id': 'idpSupport', signals },
      });
    expect(
      (await post([signal('feedback', 1), ...[2, 3, 4].map((n) => signal('impression', n))])).statusCode,
    ).toBe(202);
    expect(
      (await post([signal('feedback', 5), signal('impression', 6), signal('feedback', 7)])).statusCode,
    ).toBe(202);
    const read = async (query: string) => {
      const res = await app.inject({
        url: `/operator/v1/signals/paging?${query}`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { signals: { id: number; payload: { n: number } }[]; next?: number };
    };
    const ns = (page: { signals: { payload: { n: number } }[] }) => page.signals.map((s) => s.payload.n);
    // Oldest first by default, as before.
    expect(ns(await read('limit=100'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const first = await read('order=newest&type=feedback&limit=2');
    expect(ns(first)).toEqual([7, 5]);
    expect(first.next).toBe(first.signals[1]!.id);
    const second = await read(`order=newest&type=feedback&limit=2&before=${first.next}`);
    expect(ns(second)).toEqual([1]);
    expect(second.next).toBeUndefined();
    const oldest = await read('limit=3');
    expect(ns(await read(`limit=3&after=${oldest.next}`))).toEqual([4, 5, 6]);
  });

  it('answers 401 in the error contract without the token or with a wrong one', async () => {
    const app = await start(TOKEN);
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await app.inject({
        url: '/operator/v1/signals/idpSupport',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      const body = ApiErrorSchema.parse(res.json());
      expect(body.errorCode).toBe(HTTP_ERROR.unauthorized);
    }
  });

  it('does not exist when no operator token is configured', async () => {
    const app = await start(undefined);
    const res = await app.inject({
      url: '/operator/v1/signals/idpSupport',
      headers: { authorization: 'Bearer anything-at-all-here' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('rejects a bad collection or limit with a 400 in the contract', async () => {
    const app = await start(TOKEN);
    for (const url of [
      '/operator/v1/signals/bad%20name',
      '/operator/v1/signals/x?limit=0',
      '/operator/v1/signals/x?order=random',
      '/operator/v1/signals/x?before=abc',
    ]) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).statusCode).toBe(400);
    }
  });
});
