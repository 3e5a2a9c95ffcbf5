import type { CustomerType } from '@support/contracts';
import { CLIENT_DEFAULTS } from './defaults.ts';

/**
 * Seed 000 §9: the anonymous user id is built from a timestamp. It is kept in localStorage so a
 * visitor keeps one id across visits; where storage throws (privacy modes, blocked cookies) the
 * id lives for the page only.
 */

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

let pageOnlyId: string | undefined;

const RADIX = 36;
/** Random characters after the timestamp, so two visitors in the same millisecond differ. */
const RANDOM_CHARS = 8;

export function makeUserId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Array.from({ length: RANDOM_CHARS }, () =>
    Math.floor(random() * RADIX).toString(RADIX),
  ).join('');
  return `anon-${now.toString(RADIX)}-${suffix}`;
}

function browserStorage(): IdStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // reading window.localStorage itself throws when storage is blocked
  }
}

export function anonymousUserId(storage: IdStorage | undefined = browserStorage()): string {
  const key = CLIENT_DEFAULTS.USER_ID_STORAGE_KEY;
  try {
    const stored = storage?.getItem(key);
    if (stored) return stored;
    const id = pageOnlyId ?? makeUserId();
    storage?.setItem(key, id);
    pageOnlyId = id;
    return id;
  } catch {
    pageOnlyId ??= makeUserId();
    return pageOnlyId;
  }
}

/** Seed 000 §6: analytics maps the login type to consumer, smb or both. */
export type AnalyticsLoginType = 'consumer' | 'smb' | 'both' | 'anonymous';

/**
 * From the customer types of the signed-in visitor's accounts. The site has no sign-in yet, so
 * every visitor is `anonymous` until it does.
 */
export function analyticsLoginType(accountTypes: readonly CustomerType[] | undefined): AnalyticsLoginType {
  const types = new Set(accountTypes ?? []);
  if (types.has('consumer') && types.has('smb')) return 'both';
  if (types.has('smb')) return 'smb';
  if (types.has('consumer')) return 'consumer';
  return 'anonymous';
}

/** Forgets the page-only id (tests). */
export function resetPageOnlyUserId(): void {
  pageOnlyId = undefined;
}
