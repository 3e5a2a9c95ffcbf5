import { join } from 'node:path';
import { BestAnswerResponseSchema } from '@support/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../platform/config.ts';

const CONTENT_DIR = join(REPO_ROOT, 'content');
const QUESTION = 'how do I pay my bill online';

/** The API built with ANSWER_MIN_CONFIDENCE (undefined: the fitted model's threshold). */
async function appWith(threshold: number | undefined): Promise<FastifyInstance> {
  return buildApp({
    config: {
      CONTENT_DIR,
      DATA_DIR: '',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'silent',
      ANSWER_MIN_CONFIDENCE: threshold,
    },
    logger: false,
    rateLimit: false,
  });
}

const ask = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'GET',
    url: `/search/v2/answerextraction?app-id=sitesearch&searchTerm=${encodeURIComponent(QUESTION)}`,
  });
  expect(res.statusCode).toBe(200);
  return BestAnswerResponseSchema.parse(res.json());
};

describe('ANSWER_MIN_CONFIDENCE', () => {
  let usual: FastifyInstance;
  let strict: FastifyInstance;
  beforeAll(async () => {
    [usual, strict] = await Promise.all([appWith(undefined), appWith(1)]);
  });
  afterAll(async () => {
    await Promise.all([usual?.close(), strict?.close()]);
  });

  it('answers with the fitted threshold, and declines in the error contract when set above every answer', async () => {
    const answered = await ask(usual);
    expect(answered.isShowBestAnswer).toBe(true);
    expect(answered.articleId).toBe('KM1000001');
    const declined = await ask(strict);
    expect(declined).toMatchObject({ isShowBestAnswer: false, bestAnswer: null, errorCode: 'SPTSEARCH-102' });
  });
});
