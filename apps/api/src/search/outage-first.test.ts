import { ApiErrorSchema, BestAnswerResponseSchema, StreamMessageSchema } from '@support/contracts';
import type { StoredOutage } from '@support/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupportApp, startSupportApp } from '../testing/support-app.ts';
import { aboutHowLong, outageLinesFor, outageNotice, zipInQuestion } from './outage-notice.ts';

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000);
const record = (id: string, service: string, zipCodes: string[], restoreIn: number | null) => ({
  id,
  service,
  zipCodes,
  summary: `A test fault is interrupting ${service}.`,
  startedAt: hoursFromNow(-2).toISOString(),
  expectedRestoreAt: restoreIn === null ? null : hoursFromNow(restoreIn).toISOString(),
});

describe('zipInQuestion', () => {
  it.each([
    ['my internet is down in 30301', '30301'],
    ['30301 no internet', '30301'],
    ['wifi out (zip 30301).', '30301'],
    ['internet down at 30301-1234', '30301'],
  ])('finds the ZIP in %j', (q, zip) => {
    expect(zipInQuestion(q)).toBe(zip);
  });

  it.each([
    'call me at 555-0123',
    'my account 123456789',
    'the bill was $12345',
    'speed is 30301.5 kbps',
    'error 3030',
    'order 12345-67',
    'no numbers here',
  ])('finds none in %j', (q) => {
    expect(zipInQuestion(q)).toBeUndefined();
  });
});

describe('outageNotice', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const stored = (service: string, zipCodes: string[], restore: string | null): StoredOutage =>
    ({
      id: `OUT-${service.length}${zipCodes[0]}`,
      service,
      zipCodes,
      summary: `${service} is down.`,
      startedAt: new Date('2026-11-23T08:00:00Z'),
      expectedRestoreAt: restore === null ? null : new Date(restore),
      resolvedAt: null,
    }) as StoredOutage;

  it('says which outage and when service should be back', () => {
    const text = outageNotice(
      [stored('Internet', ['30301'], '2026-11-23T18:30:00Z')],
      ['internet'],
      '30301',
      now,
    );
    expect(text).toBe(
      'Known outage at 30301: Internet is down. We expect service back in about 7 hours. Until it is fixed, the steps below may not help.',
    );
  });

  it('counts both internet labels and speaks for the one expected back last', () => {
    const text = outageNotice(
      [
        stored('Internet', ['30301'], '2026-11-23T14:00:00Z'),
        stored('AT&T Internet', ['30301'], '2026-11-24T09:00:00Z'),
      ],
      ['internet'],
      '30301',
      now,
    );
    expect(text).toContain('AT&T Internet is down.');
    expect(text).toContain('We expect service back in about 21 hours.');
  });

  it('says when there is no restore time yet, or when it is overdue', () => {
    expect(outageNotice([stored('U-verse TV', ['30301'], null)], ['tv'], '30301', now)).toContain(
      "We don't have a restore time yet",
    );
    expect(
      outageNotice(
        [stored('Digital home phone', ['30301'], '2026-11-23T10:00:00Z')],
        ['homephone'],
        '30301',
        now,
      ),
    ).toContain('It was expected back about 2 hours ago and is taking longer');
  });

  it('says how long, not a clock time in a zone the visitor may not be in', () => {
    expect(aboutHowLong(3 * 60_000)).toBe('about 3 minutes');
    expect(aboutHowLong(-42 * 60_000)).toBe('about 40 minutes');
    expect(aboutHowLong(61 * 60_000)).toBe('about 1 hour');
    expect(aboutHowLong(47 * 3600_000)).toBe('about 47 hours');
    expect(aboutHowLong(50 * 3600_000)).toBe('about 2 days');
  });

  it('before questions offered instead of an answer, says the outage without the steps', () => {
    expect(outageNotice([stored('Internet', ['30301'], null)], ['internet'], '30301', now, 'choices')).toBe(
      "Known outage at 30301: Internet is down. We don't have a restore time yet; the outages page shows the latest.",
    );
  });

  it('says nothing for another service or another ZIP', () => {
    const tv = [stored('U-verse TV', ['30301'], null)];
    expect(outageNotice(tv, ['internet'], '30301', now)).toBeUndefined();
    expect(outageNotice(tv, ['tv'], '30302', now)).toBeUndefined();
  });

  it('lists every outage line for the outage-checker answer, one per line, in one notice', () => {
    const text = outageNotice(
      [
        stored('Internet', ['30301'], '2026-11-23T18:30:00Z'),
        stored('U-verse TV', ['30301'], null),
        stored('Digital home phone', ['30302'], null),
      ],
      ['internet', 'tv', 'homephone'],
      '30301',
      now,
    );
    expect(text).toBe(
      "Known outages at 30301: Internet is down. We expect service back in about 7 hours. U-verse TV is down. We don't have a restore time yet; the outages page shows the latest. Until they are fixed, the steps below may not help.",
    );
  });

  it('explains troubleshooting of internet, TV and home phone, and the outage checker answer', () => {
    const line = (
      lineOfService: 'internet' | 'tv' | 'homephone' | 'wireless' | 'general',
      answer = 'Restart it.',
    ) => ({ lineOfService, intent: 'general', answer }) as const;
    expect(outageLinesFor(line('internet'))).toEqual(['internet']);
    expect(outageLinesFor(line('tv'))).toEqual(['tv']);
    expect(outageLinesFor(line('homephone'))).toEqual(['homephone']);
    expect(outageLinesFor({ ...line('internet'), intent: 'billing' })).toEqual([]);
    expect(outageLinesFor(line('wireless', 'Check the outage checker at /outages.'))).toEqual([]);
    expect(outageLinesFor(line('general', 'Call us at 800-555-0100.'))).toEqual([]);
    expect(outageLinesFor(line('general', 'Go to the outage checker at /outages.')).toSorted()).toEqual([
      'homephone',
      'internet',
      'tv',
    ]);
    expect(outageLinesFor(undefined)).toEqual([]);
  });
});

describe('answers say an outage first', () => {
  let s: SupportApp;
  beforeAll(async () => {
    s = await startSupportApp({
      outages: {
        'test.json': {
          outages: [
            record('OUT-0001', 'Internet', ['30301'], 3),
            record('OUT-0002', 'U-verse TV', ['30301'], null),
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  const ask = async (question: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ 'app-id': 'idpSupport', searchTerm: question, ...extra });
    return s.app.inject({ method: 'GET', url: `/search/v2/answerextraction?${query}` });
  };
  const answer = async (question: string, extra: Record<string, string> = {}) => {
    const res = await ask(question, extra);
    expect(res.statusCode).toBe(200);
    return BestAnswerResponseSchema.parse(res.json());
  };

  it('starts an internet troubleshooting answer with the outage at the ZIP in the question', async () => {
    const plain = await answer('my home internet keeps dropping');
    const there = await answer('my home internet keeps dropping in 30301');
    expect(there.articleId).toBe(plain.articleId);
    expect(
      there.bestAnswer!.answer.startsWith('Known outage at 30301: A test fault is interrupting Internet.'),
    ).toBe(true);
    expect(there.bestAnswer!.answer).toContain('We expect service back in about');
    // Then the steps, as without the outage.
    expect(there.bestAnswer!.answer.endsWith(plain.bestAnswer!.answer)).toBe(true);
  });

  it('takes the ZIP from the zip parameter too, for TV', async () => {
    const res = await answer('the tv has no picture on any channel', { zip: '30301' });
    expect(res.bestAnswer!.answer).toMatch(
      /^Known outage at 30301: A test fault is interrupting U-verse TV\./,
    );
  });

  it('streams the notice as the first piece of the answer', async () => {
    const res = await ask('my home internet keeps dropping', { zip: '30301', stream: 'true' });
    const messages = res.body
      .split('\n')
      .filter((l) => l.startsWith('data:') && !l.includes('[END]'))
      .map((l) => StreamMessageSchema.parse(JSON.parse(l.slice(5))));
    const first = messages.find((m) => m.type === 'answer');
    expect(first).toMatchObject({ type: 'answer' });
    expect(first!.type === 'answer' && first!.delta.startsWith('Known outage at 30301:')).toBe(true);
  });

  it('answers "is there an outage" with the outages at that ZIP, every service, before the checker', async () => {
    const res = await answer('is there an outage in 30301');
    expect(res.bestAnswer!.answer).toMatch(/^Known outages at 30301: /);
    expect(res.bestAnswer!.answer).toContain('A test fault is interrupting Internet.');
    expect(res.bestAnswer!.answer).toContain('A test fault is interrupting U-verse TV.');
    expect(res.bestAnswer!.answer).toContain('/outages');
    const none = await answer('is there an outage in 30399');
    expect(none.bestAnswer!.answer).not.toContain('Known outage');
  });

  it('says the outage first when the question gets choices instead of an answer ("internet" where it is out)', async () => {
    const plain = await answer('internet');
    expect(plain.bestAnswer).toBeNull();
    expect(plain.relatedQuestionAnswers.length).toBeGreaterThan(1);
    const there = await answer('internet', { zip: '30301' });
    expect(there.relatedQuestionAnswers).toEqual(plain.relatedQuestionAnswers);
    expect(there.errorText).toBe(
      `Known outage at 30301: A test fault is interrupting Internet. We expect service back in about 3 hours. ${plain.errorText}`,
    );
    const res = await ask('internet', { zip: '30301', stream: 'true' });
    const meta = res.body
      .split('\n')
      .filter((l) => l.startsWith('data:') && !l.includes('[END]'))
      .map((l) => StreamMessageSchema.parse(JSON.parse(l.slice(5))))
      .find((m) => m.type === 'meta');
    expect(meta).toMatchObject({ isShowBestAnswer: false, errorText: there.errorText });
    expect((await answer('internet', { zip: '30399' })).errorText).toBe(plain.errorText);
  });

  it('says nothing where there is no outage, and not in a billing answer', async () => {
    const elsewhere = await answer('my home internet keeps dropping', { zip: '30399' });
    expect(elsewhere.bestAnswer!.answer).not.toContain('Known outage');
    const billing = await answer('how do I pay my internet bill', { zip: '30301' });
    expect(billing.bestAnswer?.answer ?? '').not.toContain('Known outage');
  });

  it('answers 400 in the error contract for a zip that is not five digits', async () => {
    const res = await ask('internet down', { zip: '3030A' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
    expect(res.body).not.toContain('3030A');
  });
});
