import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** HTML_CodeSniffer's bundle (every standard's sniffs), read once. */
const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
interface Htmlcs {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): HtmlcsMessage[];
}

/**
 * HTML_CodeSniffer's errors under WCAG 2 AA (its type 1; warnings and notices ask a person to
 * look). A second engine: its sniffs are written apart from axe's and catch other things. One
 * error is left out where it does not apply: a form "without a submit button" (H32.2) whose submit
 * button is pending, as React Aria makes it a plain button while its request runs so that it
 * cannot be sent twice; it is a submit button again when the request ends.
 */
async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: HTMLCS_SOURCE });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .filter((m) => !(m.code.endsWith('.H32.2') && m.element.querySelector('button[data-pending]')))
              .map((m) => `${m.code}: ${m.msg} (${(m.element.outerHTML ?? '').slice(0, 160)})`),
          ),
        );
      }),
  );
}

/**
 * axe-core over the whole page, WCAG 2.x A and AA rules and best practices, and HTML_CodeSniffer's
 * WCAG 2 AA errors; the test fails on any of either.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
  expect(await htmlCodeSnifferErrors(page)).toEqual([]);
}
