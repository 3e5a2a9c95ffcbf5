import { SEARCH_FIELD_POLL_INTERVAL_MS, SEARCH_FIELD_POLL_TIMEOUT_MS } from '@support/contracts';
import { useEffect, useState } from 'react';

/**
 * Seed 001 §4: once the widget's script has loaded, it looks for its field every 100 ms and gives
 * up after 20,000 ms (the field may come later than the script, e.g. streamed in by the page).
 * Returns the input once found; a miss is logged with the id only.
 */
export function useFieldWhenPresent(
  id: string,
  intervalMs = SEARCH_FIELD_POLL_INTERVAL_MS,
  timeoutMs = SEARCH_FIELD_POLL_TIMEOUT_MS,
): HTMLInputElement | null {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    const find = () => {
      const el = document.getElementById(id);
      return el instanceof HTMLInputElement ? el : null;
    };
    const now = find();
    if (now) {
      setField(now);
      return;
    }
    let waited = 0;
    const timer = setInterval(() => {
      waited += intervalMs;
      const el = find();
      if (el) {
        clearInterval(timer);
        setField(el);
      } else if (waited >= timeoutMs) {
        clearInterval(timer);
        console.warn('support search: no field to attach to', { id, waitedMs: waited });
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [id, intervalMs, timeoutMs]);
  return field;
}
