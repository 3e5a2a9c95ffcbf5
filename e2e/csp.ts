import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports (the DOM event and the console
 * message Chromium prints), from the first byte on. Call before navigating.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  const known = current.get(page);
  current.set(page, violations);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text().slice(0, 200));
  });
  // Once per page (a page shared by several tests keeps its exposed function and init script):
  // later calls only start a new list.
  if (known) return violations;
  await page.exposeFunction('__reportCspViolation', (v: string) => current.get(page)?.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

/** The list each page's violations go to now. */
const current = new WeakMap<Page, string[]>();
