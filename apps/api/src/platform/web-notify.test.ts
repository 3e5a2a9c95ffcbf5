import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import { articlesRepository, openDatabase } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { articleFile } from '../testing/app.ts';
import { createWebNotifier } from './web-notify.ts';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet } as unknown as FastifyBaseLogger;

describe('createWebNotifier', () => {
  it('posts the shared secret to each web server once', async () => {
    const seen: string[] = [];
    const web = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
      res.end('{}');
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    const ok = await createWebNotifier({ webUrls: [url], secret: 's3', log })();
    web.close();
    expect(ok).toBe(true);
    expect(seen).toEqual(['POST /internal/revalidate Bearer s3']);
  });

  it('retries a web server that is not up yet', async () => {
    const web = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const port = (web.address() as AddressInfo).port;
    await new Promise((r) => web.close(r));
    const notice = createWebNotifier({
      webUrls: [`http://127.0.0.1:${port}`],
      secret: 's3',
      log,
      retryDelaysMs: [50, 50, 200, 400],
    })();
    setTimeout(() => web.listen(port, '127.0.0.1'), 120);
    expect(await notice).toBe(true);
    web.close();
  });

  it('does nothing without a web URL or a secret, and gives up on a refusal', async () => {
    expect(await createWebNotifier({ webUrls: [], secret: 's', log })()).toBe(false);
    expect(await createWebNotifier({ webUrls: ['http://127.0.0.1:1'], secret: undefined, log })()).toBe(
      false,
    );
    const web = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    expect(await createWebNotifier({ webUrls: [url], secret: 'x', log })()).toBe(false);
    web.close();
  });
});

describe('the app tells the web servers', () => {
  it('once at start and again after the articles change', async () => {
    const notices: string[] = [];
    const web = createServer((req, res) => {
      notices.push(String(req.headers.authorization));
      res.end('{}');
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const root = mkdtempSync(join(tmpdir(), 'notify-'));
    mkdirSync(join(root, 'kb'));
    const article = sampleArticle();
    writeFileSync(join(root, 'kb', `${article.id}-${article.topic}.md`), articleFile(article));
    const db = await openDatabase();
    const app = await buildApp({
      logger: false,
      db,
      config: {
        CONTENT_DIR: root,
        DATA_DIR: '',
        DATABASE_URL: undefined,
        LOG_LEVEL: 'silent',
        WEB_URL: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
        REVALIDATE_SECRET: 'shared',
      },
    });
    try {
      await vi.waitFor(() => expect(notices).toEqual(['Bearer shared']), { timeout: 5000 });
      await articlesRepository(db).upsertFromContent([{ ...article, title: 'Pay your bill on the web' }]);
      await vi.waitFor(() => expect(notices).toHaveLength(2), { timeout: 5000 });
    } finally {
      await app.close();
      await db.close();
      web.close();
    }
  });
});
