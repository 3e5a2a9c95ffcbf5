import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from './config.ts';

describe('findRepoRoot', () => {
  // A checkout whose path holds a space (URL.pathname would give "my%20checkout").
  let checkout: string;
  beforeAll(() => {
    checkout = join(mkdtempSync(join(tmpdir(), 'repo-root-')), 'my checkout');
    mkdirSync(join(checkout, 'apps', 'api', 'src', 'platform'), { recursive: true });
    mkdirSync(join(checkout, 'apps', 'api', 'dist'), { recursive: true });
    writeFileSync(join(checkout, 'package.json'), JSON.stringify({ name: 'root', workspaces: ['apps/*'] }));
    // A workspace's own package.json has no workspaces: the walk goes past it.
    writeFileSync(join(checkout, 'apps', 'api', 'package.json'), JSON.stringify({ name: '@support/api' }));
  });
  afterAll(() => {
    rmSync(join(checkout, '..'), { recursive: true, force: true });
  });

  it('finds the root from the sources and from the bundle, in a path with a space', () => {
    expect(findRepoRoot(join(checkout, 'apps', 'api', 'src', 'platform'))).toBe(checkout);
    expect(findRepoRoot(join(checkout, 'apps', 'api', 'dist'))).toBe(checkout);
  });

  it('finds nothing outside a checkout', () => {
    expect(findRepoRoot(tmpdir())).toBeUndefined();
  });
});

describe('loadConfig', () => {
  it('binds the API to loopback unless API_HOST says otherwise', () => {
    expect(loadConfig({}).API_HOST).toBe('127.0.0.1');
    expect(loadConfig({ API_HOST: '0.0.0.0' }).API_HOST).toBe('0.0.0.0');
  });

  it('gives in-flight requests 10 seconds at shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' }).SHUTDOWN_TIMEOUT_MS).toBe(0);
  });

  it('reads ANSWER_MIN_CONFIDENCE as a probability, unset when empty, and refuses anything else', () => {
    expect(loadConfig({}).ANSWER_MIN_CONFIDENCE).toBeUndefined();
    expect(loadConfig({ ANSWER_MIN_CONFIDENCE: '' }).ANSWER_MIN_CONFIDENCE).toBeUndefined();
    expect(loadConfig({ ANSWER_MIN_CONFIDENCE: '0.8' }).ANSWER_MIN_CONFIDENCE).toBe(0.8);
    for (const bad of ['1.5', '-0.1', 'high'])
      expect(() => loadConfig({ ANSWER_MIN_CONFIDENCE: bad })).toThrow(/ANSWER_MIN_CONFIDENCE/);
  });

  it('treats empty WEB_URL and REVALIDATE_SECRET as unset', () => {
    const config = loadConfig({ WEB_URL: '', REVALIDATE_SECRET: '' });
    expect(config.WEB_URL).toBeUndefined();
    expect(config.REVALIDATE_SECRET).toBeUndefined();
  });
});
