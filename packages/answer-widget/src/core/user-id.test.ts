import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_DEFAULTS } from './defaults.ts';
import { analyticsLoginType, anonymousUserId, makeUserId, resetPageOnlyUserId } from './user-id.ts';

beforeEach(() => {
  localStorage.clear();
  resetPageOnlyUserId();
});
afterEach(() => {
  localStorage.clear();
});

describe('anonymousUserId', () => {
  it('is built from the timestamp', () => {
    const at = Date.UTC(2025, 0, 2, 3, 4, 5);
    const id = makeUserId(at, () => 0.5);
    expect(id).toBe(`anon-${at.toString(36)}-iiiiiiii`);
    expect(Number.parseInt(id.split('-')[1]!, 36)).toBe(at);
  });

  it('is kept in localStorage across visits', () => {
    const first = anonymousUserId();
    expect(localStorage.getItem(CLIENT_DEFAULTS.USER_ID_STORAGE_KEY)).toBe(first);
    resetPageOnlyUserId(); // a new page load
    expect(anonymousUserId()).toBe(first);
  });

  it('reads an id stored by an earlier visit', () => {
    localStorage.setItem(CLIENT_DEFAULTS.USER_ID_STORAGE_KEY, 'anon-earlier');
    expect(anonymousUserId()).toBe('anon-earlier');
  });

  it('falls back to one id for the page when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const id = anonymousUserId(throwing);
    expect(id).toMatch(/^anon-[0-9a-z]+-[0-9a-z]{8}$/);
    expect(anonymousUserId(throwing)).toBe(id);
  });

  it('works without storage at all', () => {
    const id = anonymousUserId(undefined);
    expect(anonymousUserId(undefined)).toBe(id);
  });
});

describe('analyticsLoginType', () => {
  it('maps account types to consumer, smb or both, and no accounts to anonymous', () => {
    expect(analyticsLoginType(undefined)).toBe('anonymous');
    expect(analyticsLoginType([])).toBe('anonymous');
    expect(analyticsLoginType(['consumer'])).toBe('consumer');
    expect(analyticsLoginType(['consumer', 'consumer'])).toBe('consumer');
    expect(analyticsLoginType(['smb'])).toBe('smb');
    expect(analyticsLoginType(['smb', 'consumer'])).toBe('both');
  });
});
