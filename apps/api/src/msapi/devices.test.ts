import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  DEVICE_LIST_PATH,
  DeviceListResponseSchema,
  DeviceMakeFileSchema,
  DeviceResponseSchema,
  deviceUrl,
} from '@support/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config.ts';
import { jsonFiles } from '../platform/seed.ts';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';
import { loadDeviceCatalog } from './devices.ts';

let s: SupportApp;
beforeAll(async () => {
  s = await startSupportApp({ outages: {} });
});
afterAll(async () => {
  await s.close();
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('device support catalogue (seed 001 §7)', () => {
  it("answers a device's names and its support articles in the file's order", async () => {
    const res = await get(deviceUrl('apple', 'iphone-15'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const device = DeviceResponseSchema.parse(res.json());
    expect(device).toMatchObject({
      make: 'apple',
      makeDisplayName: 'Apple',
      model: 'iphone-15',
      displayName: 'iPhone 15',
      type: 'phone',
      year: 2023,
    });
    expect(device.articles.map((a) => a.id)).toEqual([
      'KM1000029',
      'KM1000030',
      'KM1000020',
      'KM1000021',
      'KM1000027',
      // Every phone also has the troubles any phone can have: no service, texts, data, unlocking,
      // a lost or a damaged phone.
      'KM1000038',
      'KM1000041',
      'KM1000042',
      'KM1000025',
      'KM1000031',
      'KM1000037',
    ]);
    expect(device.articles[2]).toMatchObject({ url: '/support/article/wireless/KM1000020' });
  });

  it('finds a device whatever the case of its make and model', async () => {
    const res = await get('/msapi/devicesupportcatalog/v1/device/make/Samsung/model/Galaxy-S24?appId=ecare');
    expect(res.statusCode).toBe(200);
    expect(DeviceResponseSchema.parse(res.json()).displayName).toBe('Galaxy S24');
  });

  it('answers an unknown make or model with 404 NOT_FOUND', async () => {
    for (const url of [deviceUrl('nokia', '3310'), deviceUrl('apple', 'iphone-3g')]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(ApiErrorSchema.parse(res.json())).toMatchObject({ errorCode: 'NOT_FOUND', statusCode: 404 });
    }
  });

  it.each([
    ['/msapi/devicesupportcatalog/v1/device/make/apple/model/iphone-15', 'SPTSEARCH-100'],
    ['/msapi/devicesupportcatalog/v1/device/make/apple/model/iphone-15?appId=myapp', 'SPTSEARCH-101'],
    ['/msapi/devicesupportcatalog/v1/device/make/apple/model/iphone%2015?appId=ecare', 'SPTSEARCH-100'],
    ['/msapi/devicesupportcatalog/v1/device/make/-x/model/y?appId=ecare', 'SPTSEARCH-100'],
    [DEVICE_LIST_PATH, 'SPTSEARCH-100'],
  ])('refuses %s with 400 %s', async (url, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).errorCode).toBe(code);
  });

  it('lists makes by name and their models newest first, for the selector', async () => {
    const res = await get(`${DEVICE_LIST_PATH}?appId=ecare`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { makes } = DeviceListResponseSchema.parse(res.json());
    expect(makes.map((m) => m.make)).toEqual(['apple', 'att', 'google', 'samsung']);
    const years = makes.flatMap((m) => m.models.map((x) => x.year));
    expect(years.length).toBeGreaterThan(10);
    for (const m of makes)
      expect(m.models.map((x) => x.year)).toEqual([...m.models.map((x) => x.year)].sort((a, b) => b - a));
  });
});

describe('device content', () => {
  it('every article a content/devices file names is in the knowledge base', () => {
    const kb = new Set(
      readFileSync(join(REPO_ROOT, 'content', 'kb-topics.tsv'), 'utf8')
        .split('\n')
        .map((l) => l.split('\t')[0]),
    );
    const files = jsonFiles(join(REPO_ROOT, 'content', 'devices'));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const make = DeviceMakeFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      for (const model of make.models)
        for (const id of model.articleIds) expect(kb, `${file} ${id}`).toContain(id);
    }
  });

  it('stops start-up on a malformed file, a make in two files or a model listed twice, naming the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'devices-'));
    const model = { model: 'one', displayName: 'One', type: 'phone', year: 2024, articleIds: ['KM1000020'] };
    const write = (name: string, body: unknown) => writeFileSync(join(root, name), JSON.stringify(body));
    try {
      mkdirSync(root, { recursive: true });
      write('a.json', { make: 'acme', displayName: 'Acme', models: [model, model] });
      expect(() => loadDeviceCatalog(root)).toThrow(/a\.json: model "one" is listed twice/);
      write('a.json', { make: 'acme', displayName: 'Acme', models: [model] });
      write('b.json', { make: 'acme', displayName: 'Acme again', models: [model] });
      expect(() => loadDeviceCatalog(root)).toThrow(/b\.json: make "acme" is in another file too/);
      write('b.json', { make: 'other', displayName: 'Other', models: [{ ...model, type: 'toaster' }] });
      expect(() => loadDeviceCatalog(root)).toThrow(/b\.json: field "models\.0\.type"/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
