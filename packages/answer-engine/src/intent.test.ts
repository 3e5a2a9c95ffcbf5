import { describe, expect, it } from 'vitest';
import { classifyIntent, intentFromCues } from './intent.ts';

describe('intentFromCues: intent from the question’s own words', () => {
  it.each([
    'Why is my bill higher this month?',
    'I was charged a late fee',
    'where’s my refund',
    'how much does the unlimited plan cost',
    'my statement shows a charge I don’t recognise',
    'why are you charging me twice',
    'my charger was charged to my bill',
  ])('reads "%s" as billing', (q) => {
    expect(intentFromCues(q)).toBe('billing');
  });

  it.each([
    'my phone will not charge',
    'my phone stopped charging overnight',
    'need a new charger',
    'the charging port is loose',
  ])('reads a device\'s charging in "%s" as no billing', (q) => {
    expect(intentFromCues(q)).toBeUndefined();
  });

  it.each([
    'Can I get an extension on my payment?',
    'I’m behind on my bills, can I pay it later',
    "can't afford my bill this month",
    'set up a payment plan for the past due amount',
    'I need more time to pay',
    'can I split my past due balance',
  ])('reads "%s" as a payment arrangement', (q) => {
    expect(intentFromCues(q)).toBe('paymentArrangement');
  });

  it.each([
    'Am I eligible for a new phone?',
    'I want to upgrade my iPhone',
    'how do I trade in my old phone',
    'switch to faster internet',
    'move up from DSL',
  ])('reads "%s" as an upgrade', (q) => {
    expect(intentFromCues(q)).toBe('upgrade');
  });

  it.each([
    'add a line for my daughter',
    'how do I add a smartwatch',
    'international day pass',
    'I need a wifi extender',
    'what add-ons are there for TV',
    'using my phone on a cruise',
  ])('reads "%s" as an add-on', (q) => {
    expect(intentFromCues(q)).toBe('addOn');
  });

  it.each([
    'how do I reset my voicemail password',
    'my internet is down',
    'no dial tone on my home phone',
    'I forgot my user ID',
  ])('finds no cue in "%s"', (q) => {
    expect(intentFromCues(q)).toBeUndefined();
  });

  it('lets a payment arrangement win over billing words in the same question', () => {
    expect(intentFromCues('my bill is past due, can I get more time to pay the balance')).toBe(
      'paymentArrangement',
    );
  });

  it('reads cues through case, punctuation and curly apostrophes', () => {
    expect(intentFromCues('CAN’T AFFORD THE BILL!!!')).toBe('paymentArrangement');
    expect(intentFromCues('Trade-in value?')).toBe('upgrade');
  });
});

describe('classifyIntent: cue, then the answering article, then general', () => {
  it('keeps a specific cue whatever the answering article says', () => {
    expect(classifyIntent('can I get more time to pay', 'billing')).toBe('paymentArrangement');
    expect(classifyIntent('am I eligible for an upgrade', 'general')).toBe('upgrade');
    expect(classifyIntent('add a line', 'billing')).toBe('addOn');
  });

  it('takes the answering article’s intent over a billing cue', () => {
    expect(classifyIntent('how much is the international day pass per day', 'addOn')).toBe('addOn');
    expect(classifyIntent('why is my bill higher', 'general')).toBe('general');
  });

  it('falls back to the billing cue when there is no answering article', () => {
    expect(classifyIntent('why is my bill higher')).toBe('billing');
  });

  it('is general with neither a cue nor an answering article', () => {
    expect(classifyIntent('my internet is down')).toBe('general');
    expect(classifyIntent('')).toBe('general');
  });

  it('uses the answering article’s intent when the question has no cue', () => {
    expect(classifyIntent('my internet is down', 'upgrade')).toBe('upgrade');
  });
});
