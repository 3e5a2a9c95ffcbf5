import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTAGE_SERVICES } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { NO_OUTAGE_HELP, TROUBLESHOOTING } from './outage-help.ts';
import { TOPIC_PAGES } from './topic-pages.ts';

const KB = join(import.meta.dirname, '../../../../../content/kb');

/** The article address of every content/kb article, built from its front matter. */
function articleAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const file of readdirSync(KB).filter((f) => /^KM\d{7}-.*\.md$/.test(f))) {
    const text = readFileSync(join(KB, file), 'utf8');
    const field = (name: string) => new RegExp(`\\n${name}: (\\S+)\\n`).exec(text)?.[1];
    const service = field('serviceKey')!;
    addresses.add(
      field('customerType') === 'smb'
        ? `/support/smallbusiness/article/${service.replace(/^smb-/, '')}/${field('id')}`
        : `/support/article/${service}/${field('id')}`,
    );
  }
  return addresses;
}

describe('outage help links', () => {
  it('gives every outage service troubleshooting articles', () => {
    for (const service of OUTAGE_SERVICES) expect(TROUBLESHOOTING[service].length).toBeGreaterThan(0);
  });

  it('links only to articles of the knowledge base, at their own addresses', () => {
    const known = articleAddresses();
    expect(known.size).toBeGreaterThan(100);
    const links = [
      ...Object.values(TROUBLESHOOTING).flat(),
      ...NO_OUTAGE_HELP,
      ...Object.values(TOPIC_PAGES).flatMap((pages) => Object.values(pages).flatMap((p) => p.quickLinks)),
    ].filter((l) => l.href.includes('/article/'));
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((l) => !known.has(l.href))).toEqual([]);
  });
});
