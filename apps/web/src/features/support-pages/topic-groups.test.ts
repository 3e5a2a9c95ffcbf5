import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_DETAILS, type ServiceArticle, ServiceKeySchema } from '@support/contracts';
import { describe, expect, it } from 'vitest';
import { COMMUNITY, groupArticles, MORE_HELP, SERVICE_TOPICS } from './topic-groups.ts';

const article = (id: string, topic: string, over: Partial<ServiceArticle> = {}): ServiceArticle => ({
  id,
  title: `Title of ${id}`,
  topic,
  serviceKey: 'wireless',
  dataSource: 'esupport',
  intent: 'general',
  url: `/support/article/wireless/${id}`,
  ...over,
});

describe('groupArticles', () => {
  it("files each article under its topic's heading, in the table's order, keeping the articles' order", () => {
    const groups = groupArticles('wireless', [
      article('KM1000020', 'wifi-calling'),
      article('KM1000021', 'personal-hotspot'),
      article('KM1000029', 'activate-device'),
      article('KM1000032', 'voicemail-setup'),
    ]);
    expect(groups.map((g) => [g.title, g.articles.map((a) => a.id)])).toEqual([
      ['Set up your phone', ['KM1000029']],
      ['Calling and voicemail', ['KM1000020', 'KM1000032']],
      ['Data and hotspot', ['KM1000021']],
    ]);
  });

  it("takes the served headings by topic key; a topic they do not name keeps the table's title", () => {
    const groups = groupArticles(
      'wireless',
      [article('KM1000020', 'wifi-calling'), article('KM1000021', 'personal-hotspot')],
      [
        { topic: 'calling-and-voicemail', heading: 'Calls and messages' },
        { topic: 'no-such-topic', heading: 'Ignored' },
      ],
    );
    expect(groups.map((g) => [g.key, g.title])).toEqual([
      ['calling-and-voicemail', 'Calls and messages'],
      ['data-and-hotspot', 'Data and hotspot'],
    ]);
  });

  it('leaves out topics without articles', () => {
    const groups = groupArticles('internet', [article('KM1000051', 'restart-gateway')]);
    expect(groups.map((g) => g.key)).toEqual(['wi-fi-gateway']);
  });

  it('shows an article of an unknown topic under "More help", never drops it', () => {
    const groups = groupArticles('internet', [
      article('KM1000051', 'restart-gateway'),
      article('KM1000999', 'brand-new-topic'),
    ]);
    expect(groups.at(-1)).toMatchObject({ key: MORE_HELP.key, title: 'More help' });
    expect(groups.at(-1)!.articles.map((a) => a.id)).toEqual(['KM1000999']);
    expect(groups.flatMap((g) => g.articles)).toHaveLength(2);
  });

  it('puts community answers last, in their own group, even when their topic has a heading', () => {
    const groups = groupArticles('wireless', [
      article('KM1000020', 'wifi-calling'),
      article('KM9000002', 'wifi-calling', { dataSource: 'forums' }),
      article('KM1000999', 'brand-new-topic'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['calling-and-voicemail', MORE_HELP.key, COMMUNITY.key]);
    expect(groups.at(-1)!.articles.map((a) => a.id)).toEqual(['KM9000002']);
  });

  it('groups a service without a topic table under "More help" alone', () => {
    const groups = groupArticles('tv', [article('KM1000068', 'tv-receiver-reset')]);
    expect(groups).toEqual([{ ...MORE_HELP, articles: [article('KM1000068', 'tv-receiver-reset')] }]);
  });

  it('files every topic key once per service', () => {
    for (const definitions of Object.values(SERVICE_TOPICS)) {
      const keys = definitions.flatMap((d) => d.topics);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('the topic table and the knowledge base', () => {
  it('files every internet and wireless topic of content/kb-topics.tsv under a heading', () => {
    const tsv = readFileSync(join(import.meta.dirname, '../../../../../content/kb-topics.tsv'), 'utf8');
    const rows = tsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    for (const los of ['internet', 'wireless'] as const) {
      const filed = new Set(SERVICE_TOPICS[los]!.flatMap((d) => d.topics));
      const topics = rows
        .filter(([, , service]) => SERVICE_DETAILS[ServiceKeySchema.parse(service)].lineOfService === los)
        .map(([, topic]) => topic);
      expect(topics.length).toBeGreaterThan(5);
      expect(topics.filter((t) => !filed.has(t!))).toEqual([]);
    }
  });
});
