import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_API_PORT, E2E_OPERATOR_TOKEN, E2E_WEB_PORT } from './e2e/site.ts';

const WEB_PORT = E2E_WEB_PORT;
const API_PORT = E2E_API_PORT;
// A fresh embedded database per run: the site seeds it from content/ on start.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'support-e2e-'));
// The site's content plus the end-to-end fixtures (e2e/fixtures/kb: hostile articles that must render inert).
const CONTENT_DIR = mkdtempSync(join(tmpdir(), 'support-e2e-content-'));
cpSync(join(import.meta.dirname, 'content'), CONTENT_DIR, { recursive: true });
const FIXTURE_KB = join(import.meta.dirname, 'e2e', 'fixtures', 'kb');
if (existsSync(FIXTURE_KB)) cpSync(FIXTURE_KB, join(CONTENT_DIR, 'kb'), { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${WEB_PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR,
      CONTENT_DIR,
      LOG_LEVEL: 'warn',
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
      // Lets specs read stored signals back from the database through the operator routes.
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
