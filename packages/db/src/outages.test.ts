import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { outagesRepository, type StoredOutage, signalsRepository } from './repositories.ts';
import { testEngines } from './testing/engines.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3600_000);

const outage = (id: string, overrides: Partial<StoredOutage> = {}): StoredOutage => ({
  id,
  service: 'Internet',
  zipCodes: ['75201', '75202'],
  summary: 'Internet service is down in parts of Dallas.',
  startedAt: hours(-2),
  expectedRestoreAt: hours(3),
  resolvedAt: null,
  ...overrides,
});

const engines = testEngines();

describe.each(engines)('outages and visitor signals on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores content outages once and keeps a stored row as it is', async () => {
    const repo = outagesRepository(db);
    expect(
      await repo.insertMissing([outage('OUT-1001'), outage('OUT-1002', { service: 'U-verse TV' })]),
    ).toBe(2);
    expect(
      await repo.insertMissing([outage('OUT-1001', { summary: 'Changed in the file' }), outage('OUT-1003')]),
    ).toBe(1);
    expect((await repo.get('OUT-1001'))?.summary).toBe('Internet service is down in parts of Dallas.');
    expect((await repo.get('OUT-1001'))?.zipCodes).toEqual(['75201', '75202']);
    expect((await repo.get('OUT-1001'))?.startedAt.toISOString()).toBe(hours(-2).toISOString());
  });

  it('lists active outages by ZIP code, leaving out resolved and not yet started ones', async () => {
    const repo = outagesRepository(db);
    await repo.insertMissing([
      outage('OUT-2001', { zipCodes: ['10001'] }),
      outage('OUT-2002', { zipCodes: ['10001', '10002'], service: 'Digital home phone' }),
      outage('OUT-2003', { zipCodes: ['10001'], startedAt: hours(1), expectedRestoreAt: hours(4) }),
      outage('OUT-2004', { zipCodes: ['10001'] }),
    ]);
    expect(await repo.resolve('OUT-2004', hours(-1))).toBe(true);
    expect(await repo.resolve('OUT-2004', hours(-1))).toBe(false);
    const at10001 = await repo.active({ now: NOW, zip: '10001' });
    expect(at10001.map((o) => o.id)).toEqual(['OUT-2001', 'OUT-2002']);
    expect((await repo.active({ now: NOW, zip: '10002' })).map((o) => o.id)).toEqual(['OUT-2002']);
    expect(await repo.active({ now: NOW, zip: '99999' })).toEqual([]);
    expect((await repo.active({ now: hours(2), zip: '10001' })).map((o) => o.id)).toContain('OUT-2003');
    const all = (await repo.active({ now: NOW })).map((o) => o.id);
    expect(all).toEqual(expect.arrayContaining(['OUT-1001', 'OUT-2001', 'OUT-2002']));
    expect(all).not.toContain('OUT-2004');
  });

  it('refuses an unknown service label, a bad id, no ZIP codes and a restore before the start', async () => {
    const repo = outagesRepository(db);
    await expect(repo.insertMissing([outage('OUT-3001', { service: 'Wireless' })])).rejects.toThrow();
    await expect(repo.insertMissing([outage('OUT-12')])).rejects.toThrow();
    await expect(repo.insertMissing([outage('OUT-3002', { zipCodes: [] })])).rejects.toThrow();
    await expect(
      repo.insertMissing([outage('OUT-3003', { expectedRestoreAt: hours(-5) })]),
    ).rejects.toThrow();
    expect(await repo.get('OUT-3001')).toBeUndefined();
  });

  it("reads one visitor's recent signals newest first, and no one else's", async () => {
    const signals = signalsRepository(db);
    const visitor = '0b7f6a38-8f0e-4c55-9d38-3c4d0c1f2a11';
    await signals.insert([
      { collection: 'sitesearch', type: 'submit', userId: visitor, query: 'wifi calling', payload: {} },
      { collection: 'sitesearch', type: 'click', userId: visitor, docId: 'KM1000020', payload: {} },
      { collection: 'sitesearch', type: 'submit', userId: 'someone-else', query: 'late fee', payload: {} },
    ]);
    const mine = await signals.forUser(visitor, new Date(Date.now() - 60_000));
    expect(mine.map((s) => [s.query, s.docId])).toEqual([
      [null, 'KM1000020'],
      ['wifi calling', null],
    ]);
    expect(await signals.forUser(visitor, new Date(Date.now() + 60_000))).toEqual([]);
    expect(await signals.forUser(visitor, new Date(0), 1)).toHaveLength(1);
  });
});
