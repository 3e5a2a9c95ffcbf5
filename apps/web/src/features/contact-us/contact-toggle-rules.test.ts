import { describe, expect, it } from 'vitest';
import { contactToggle } from './contact-toggle-rules.ts';

describe('contactToggle (seed 001 §2, §4, §9)', () => {
  it.each(['prepaid', 'digitallife', 'Prepaid', ' DIGITALLIFE '])(
    'offers Social and Call for %j, starting on Social',
    (service) => {
      expect(contactToggle(service)).toEqual({
        options: [
          { kind: 'social', label: 'Social' },
          { kind: 'call', label: 'Call' },
        ],
        initial: 'social',
      });
    },
  );

  it.each(['wireless', 'atttv', ''])('offers Chat and Call for %j, starting on Chat', (service) => {
    expect(contactToggle(service)).toEqual({
      options: [
        { kind: 'chat', label: 'Chat' },
        { kind: 'call', label: 'Call' },
      ],
      initial: 'chat',
    });
  });

  it("uses the content's labels when present", () => {
    const labels = { social: 'Redes sociales', chat: 'Charla', call: 'Llamar' };
    expect(contactToggle('prepaid', labels).options).toEqual([
      { kind: 'social', label: 'Redes sociales' },
      { kind: 'call', label: 'Llamar' },
    ]);
    expect(contactToggle('wireless', labels).options[0]).toEqual({ kind: 'chat', label: 'Charla' });
  });

  it.each(['', '  ', 'null', 'undefined', undefined])('falls back on the default labels for %j', (label) => {
    const labels = { social: label, chat: label, call: label };
    expect(contactToggle('prepaid', labels).options.map((o) => o.label)).toEqual(['Social', 'Call']);
    expect(contactToggle('wireless', labels).options.map((o) => o.label)).toEqual(['Chat', 'Call']);
  });

  it('starts on a preferred option the page has, else on its first option', () => {
    expect(contactToggle('wireless', {}, 'call').initial).toBe('call');
    expect(contactToggle('wireless', {}, 'chat').initial).toBe('chat');
    expect(contactToggle('prepaid', {}, 'call').initial).toBe('call');
    // A social service has no chat: its first option stays.
    expect(contactToggle('prepaid', {}, 'chat').initial).toBe('social');
    expect(contactToggle('prepaid').initial).toBe('social');
  });
});
