import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.addScriptTag({ content: HTMLCS_SOURCE });
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

/** IBM's Equal Access engine (accessibility-checker-engine), read once. */
const ACE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

interface AceResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  message: string;
  path: { dom: string };
}

/**
 * Rules of IBM's engine left out, each for a reason that holds on every page:
 * - aria_form_label_unique: it reads every `<form>` as a form landmark, but a form without an
 *   accessible name is not one (HTML-AAM); our forms sit in named `<search>` landmarks, and naming
 *   each form too would only add a second, nested landmark to every search for a screen reader.
 */
const ACE_LEFT_OUT = new Set(['aria_form_label_unique']);

/**
 * IBM's Equal Access engine's definite violations under its WCAG 2.2 A and AA rule set (its
 * "potential" ones ask a person to look). A third engine: its rules follow the W3C ACT rules and
 * IBM's reading of ARIA in HTML, and catch things the other two allow (a combobox role on a search
 * field, an `<output>` without a label). About 0.7 s a page, so equal-access.spec.ts runs it once
 * over every kind of page and state rather than wherever the other two run.
 */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  // Once per page: a test that checks the same page in several states parses the engine once.
  if (!(await page.evaluate(() => 'ace' in window))) await page.addScriptTag({ content: ACE_SOURCE });
  const results = await page.evaluate(async () => {
    const ace = (
      window as unknown as {
        ace: { Checker: new () => { check(d: Document, p: string[]): Promise<{ results: AceResult[] }> } };
      }
    ).ace;
    const report = await new ace.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, text: `${r.ruleId}/${r.reasonId}: ${r.message} (${r.path.dom})` }));
  });
  return results.filter((r) => !ACE_LEFT_OUT.has(r.ruleId)).map((r) => r.text);
}

/** axe-core's bundle, read once. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations, run in the page itself. The site has no frames, so the page's own
 * `axe.run` sees everything; @axe-core/playwright's frame-by-frame run finishes in a second blank
 * page, which cost 1-4 s a check against 0.2-1 s here. The engine is injected once per page, and
 * only the violations are serialised back.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    interface AxeRun {
      violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeRun> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, AXE_TAGS);
}

/**
 * axe-core over the whole page, WCAG 2.x A and AA rules and best practices, and HTML_CodeSniffer's
 * WCAG 2 AA errors; the test fails on any of either. IBM's engine, slower, runs over each kind of
 * page and state once (equal-access.spec.ts).
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual({ axe: [], htmlcs: [] });
}

/** What axe-core and HTML_CodeSniffer report on the page as it is now. */
export async function a11yProblems(page: Page): Promise<{ axe: string[]; htmlcs: string[] }> {
  return { axe: await axeViolations(page), htmlcs: await htmlCodeSnifferErrors(page) };
}
