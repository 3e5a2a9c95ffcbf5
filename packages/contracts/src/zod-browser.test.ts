import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { disableZodCodegenInBrowser, ZOD_JITLESS } from './zod-browser.ts';

afterEach(() => {
  vi.restoreAllMocks();
  z.config({ jitless: false });
});

describe('zod-browser', () => {
  it('in a browser, schemas built afterwards never call Function (no CSP eval report)', () => {
    const fn = vi.spyOn(globalThis, 'Function');
    expect(disableZodCodegenInBrowser({ window: {} })).toBe(true);
    const schema = z.object({ question: z.string(), rows: z.number() });
    expect(schema.parse({ question: 'restart my router', rows: 1 })).toEqual({
      question: 'restart my router',
      rows: 1,
    });
    expect(schema.safeParse({ question: 1 }).success).toBe(false);
    expect(fn).not.toHaveBeenCalled();
  });

  it('on a server, leaves zod as it is', () => {
    expect(ZOD_JITLESS).toBe(false);
    expect(disableZodCodegenInBrowser({})).toBe(false);
    expect(z.config().jitless).toBeFalsy();
  });
});

describe('the browser entry of the contracts', () => {
  it('is what browser bundles resolve, and turns zod code generation off before any schema is built', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    expect(pkg.exports['.'].browser).toBe('./src/browser.ts');
    const source = readFileSync(join(import.meta.dirname, 'browser.ts'), 'utf8');
    const statements = source.split('\n').filter((l) => /^(import|export)\b/.test(l));
    expect(statements[0]).toBe("import './zod-browser.ts';");
    expect(statements.slice(1)).toEqual(["export * from './index.ts';"]);
  });
});
