import { describe, expect, it } from 'vitest';
import {
  capitalise,
  ERROR_MESSAGES,
  errorClass,
  NO_ANSWER_TEXT,
  noAnswerMessage,
  replaceTokens,
} from './messages.ts';

const BASE = { topic: 'TV service', searchTerm: 'my remote is broken' };

describe('noAnswerMessage', () => {
  it('uses the supplied text for SPTSEARCH-102', () => {
    expect(
      noAnswerMessage({
        ...BASE,
        errorCode: 'SPTSEARCH-102',
        errorText: 'Try asking about [[TOPIC]] instead.',
      }),
    ).toBe('Try asking about TV service instead.');
  });

  it('falls back to the no-answer text for SPTSEARCH-102 without supplied text', () => {
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTSEARCH-102', errorText: ' ' })).toBe(
      "Sorry, I don't know how to answer that question. Try asking about TV service.",
    );
  });

  it('uses the configured message of another code, even when the server supplied text', () => {
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTSEARCH-103', errorText: 'internal detail' })).toBe(
      'Something went wrong on our side while answering "my remote is broken". Please try again in a moment.',
    );
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTSEARCH-100' })).toContain(
      'for example about TV service',
    );
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTSEARCH-101' })).toContain('Try asking about TV service');
    expect(noAnswerMessage({ ...BASE, errorCode: '999' })).toBe(ERROR_MESSAGES['999']);
    expect(noAnswerMessage({ ...BASE, errorCode: 'TIMEOUT_ERROR' })).toBe(ERROR_MESSAGES['999']);
  });

  it('tells a refused or failed request from a question without an answer', () => {
    for (const code of ['TOO_MANY_REQUESTS', '429'])
      expect(noAnswerMessage({ ...BASE, errorCode: code })).toMatch(/wait a minute, then try again/);
    expect(noAnswerMessage({ ...BASE, errorCode: 'SERVICE_UNAVAILABLE' })).toMatch(/try again shortly/);
    for (const code of ['500', '502', '503', '504'])
      expect(noAnswerMessage({ ...BASE, errorCode: code })).toBe(
        'Something went wrong on our side while answering "my remote is broken". Please try again in a moment.',
      );
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTSEARCH-100' })).toMatch(/too long/);
  });

  it('lets the caller override the table', () => {
    expect(
      noAnswerMessage({
        ...BASE,
        errorCode: 'SPTSEARCH-103',
        messages: { 'SPTSEARCH-103': 'Down: [[searchTerm]]' },
      }),
    ).toBe('Down: my remote is broken');
  });

  it('uses the service no-answer text for an unknown or missing code', () => {
    const noAnswerText = 'No answer. Try asking about [[TOPIC]].';
    expect(noAnswerMessage({ ...BASE, errorCode: 'SPTR-9999', noAnswerText })).toBe(
      'No answer. Try asking about TV service.',
    );
    expect(noAnswerMessage({ ...BASE, noAnswerText })).toBe('No answer. Try asking about TV service.');
    expect(noAnswerMessage({ ...BASE, errorCode: 'toString' })).toBe(replaceTokens(NO_ANSWER_TEXT, BASE));
  });
});

describe('replaceTokens and capitalise', () => {
  it('replaces every [[TOPIC]] and [[searchTerm]]', () => {
    expect(replaceTokens('[[TOPIC]]/[[searchTerm]]/[[TOPIC]]', { topic: 'a', searchTerm: 'b' })).toBe(
      'a/b/a',
    );
  });
  it('capitalises the search term for the error view', () => {
    expect(capitalise('my remote')).toBe('My remote');
    expect(capitalise("can i pay, i'm late and i've no card? wifi is it")).toBe(
      "Can I pay, I'm late and I've no card? wifi is it",
    );
    expect(capitalise('')).toBe('');
  });
});

describe('errorClass (seed 000 §8 analytics mapping)', () => {
  it.each([
    ['SPTSEARCH-100', 'Failure_Data'],
    ['SPTSEARCH-101', 'Failure_BusinessRule'],
    ['SPTSEARCH-102', 'Failure_User'],
    ['SPTSEARCH-103', 'Failure_System'],
    ['SPTR-4004', 'System'],
    ['SPTR-4999', 'System'],
    ['SPTR-5001', 'System'],
    ['SPTR-8999', 'System'],
    ['SPTR-4012', 'User'],
    ['SPTR-8002', 'User'],
    ['SPTR-8003', 'User'],
    ['SPTR-8012', 'User'],
    ['SPTR-2001', 'User'],
    ['SPTR-1001', 'BusinessRule'],
    ['Success_Admit', 'success'],
    ['TIMEOUT_ERROR', 'Failure_Unknown_Error'],
    [undefined, 'Failure_Unknown_Error'],
  ])('maps %s to %s', (code, cls) => {
    expect(errorClass(code)).toBe(cls);
  });
});
