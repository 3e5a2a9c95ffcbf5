import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports (the DOM event and the console
 * message Chromium prints), from the first byte on. Call before navigating.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text().slice(0, 200));
  });
  return violations;
}
