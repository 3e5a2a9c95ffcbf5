import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown.ts';

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
