import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorSchema, HTTP_ERROR } from '@support/contracts';
import { type Database, openDatabase, tables } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile, PAY_BILL } from '../testing/app.ts';
import { GapsReportSchema } from './gaps.ts';

const TOKEN = 'operator-token-for-tests';
let db: Database;
let root: string;
const apps: FastifyInstance[] = [];

async function start(token?: string, database: Database = db) {
  const app = await buildApp({
    db: database,
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

describe('operator gaps report', () => {
  // Its own database: the report reads every collection, and the tests above stored signals too.
  let own: Database;
  beforeAll(async () => {
    own = await openDatabase();
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await own.close();
  });
  const read = async (app: FastifyInstance, query = '') => {
    const res = await app.inject({
      url: `/operator/v1/reports/gaps${query}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return GapsReportSchema.parse(res.json());
  };

  it('counts unanswered questions and hand-offs as one when their words are the same, and tallies unhelpful answers with what voters said', async () => {
    const app = await start(TOKEN, own);
    let n = 0;
    const signal = (type: string, q: string, payload: Record<string, unknown>) => ({
      type,
      q,
      idempotencyKey: `gaps-${type}-${String(n++).padStart(4, '0')}`,
      payload,
    });
    const submit = (q: string, answered: boolean, user: string, errorType = 'Failure_User') =>
      signal('submit', q, {
        isSmartAnswer: answered,
        docId: answered ? PAY_BILL.id : '',
        user_id: user,
        subtype: 'typed',
        errorType: answered ? 'Success_Admit' : errorType,
      });
    const posted = await app.inject({
      method: 'POST',
      url: '/search/v1/signals/gaps',
      payload: {
        'app-id': 'idpSupport',
        signals: [
          submit('Can I get my bill in Spanish?', false, 'visitor-1'),
          submit('can i get my bill in spanish', false, 'visitor-2'),
          submit('can I get my bill in SPANISH!!', false, 'visitor-2'),
          submit('how do I pay my bill', true, 'visitor-3'),
          submit('senior discount', false, 'visitor-4'),
          // The request failed (a timeout): no gap in the articles.
          submit('internet down again', false, 'visitor-5', 'Failure_System'),
          signal('handoff', 'why is my bill so high', { subtype: 'answer', docId: PAY_BILL.id }),
          signal('handoff', 'Why is my bill so high?', { subtype: 'noAnswer', docId: '' }),
          signal('feedback', 'pay my bill', {
            subtype: 'thumbsDown',
            helpful: 'no',
            docId: PAY_BILL.id,
            feedbackArr: ['Not what I asked', 'it asks me to sign in'],
          }),
          signal('feedback', 'pay without signing in', {
            subtype: 'thumbsDown',
            helpful: 'no',
            docId: PAY_BILL.id,
            feedbackArr: ['Not what I asked'],
          }),
          signal('feedback', 'pay my bill', { subtype: 'thumbsUp', helpful: 'yes', docId: PAY_BILL.id }),
        ],
      },
    });
    expect(posted.statusCode).toBe(202);
    const report = await read(app);
    expect(report.scanned).toBe(11);
    // The latest spelling shows; three asks by two visitors; answered and failed questions are not there.
    expect(report.unanswered.map(({ question, count, visitors }) => ({ question, count, visitors }))).toEqual(
      [
        { question: 'can I get my bill in SPANISH!!', count: 3, visitors: 2 },
        { question: 'senior discount', count: 1, visitors: 1 },
      ],
    );
    expect(report.handedOff).toEqual([
      expect.objectContaining({ count: 2, afterAnswer: 1, articleId: PAY_BILL.id }),
    ]);
    expect(report.unhelpful).toEqual([
      {
        articleId: PAY_BILL.id,
        title: PAY_BILL.title,
        votes: 2,
        helpfulVotes: 1,
        said: [
          { text: 'Not what I asked', count: 2 },
          { text: 'it asks me to sign in', count: 1 },
        ],
        // Once each: the latest first.
        questions: ['pay without signing in', 'pay my bill'],
      },
    ]);
    // At most `limit` per list.
    expect((await read(app, '?limit=1')).unanswered).toHaveLength(1);
  });

  it('reads only the last `days` days', async () => {
    const app = await start(TOKEN, own);
    await own.orm.insert(tables.signals).values({
      collection: 'gaps-old',
      type: 'submit',
      query: 'a question from long ago',
      payload: { isSmartAnswer: false, errorType: 'Failure_User' },
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const questions = async (query: string) => (await read(app, query)).unanswered.map((q) => q.question);
    expect(await questions('?days=60')).toContain('a question from long ago');
    expect(await questions('')).not.toContain('a question from long ago');
  });

  it('needs the operator token, and answers a bad window with a 400 in the contract', async () => {
    const app = await start(TOKEN, own);
    const anonymous = await app.inject({ url: '/operator/v1/reports/gaps' });
    expect(anonymous.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(anonymous.json()).errorCode).toBe(HTTP_ERROR.unauthorized);
    for (const query of ['?days=0', '?days=1000', '?limit=abc']) {
      const res = await app.inject({
        url: `/operator/v1/reports/gaps${query}`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode, query).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).statusCode).toBe(400);
    }
  });
});
