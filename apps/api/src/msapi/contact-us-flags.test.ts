import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleArticle } from '@support/answer-engine/testing';
import {
  ALLOCATIONS_PATH,
  AllocationsResponseSchema,
  CONTACT_US_FLAGS,
  experimentFlags,
  listFlagOn,
  SUPPORT_OPTIMIZATION_FLAGS,
  SUPPORT_OPTIMIZATION_TEAM,
  WEB_SUPPORT_TEAM,
} from '@support/contracts';
import { type Database, flagsRepository, openDatabase } from '@support/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { REPO_ROOT } from '../platform/config.ts';
import { seedContent } from '../platform/seed.ts';
import { articleFile, fakeLog } from '../testing/app.ts';

const flagFile = (team: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'content', 'flags', `${team}.json`), 'utf8')) as {
    team: string;
    allocations: Record<string, { value: unknown; description: string }>;
  };

let db: Database;
let app: FastifyInstance;
let root: string;
const article = sampleArticle();

/** The real app over one article and the real content/flags files. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'contact-us-flags-'));
  mkdirSync(join(root, 'kb'));
  writeFileSync(join(root, 'kb', `${article.id}-${article.topic}.md`), articleFile(article));
  cpSync(join(REPO_ROOT, 'content', 'flags'), join(root, 'flags'), { recursive: true });
  db = await openDatabase();
  app = await buildApp({
    db,
    logger: false,
    config: { CONTENT_DIR: root, DATA_DIR: '', DATABASE_URL: undefined, LOG_LEVEL: 'silent' },
  });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

const getAllocations = async (teams: string) => {
  const res = await app.inject({ method: 'GET', url: `${ALLOCATIONS_PATH}?teams=${teams}` });
  expect(res.statusCode).toBe(200);
  return AllocationsResponseSchema.parse(res.json()).allocations;
};

describe('contact-us flags (seed 001 §7 contact-us call 2)', () => {
  it.each([WEB_SUPPORT_TEAM, SUPPORT_OPTIMIZATION_TEAM])(
    'answers the %s lists as content/flags has them',
    async (team) => {
      const allocations = await getAllocations(team);
      const file = flagFile(team);
      expect(file.team).toBe(team);
      expect(allocations.map((a) => a.key).sort()).toEqual(Object.keys(file.allocations).sort());
      for (const a of allocations) {
        expect(a.team).toBe(team);
        expect(Array.isArray(a.value)).toBe(true);
        expect(a.value).toEqual(file.allocations[a.key]!.value);
      }
    },
  );

  it('shows the AI widget and the other services on the contact-us page by default', async () => {
    const allocations = await getAllocations(WEB_SUPPORT_TEAM);
    expect(listFlagOn(allocations, CONTACT_US_FLAGS.genAiSearch)).toBe(true);
    expect(listFlagOn(allocations, CONTACT_US_FLAGS.otherServices)).toBe(true);
    const optimization = await getAllocations(SUPPORT_OPTIMIZATION_TEAM);
    expect(listFlagOn(optimization, SUPPORT_OPTIMIZATION_FLAGS.personalizedCards)).toBe(false);
  });

  it('serves list flags beside the search team, whose flags read as before', async () => {
    const allocations = await getAllocations(`${WEB_SUPPORT_TEAM},search`);
    expect(new Set(allocations.map((a) => a.team))).toEqual(new Set([WEB_SUPPORT_TEAM, 'search']));
    // A list under a search key is not the boolean true: the widget flag stays off.
    expect(experimentFlags([{ key: 'svc-search-ixp-smart-answer', value: ['contactUs'] }]).enableWidget).toBe(
      false,
    );
    expect(experimentFlags(allocations).enableWidget).toBe(true);
  });

  it('passes a list edited in the database on, and leaves out a list that is not of names', async () => {
    const flags = flagsRepository(db);
    await flags.put('lab-lists', CONTACT_US_FLAGS.genAiSearch, ['contactUs', 'landing']);
    await flags.put('lab-lists', CONTACT_US_FLAGS.otherServices, [{ page: 'contactUs' }]);
    const allocations = await getAllocations('lab-lists');
    expect(allocations).toEqual([
      { key: CONTACT_US_FLAGS.genAiSearch, team: 'lab-lists', value: ['contactUs', 'landing'] },
    ]);
  });
});

describe('seeding flag files', () => {
  it('stops start-up naming the file and the field when a flag value is neither a scalar nor a list of names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-us-flags-bad-'));
    try {
      // The same knowledge base as the app's, so seeding leaves its articles alone.
      cpSync(join(root, 'kb'), join(dir, 'kb'), { recursive: true });
      mkdirSync(join(dir, 'flags'));
      writeFileSync(
        join(dir, 'flags', 'bad.json'),
        JSON.stringify({ team: 'bad', allocations: { 'cfg-bad': { value: [{ page: 'contactUs' }] } } }),
      );
      await expect(seedContent(db, dir, fakeLog())).rejects.toThrow(
        /bad\.json: field "allocations\.cfg-bad\.value/,
      );
      expect(await getAllocations('bad')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds a list from a flag file, and keeps a value changed in the database on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-us-flags-list-'));
    try {
      cpSync(join(root, 'kb'), join(dir, 'kb'), { recursive: true });
      mkdirSync(join(dir, 'flags'));
      const file = { team: 'seeded-lists', allocations: { 'cfg-pages': { value: ['contactUs'] } } };
      writeFileSync(join(dir, 'flags', 'seeded.json'), JSON.stringify(file));
      await seedContent(db, dir, fakeLog());
      expect(await getAllocations('seeded-lists')).toEqual([
        { key: 'cfg-pages', team: 'seeded-lists', value: ['contactUs'] },
      ]);
      await flagsRepository(db).put('seeded-lists', 'cfg-pages', []);
      await seedContent(db, dir, fakeLog());
      expect((await getAllocations('seeded-lists'))[0]?.value).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
