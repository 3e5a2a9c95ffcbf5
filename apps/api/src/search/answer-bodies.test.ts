import { join } from 'node:path';
import { type AnswerComposer, AnswerEngine, ExtractiveComposer } from '@support/answer-engine';
import { sampleArticle } from '@support/answer-engine/testing';
import { BestAnswerResponseSchema, SmartAnswerResponseSchema, STREAM_END_MARKER } from '@support/contracts';
import { type Database, openDatabase } from '@support/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../platform/config.ts';
import { questionHash } from '../platform/logging.ts';
import { type AskInput, bestAnswerJson, prepareAnswer, smartAnswerJson } from './answer.service.ts';

/**
 * Answer bodies are serialized once per cache entry and replayed with a fresh query id. These
 * tests hold the replay to the fresh body: same bytes but the id, in the contract, in the bytes
 * zod's serializer wrote, and never replayed where the answer is the visitor's alone.
 */

const CONFIG = {
  CONTENT_DIR: join(REPO_ROOT, 'content'),
  DATA_DIR: '',
  DATABASE_URL: undefined,
  LOG_LEVEL: 'info',
} as const;
const V1 = '/search/v1/answerextraction';
const V2 = '/search/v2/answerextraction';
const SMB = '/search/v2/answerextraction/smb';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ask = (question: string, overrides: Partial<AskInput> = {}): AskInput => ({
  appId: 'sitesearch',
  question,
  customerType: 'consumer',
  dataSources: ['esupport'],
  relatedEnabled: true,
  ...overrides,
});

/** The body with its query id taken out, and the id. */
function split(body: string, idKey: 'queryId' | 'query_id') {
  const pattern = new RegExp(`"${idKey}":"([^"]*)"`);
  const id = pattern.exec(body)?.[1];
  expect(id).toMatch(UUID);
  return { rest: body.replace(pattern, `"${idKey}":""`), id: id! };
}

describe('kept answer bodies (service)', () => {
  it('replay the fresh v2 body but for a new query id, without composing again', async () => {
    const engine = new AnswerEngine([sampleArticle()]);
    const composer = new ExtractiveComposer();
    const compose = vi.spyOn(composer, 'compose');
    const fresh = await bestAnswerJson(composer, prepareAnswer(engine, ask('How do I pay my bill online?')));
    const again = await bestAnswerJson(composer, prepareAnswer(engine, ask('how do i pay my bill online')));
    expect(compose).toHaveBeenCalledTimes(1);
    const [a, b] = [split(fresh, 'queryId'), split(again, 'queryId')];
    expect(b.rest).toBe(a.rest);
    expect(b.id).not.toBe(a.id);
    for (const body of [fresh, again]) {
      const parsed = BestAnswerResponseSchema.parse(JSON.parse(body));
      expect(parsed.articleId).toBe('KM1000001');
      // The bytes fastify-type-provider-zod's serializer wrote: contract order, contract keys only.
      expect(JSON.stringify(BestAnswerResponseSchema.encode(parsed))).toBe(body);
    }
  });

  it('compose a generative answer per request: it is never replayed', async () => {
    const engine = new AnswerEngine([sampleArticle()]);
    let n = 0;
    const composer: AnswerComposer = {
      kind: 'generative',
      async *compose() {
        n += 1;
        yield `Answer number ${n}.`;
      },
    };
    const first = BestAnswerResponseSchema.parse(
      JSON.parse(await bestAnswerJson(composer, prepareAnswer(engine, ask('How do I pay my bill online?')))),
    );
    const second = BestAnswerResponseSchema.parse(
      JSON.parse(await bestAnswerJson(composer, prepareAnswer(engine, ask('How do I pay my bill online?')))),
    );
    expect(first.bestAnswer?.answer).toBe('Answer number 1.');
    expect(second.bestAnswer?.answer).toBe('Answer number 2.');
  });

  it('keep the v1 body of the page asked, and answer another page with its own docs', async () => {
    const articles = [
      sampleArticle(),
      sampleArticle({
        id: 'KM1000002',
        questions: ['How do I pay my bill by phone?'],
        title: 'Pay by phone',
      }),
      sampleArticle({
        id: 'KM1000003',
        questions: ['Can I pay my bill in a store?'],
        title: 'Pay in a store',
      }),
    ];
    const engine = new AnswerEngine(articles);
    const composer = new ExtractiveComposer();
    const page = async (rows: number) =>
      smartAnswerJson(engine, composer, prepareAnswer(engine, ask('pay my bill online', { limit: 60 })), {
        start: 0,
        rows,
      });
    const one = await page(1);
    const three = await page(3);
    const oneAgain = await page(1);
    expect(SmartAnswerResponseSchema.parse(JSON.parse(one)).response.docs).toHaveLength(1);
    expect(SmartAnswerResponseSchema.parse(JSON.parse(three)).response.docs.length).toBeGreaterThan(1);
    expect(split(oneAgain, 'query_id').rest).toBe(split(one, 'query_id').rest);
    expect(split(oneAgain, 'query_id').id).not.toBe(split(one, 'query_id').id);
  });
});

describe('kept answer bodies (routes)', () => {
  let db: Database;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    db = await openDatabase();
    app = await buildApp({
      db,
      config: CONFIG,
      rateLimit: false,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (path: string, params: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ 'app-id': 'sitesearch', ...params })}`,
    });

  function expectJsonAnswer(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  }

  it.each([
    ['an answer', V2, { searchTerm: 'How do I turn on Wi-Fi calling?' }],
    ['a small-business answer', SMB, { searchTerm: 'static IP address for my business internet' }],
    ['no answer', V2, { searchTerm: 'what is the meaning of life', navigationTree: 'Support>Wireless' }],
    [
      'an answer without related questions',
      V2,
      { searchTerm: 'reset my voicemail password', isRelatedQnAEnabled: 'false' },
    ],
  ])('v2 replays %s byte for byte with a fresh query id and the same headers', async (_, path, params) => {
    const fresh = await get(path, params);
    const again = await get(path, params);
    for (const res of [fresh, again]) {
      expectJsonAnswer(res);
      const parsed = BestAnswerResponseSchema.parse(res.json());
      expect(JSON.stringify(BestAnswerResponseSchema.encode(parsed))).toBe(res.body);
    }
    const [a, b] = [split(fresh.body, 'queryId'), split(again.body, 'queryId')];
    expect(b.rest).toBe(a.rest);
    expect(b.id).not.toBe(a.id);
    expect(again.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });

  it('v1 replays its body with a fresh query_id, and a v1 page with more rows has them', async () => {
    const params = { q: 'How do I pay my bill online?', rows: '1' };
    const fresh = await get(V1, params);
    const again = await get(V1, params);
    const more = await get(V1, { ...params, rows: '4' });
    for (const res of [fresh, again, more]) {
      expectJsonAnswer(res);
      const parsed = SmartAnswerResponseSchema.parse(res.json());
      expect(JSON.stringify(SmartAnswerResponseSchema.encode(parsed))).toBe(res.body);
    }
    expect(split(again.body, 'query_id').rest).toBe(split(fresh.body, 'query_id').rest);
    expect(split(again.body, 'query_id').id).not.toBe(split(fresh.body, 'query_id').id);
    expect(SmartAnswerResponseSchema.parse(more.json()).response.docs).toHaveLength(4);
  });

  it('a streamed answer after a kept one still starts with its own query id and ends with the marker', async () => {
    const q = 'How do I turn on Wi-Fi calling?';
    const plain = BestAnswerResponseSchema.parse((await get(V2, { searchTerm: q })).json());
    const streams = [
      await get(V2, { searchTerm: q, stream: 'true' }),
      await get(V2, { searchTerm: q, stream: 'true' }),
    ];
    const ids = streams.map((res) => {
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.body.endsWith(`event: end\ndata: ${STREAM_END_MARKER}\n\n`)).toBe(true);
      const init = JSON.parse(/^event: init\ndata: (.*)\n\n/.exec(res.body)![1]!);
      expect(init.question).toBe(plain.bestAnswer!.question);
      return init.queryId;
    });
    expect(new Set([...ids, plain.queryId]).size).toBe(3);
  });

  it('logs every answer, kept or not, with the hash of the question as that visitor asked it', async () => {
    lines.length = 0;
    const spellings = [
      'How do I pay my bill online?',
      'how do i pay my bill online',
      'HOW do I pay my bill online!!',
    ];
    for (const q of [...spellings, spellings[0]!]) expectJsonAnswer(await get(V2, { searchTerm: q }));
    const answers = lines.filter((l) => l.msg === 'answer');
    expect(answers.map((l) => l.questionHash)).toEqual(
      [...spellings, spellings[0]!].map((q) => questionHash(q)),
    );
    expect(answers.every((l) => l.answered === true && l.articleId === 'KM1000001')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('pay my bill');
  });
});
