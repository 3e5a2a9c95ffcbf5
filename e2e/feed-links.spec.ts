import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Every link the contact-us feeds (content/cms) put on a page leads somewhere on this site: the
// choose-service cards' navigation, article cards' read-more and call-to-action links and the top
// solutions. A card that ends in a 404 is a dead end for someone looking for help.

const CMS = join(import.meta.dirname, '..', 'content', 'cms');
const LINK_FIELDS = new Set(['navUrl', 'readMoreUrl', 'ctaLink', 'link']);

function linksOf(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) linksOf(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (LINK_FIELDS.has(key) && typeof v === 'string' && v.startsWith('/')) found.add(v);
      else linksOf(v, found);
    }
  }
  return found;
}

const links = new Set<string>();
for (const file of readdirSync(CMS).filter((f) => f.startsWith('contact-us-') && f.endsWith('.json'))) {
  linksOf(JSON.parse(readFileSync(join(CMS, file), 'utf8')), links);
}

test('the contact-us feeds link only to pages that exist', async ({ request }) => {
  expect(links.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const link of [...links].sort()) {
    const res = await request.get(link, { maxRedirects: 5 });
    if (res.status() !== 200) broken.push(`${link} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
});
