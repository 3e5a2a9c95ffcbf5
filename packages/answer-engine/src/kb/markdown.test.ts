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
      'Press the silence button on the gateway, see the guide and *98.',
      'Phone calls only. Wi-Fi turns off.',
      'Corded phones work',
      'Turn on data roaming:',
      'iPhone: Settings > Cellular',
    ]);
  });
});
