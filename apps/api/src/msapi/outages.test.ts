import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  LinkedAccountInfoResponseSchema,
  OUTAGE_PATHS,
  OUTAGE_WORKFLOW_URL,
  OutageAlertsResponseSchema,
  OutageFileSchema,
  OutageWorkflowResponseSchema,
  OutageZipResponseSchema,
  outageZipUrl,
  resolveOutageFileTime,
  SERVICE_ALERT_GROUPS,
  SERVICE_KEYS,
} from '@support/contracts';
import { type Database, migrate, openDatabase, outagesRepository } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { jsonFiles, seedContent } from '../platform/seed.ts';
import { fakeLog } from '../testing/app.ts';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const outage = (id: string, service: string, zipCodes: string[], restoreIn: number | null = 3) => ({
  id,
  service,
  zipCodes,
  summary: `${service} is down in the test area.`,
  startedAt: hoursFromNow(-2),
  expectedRestoreAt: restoreIn === null ? null : hoursFromNow(restoreIn),
});

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({
    outages: {
      'a.json': {
        outages: [
          outage('OUT-0001', 'Internet', ['30301', '30302']),
          outage('OUT-0002', 'U-verse TV', ['30301'], null),
          outage('OUT-0003', 'Digital home phone', ['30303'], -1),
        ],
      },
      'b.json': {
        outages: [
          outage('OUT-0004', 'AT&T Internet', ['30302'], 6),
          { ...outage('OUT-0005', 'Internet', ['30304']), resolvedAt: hoursFromNow(-1) },
          { ...outage('OUT-0006', 'Internet', ['30305']), startedAt: hoursFromNow(1) },
        ],
      },
    },
  });
});
afterAll(async () => {
  await s.close();
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('outage check by ZIP code', () => {
  it('answers the active outages at a ZIP code, with restore times, for a short time in caches', async () => {
    const res = await get(outageZipUrl('30301'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = OutageZipResponseSchema.parse(res.json());
    expect(body.zip).toBe('30301');
    expect(body.hasOutage).toBe(true);
    expect(body.outages.map((o) => [o.id, o.service, o.restoreOverdue])).toEqual([
      ['OUT-0001', 'Internet', false],
      ['OUT-0002', 'U-verse TV', false],
    ]);
    expect(body.outages[1]!.expectedRestoreAt).toBeNull();
  });

  it('marks an outage past its expected restore time as overdue, still active', async () => {
    const body = OutageZipResponseSchema.parse((await get(outageZipUrl('30303'))).json());
    expect(body.outages.map((o) => [o.id, o.restoreOverdue])).toEqual([['OUT-0003', true]]);
  });

  it('leaves out restored outages and outages not started yet', async () => {
    for (const zip of ['30304', '30305', '99999']) {
      const body = OutageZipResponseSchema.parse((await get(outageZipUrl(zip))).json());
      expect(body).toMatchObject({ zip, hasOutage: false, outages: [] });
    }
  });

  it('filters by service label', async () => {
    const res = await get(`${outageZipUrl('30302')}?service=${encodeURIComponent('AT&T Internet')}`);
    expect(OutageZipResponseSchema.parse(res.json()).outages.map((o) => o.id)).toEqual(['OUT-0004']);
  });

  it.each(['3030', '303011', 'abcde', '30 01', '-3030'])(
    'refuses the malformed ZIP code %j with 400 SPTSEARCH-100',
    async (zip) => {
      const res = await get(outageZipUrl(zip));
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      const error = ApiErrorSchema.parse(res.json());
      expect(error.errorCode).toBe('SPTSEARCH-100');
      expect(error.details?.issues?.[0]?.path).toBe('params.zip');
    },
  );

  it('refuses a service that is not an outage label', async () => {
    const res = await get(`${outageZipUrl('30301')}?service=Wireless`);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('SPTSEARCH-100');
  });
});

describe('outage workflow without an account (seed 001 §7)', () => {
  it('answers every active outage with its ZIP codes and the ZIP check as next step', async () => {
    const res = await get(OUTAGE_WORKFLOW_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = OutageWorkflowResponseSchema.parse(res.json());
    expect(body).toMatchObject({ ban: 'na', accountLinked: false, nextStep: 'check-zip' });
    expect(body.outages.map((o) => o.id).sort()).toEqual(['OUT-0001', 'OUT-0002', 'OUT-0003', 'OUT-0004']);
    expect(body.outages.find((o) => o.id === 'OUT-0001')?.zipCodes).toEqual(['30301', '30302']);
  });

  it('takes executecache=false and refuses another value', async () => {
    expect((await get(`${OUTAGE_PATHS.workflow}?executecache=false`)).statusCode).toBe(200);
    expect((await get(OUTAGE_PATHS.workflow)).statusCode).toBe(200);
    const res = await get(`${OUTAGE_PATHS.workflow}?executecache=maybe`);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('SPTSEARCH-100');
  });

  it('has no workflow for an account number (no accounts on this site)', async () => {
    const res = await get('/msapi/outage/v1/workflows/123456789/BAN?executecache=true');
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('NOT_FOUND');
  });

  it('answers no linked accounts, signed out, never cached', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: OUTAGE_PATHS.linkedAccounts,
      headers: { cookie: 'session=abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(LinkedAccountInfoResponseSchema.parse(res.json())).toEqual({
      customerState: 'Unauthenticated',
      linkedAccounts: [],
    });
  });
});

describe('support alert banners', () => {
  const alerts = async (query = '') => {
    const res = await get(`${OUTAGE_PATHS.alerts}${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return OutageAlertsResponseSchema.parse(res.json()).alerts;
  };

  it('gives one banner per group with active outages when no service is named', async () => {
    const all = await alerts();
    expect(all.map((a) => [a.group, a.services, a.outageCount, a.zipCodeCount])).toEqual([
      ['internet', ['Internet', 'AT&T Internet'], 2, 2],
      ['tv', ['U-verse TV'], 1, 1],
      ['home-phone', ['Digital home phone'], 1, 1],
    ]);
    const internet = all[0]!;
    expect(internet.message).toContain('Internet and AT&T Internet');
    expect(internet.link).toBe('/outages');
    // The later of the two restore times; TV has none, so its banner has none.
    expect(Date.parse(internet.expectedRestoreAt!)).toBeGreaterThan(Date.now() + 5 * 3600_000);
    expect(all[1]!.expectedRestoreAt).toBeNull();
  });

  it("gives a service key its group's banner: internet pages, smb TV, the landing page's all-services banner", async () => {
    expect((await alerts('?service=internet-air')).map((a) => a.group)).toEqual(['internet']);
    expect((await alerts('?service=smb-u-verse-tv')).map((a) => a.group)).toEqual(['tv']);
    const landing = await alerts('?service=support');
    expect(landing.map((a) => [a.group, a.outageCount])).toEqual([['all', 4]]);
  });

  it('gives no banner to services no outage touches (wireless, email)', async () => {
    expect(await alerts('?service=wireless')).toEqual([]);
    expect(await alerts('?service=smb-email-support')).toEqual([]);
  });

  it('maps every service key to a banner group and refuses an unknown service', async () => {
    expect(Object.keys(SERVICE_ALERT_GROUPS).sort()).toEqual([...SERVICE_KEYS].sort());
    const res = await get(`${OUTAGE_PATHS.alerts}?service=cable`);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe('SPTSEARCH-100');
  });
});

/** A fresh database and a content folder with empty kb/ and outages/, removed after `use`. */
async function withContentDir(use: (db: Database, root: string) => Promise<void>) {
  const db = await openDatabase();
  const root = mkdtempSync(join(tmpdir(), 'outage-seed-'));
  try {
    await migrate(db);
    mkdirSync(join(root, 'kb'));
    mkdirSync(join(root, 'outages'));
    await use(db, root);
  } finally {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  }
}

describe('outage content', () => {
  it('every content/outages file is valid and the ids are unique across files', () => {
    const ids = jsonFiles(join(REPO_ROOT, 'content', 'outages')).flatMap((f) =>
      OutageFileSchema.parse(JSON.parse(readFileSync(f, 'utf8'))).outages.map((o) => o.id),
    );
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads a file time given as an offset from when the outage is first stored', async () => {
    const at = new Date('2026-11-24T12:00:00Z');
    expect(resolveOutageFileTime('-5h', at).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(resolveOutageFileTime('+2h30m', at).toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(resolveOutageFileTime('-45m', at).toISOString()).toBe('2026-11-24T11:15:00.000Z');
    expect(resolveOutageFileTime('2026-10-30T16:20:00Z', at).toISOString()).toBe('2026-10-30T16:20:00.000Z');
    for (const bad of ['-', '+h', '5h', '-5x', '+1d', 'yesterday']) {
      expect(
        OutageFileSchema.safeParse({
          outages: [{ ...outage('OUT-0102', 'Internet', ['10001']), startedAt: bad }],
        }).success,
      ).toBe(false);
    }

    await withContentDir(async (db, root) => {
      const relative = {
        ...outage('OUT-0103', 'Internet', ['10001']),
        startedAt: '-2h',
        expectedRestoreAt: '+3h',
      };
      writeFileSync(join(root, 'outages', 'one.json'), JSON.stringify({ outages: [relative] }));
      const before = Date.now();
      await seedContent(db, root, fakeLog());
      const [stored] = await outagesRepository(db).active({ now: new Date() });
      expect(stored?.id).toBe('OUT-0103');
      const hours = (d: Date | null | undefined) => ((d?.getTime() ?? Number.NaN) - before) / 3_600_000;
      expect(hours(stored?.startedAt)).toBeCloseTo(-2, 2);
      expect(hours(stored?.expectedRestoreAt)).toBeCloseTo(3, 2);
    });
  });

  it('seeds each outage once: a restored row stays restored, and an id in two files stops start-up', async () => {
    await withContentDir(async (db, root) => {
      const file = { outages: [outage('OUT-0100', 'Internet', ['10001'])] };
      writeFileSync(join(root, 'outages', 'one.json'), JSON.stringify(file));
      await seedContent(db, root, fakeLog());
      const repo = outagesRepository(db);
      await repo.resolve('OUT-0100', new Date());
      await seedContent(db, root, fakeLog());
      expect(await repo.active({ now: new Date() })).toEqual([]);

      writeFileSync(join(root, 'outages', 'two.json'), JSON.stringify(file));
      await expect(seedContent(db, root, fakeLog())).rejects.toThrow(/OUT-0100 is also in .*one\.json/);
      writeFileSync(join(root, 'outages', 'two.json'), JSON.stringify({ outages: [{ id: 'OUT-0101' }] }));
      await expect(seedContent(db, root, fakeLog())).rejects.toThrow(
        /two\.json: field "outages\.0\.service"/,
      );
    });
  });
});
