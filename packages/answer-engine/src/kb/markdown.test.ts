import { describe, expect, it } from 'vitest';
import { markdownToText, markdownWords } from './markdown.ts';

describe('markdownToText', () => {
  it('gives one line per heading, paragraph and list item, markup dropped and inline spacing kept', () => {
    const text = markdownToText(
      [
        '## Beeping',
        '',
        'Press the **silence** button on',
        'the gateway, see [the guide](/guide) and `*98`.',
        '',
        '- **Phone calls only.** Wi-Fi turns off.',
        '- Corded phones work',
        '',
        '1. Turn on data roaming:',
        '   - iPhone: Settings > Cellular',
      ].join('\n'),
    );
    expect(text.split('\n')).toEqual([
      'Beeping',
      'Press the silence button on the gateway, see the guide (/guide) and *98.',
      'Phone calls only. Wi-Fi turns off.',
      'Corded phones work',
      'Turn on data roaming:',
      'iPhone: Settings > Cellular',
    ]);
  });

  it('keeps the address of a link to a page of the site, and only the words of any other link', () => {
    expect(
      markdownToText('Use [Chat with us](/support/contact-us) or [our blog](https://www.example.com/blog).'),
    ).toBe('Use Chat with us (/support/contact-us) or our blog.');
    // A link whose words are its address is not said twice.
    expect(markdownToText('Go to [/outages](/outages).')).toBe('Go to /outages.');
  });
});

describe('markdownWords', () => {
  it('drops link targets, images, HTML tags and entities, and leaves plain text as it is', () => {
    expect(
      markdownWords('See [the outage map](/outages) ![a map](map.png) for <b>your</b> area &amp; more.'),
    ).toBe('See the outage map a map for  your  area   more.');
    expect(markdownWords('Restart the gateway (the box with lights) and wait 2 minutes.')).toBe(
      'Restart the gateway (the box with lights) and wait 2 minutes.',
    );
    // Each kind of markup alone is still found when the others are absent.
    expect(markdownWords('a [b](c) d')).toBe('a b d');
    expect(markdownWords('a <i>b</i> c')).toBe('a  b  c');
    expect(markdownWords('a &#38; b')).toBe('a   b');
  });
});
