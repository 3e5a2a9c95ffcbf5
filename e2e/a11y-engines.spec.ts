import { expect, test } from '@playwright/test';
import { a11yProblems, equalAccessViolations } from './a11y.ts';

// The checks the other specs rely on can fail: each engine reports a known fault, and a check of
// the same page after the fault is fixed reports nothing (engines are injected once per page, so
// nothing of an earlier run may linger).
test('each engine reports a fault, and forgets it once it is fixed', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<img id="bad" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><a href="/x" id="empty"></a></main></body></html>',
  );
  const before = await a11yProblems(page);
  expect(before.axe.join('\n')).toMatch(/^image-alt: /m);
  expect(before.htmlcs.join('\n')).toMatch(/H37/);
  expect((await equalAccessViolations(page)).join('\n')).toMatch(/img_alt_valid/);

  await page.evaluate(() => {
    document.getElementById('bad')?.setAttribute('alt', 'A dot');
    document.getElementById('empty')?.append('Details');
  });
  expect(await a11yProblems(page)).toEqual({ axe: [], htmlcs: [] });
  expect(await equalAccessViolations(page)).toEqual([]);
});
