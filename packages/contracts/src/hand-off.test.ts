import { describe, expect, it } from 'vitest';
import {
  HAND_OFF_QUESTION_MAX,
  handOffHref,
  handOffQuestion,
  preferredContactOption,
  readHandOff,
} from './hand-off.ts';

const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('handOffHref', () => {
  it('sends a prepaid question to the prepaid contact-us page with the question and intent', () => {
    const href = handOffHref({
      question: 'How do I refill my prepaid phone?',
      intent: 'billing',
      lineOfService: 'prepaid',
      customerType: 'consumer',
    });
    expect(href.startsWith('/support/contact-us/?')).toBe(true);
    expect(query(href)).toEqual({
      service: 'prepaid',
      question: 'How do I refill my prepaid phone?',
      intent: 'billing',
    });
  });

  it('sends home security to the digitallife page', () => {
    expect(
      query(
        handOffHref({ question: 'alarm beeps', lineOfService: 'homesecurity', customerType: 'consumer' }),
      ),
    ).toMatchObject({ service: 'digitallife' });
  });

  it('names other lines of service as the topic of the landing page', () => {
    const href = handOffHref({
      question: 'wifi keeps dropping',
      intent: 'general',
      lineOfService: 'internet',
      customerType: 'consumer',
    });
    expect(query(href)).toEqual({ topic: 'internet', question: 'wifi keeps dropping', intent: 'general' });
  });

  it('leaves out a general line of service and an absent intent', () => {
    expect(
      query(handOffHref({ question: 'hello there', lineOfService: 'general', customerType: 'consumer' })),
    ).toEqual({
      question: 'hello there',
    });
  });

  it('uses the small-business path for smb visitors', () => {
    const href = handOffHref({ question: 'static ip', lineOfService: 'internet', customerType: 'smb' });
    expect(href.startsWith('/support/smallbusiness/contact-us/?')).toBe(true);
  });

  it('encodes what the visitor typed so it cannot add parameters', () => {
    const href = handOffHref({ question: 'a&service=evil#x', customerType: 'consumer' });
    expect(query(href)).toEqual({ question: 'a&service=evil#x' });
  });

  it('gives the bare path when there is no question', () => {
    expect(handOffHref({ question: '  ', customerType: 'consumer' })).toBe('/support/contact-us/');
  });
});

describe('handOffQuestion', () => {
  it('folds whitespace', () => {
    expect(handOffQuestion('  my   bill\n is  wrong ')).toBe('my bill is wrong');
  });

  it('cuts a long question at a word boundary and marks the cut', () => {
    const long = 'why is my internet slow '.repeat(40);
    const q = handOffQuestion(long)!;
    expect(q.length).toBeLessThanOrEqual(HAND_OFF_QUESTION_MAX + 1);
    expect(q.endsWith('…')).toBe(true);
    expect(q.slice(0, -1).endsWith(' ')).toBe(false);
    expect(long.startsWith(q.slice(0, -1))).toBe(true);
  });

  it('keeps only the last four digits of card, account and social security numbers', () => {
    expect(handOffQuestion('my card 4417 1234 5678 9012 was charged twice')).toBe(
      'my card ••••9012 was charged twice',
    );
    expect(handOffQuestion('account 123456789012, ssn 123-45-6789')).toBe('account ••••9012, ssn ••••6789');
    // A ZIP code, a price, a short number and a date stay as typed.
    expect(handOffQuestion('internet down in 30301, billed $129.99 on 11/23, line 2')).toBe(
      'internet down in 30301, billed $129.99 on 11/23, line 2',
    );
    // Read back from a link made elsewhere, it is masked too.
    expect(readHandOff({ question: 'card 4417123456789012' })?.question).toBe('card ••••9012');
  });

  it('is undefined for nothing', () => {
    expect(handOffQuestion(undefined)).toBeUndefined();
    expect(handOffQuestion(' \t ')).toBeUndefined();
  });
});

describe('readHandOff', () => {
  it('reads back what handOffHref wrote', () => {
    const href = handOffHref({
      question: 'Can I get more time to pay?',
      intent: 'paymentArrangement',
      lineOfService: 'internet',
      customerType: 'consumer',
    });
    expect(readHandOff(query(href))).toEqual({
      question: 'Can I get more time to pay?',
      intent: 'paymentArrangement',
      lineOfService: 'internet',
    });
  });

  it('ignores an unknown intent or topic instead of trusting it', () => {
    expect(readHandOff({ question: 'help', intent: '<script>', topic: 'directv/billing' })).toEqual({
      question: 'help',
      intent: undefined,
      lineOfService: undefined,
    });
  });

  it('is undefined without a question', () => {
    expect(readHandOff({ intent: 'billing', topic: 'internet' })).toBeUndefined();
  });
});

describe('preferredContactOption', () => {
  it('puts the phone first for money matters and chat first otherwise', () => {
    expect(preferredContactOption('billing')).toBe('call');
    expect(preferredContactOption('paymentArrangement')).toBe('call');
    expect(preferredContactOption('upgrade')).toBe('chat');
    expect(preferredContactOption('addOn')).toBe('chat');
    expect(preferredContactOption('general')).toBe('chat');
    expect(preferredContactOption(undefined)).toBe('chat');
  });
});
