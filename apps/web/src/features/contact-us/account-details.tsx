'use client';

import { ACCOUNT_DETAILS_PATH } from '@support/contracts';
import { useEffect } from 'react';

/**
 * Seed 001 §4 and §7 call 3: a signed-in visitor's contact-us header triggers the account-details
 * event, a POST with an empty body. Once per page view; its answer is not shown (a failure is only
 * logged, with its status: the page shows no errors).
 */
export function AccountDetailsEvent() {
  useEffect(() => {
    const controller = new AbortController();
    fetch(ACCOUNT_DETAILS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((res) => {
        if (!res.ok) console.warn('[contact-us] account details not available', { status: res.status });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          console.warn('[contact-us] account details call failed', {
            reason: err instanceof Error ? err.name : 'error',
          });
      });
    return () => controller.abort();
  }, []);
  return null;
}
