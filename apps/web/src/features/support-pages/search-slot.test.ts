import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_US_FLAGS, SUPPORT_FLAG_PAGES } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { ANSWER_WIDGET_PAGES_WITHOUT_FLAGS, showsAnswerWidgetOn } from './search-slot.ts';

const FLAGS_FILE = join(import.meta.dirname, '../../../../../content/flags/idp-web-support.json');
const genai = (value: unknown) =>
  [{ key: CONTACT_US_FLAGS.genAiSearch, team: 'idp-web-support', value }] as never;
const PAGES = Object.values(SUPPORT_FLAG_PAGES);

describe('showsAnswerWidgetOn (seed 001 §4)', () => {
  it('shows the AI widget on exactly the pages the list names', () => {
    const allocations = genai(['contactUs', SUPPORT_FLAG_PAGES.supportTopic]);
    expect(PAGES.filter((p) => showsAnswerWidgetOn(p, allocations))).toEqual([
      SUPPORT_FLAG_PAGES.supportTopic,
    ]);
  });

  it('shows the support search widget everywhere for an empty list, a missing flag or a value that is no list', () => {
    for (const allocations of [genai([]), [], genai(true), genai('supportLanding'), genai(null)]) {
      expect(PAGES.filter((p) => showsAnswerWidgetOn(p, allocations as never))).toEqual([]);
    }
  });

  it('falls back to the shipped default when the flags did not load: the AI widget on the landing only', () => {
    expect(PAGES.filter((p) => showsAnswerWidgetOn(p, undefined))).toEqual([
      SUPPORT_FLAG_PAGES.supportLanding,
    ]);
  });

  it("keeps the fallback equal to the support pages named in content/flags' default list", () => {
    const file = JSON.parse(readFileSync(FLAGS_FILE, 'utf8'));
    const list: string[] = file.allocations[CONTACT_US_FLAGS.genAiSearch].value;
    expect(list.filter((p) => (PAGES as string[]).includes(p))).toEqual([
      ...ANSWER_WIDGET_PAGES_WITHOUT_FLAGS,
    ]);
    // The flag's description documents every support page name.
    for (const page of PAGES)
      expect(file.allocations[CONTACT_US_FLAGS.genAiSearch].description).toContain(page);
  });
});
