import { WIDGET } from '../model.ts';

/**
 * Seed 000 §4 loading messages: message 1 at the start, 2–5 at 5, 10, 14 and 18 s; at 22 s the
 * loading-cancelled callback fires and the timer stops. One timeout per step (not an interval),
 * so each fires at its exact elapsed time.
 */

export interface LoadingTimerOptions {
  /** Index of the message to show (0 at the start). */
  onMessage(index: number): void;
  /** Loading took too long: the caller aborts and shows retry with the long-wait notice. */
  onCancel(): void;
  messageAtSeconds?: readonly number[];
  cancelAtSeconds?: number;
}

export interface LoadingTimer {
  /** Stops it; nothing fires afterwards. Safe to call twice. */
  stop(): void;
}

const MS_PER_S = 1000;

export function startLoadingTimer(options: LoadingTimerOptions): LoadingTimer {
  const at = options.messageAtSeconds ?? WIDGET.LOADING_MESSAGE_AT_S;
  const cancelAt = options.cancelAtSeconds ?? WIDGET.LOADING_CANCEL_AT_S;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    for (const t of timers.splice(0)) clearTimeout(t);
  };
  options.onMessage(0);
  at.forEach((seconds, i) => {
    timers.push(setTimeout(() => options.onMessage(i + 1), seconds * MS_PER_S));
  });
  timers.push(
    setTimeout(() => {
      stop();
      options.onCancel();
    }, cancelAt * MS_PER_S),
  );
  return { stop };
}
