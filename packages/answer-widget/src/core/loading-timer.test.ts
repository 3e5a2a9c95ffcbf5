import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoadingTimer } from './loading-timer.ts';

/** Fake-clock time at which the test began: `advanceTo(ms)` moves to that elapsed time. */
let began = 0;
beforeEach(() => {
  vi.useFakeTimers();
  began = Date.now();
});
const advanceTo = (elapsedMs: number) => vi.advanceTimersByTime(began + elapsedMs - Date.now());
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const messages: number[] = [];
  const onCancel = vi.fn();
  const timer = startLoadingTimer({ onMessage: (i) => messages.push(i), onCancel });
  const last = () => messages.at(-1);
  return { messages, onCancel, timer, last };
}

describe('startLoadingTimer', () => {
  it('shows message 1 at once and rotates at 5, 10, 14 and 18 seconds', () => {
    const t = start();
    expect(t.messages).toEqual([0]);
    advanceTo(4_999);
    expect(t.last()).toBe(0);
    advanceTo(5_000);
    expect(t.last()).toBe(1);
    advanceTo(9_999);
    expect(t.last()).toBe(1);
    advanceTo(10_000);
    expect(t.last()).toBe(2);
    advanceTo(13_999);
    expect(t.last()).toBe(2);
    advanceTo(14_000);
    expect(t.last()).toBe(3);
    advanceTo(17_999);
    expect(t.last()).toBe(3);
    advanceTo(18_000);
    expect(t.last()).toBe(4);
    expect(t.messages).toEqual([0, 1, 2, 3, 4]);
  });

  it('fires the cancel callback at 22 seconds, not before, then stops', () => {
    const t = start();
    advanceTo(21_999);
    expect(t.onCancel).not.toHaveBeenCalled();
    advanceTo(22_000);
    expect(t.onCancel).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    advanceTo(60_000);
    expect(t.onCancel).toHaveBeenCalledTimes(1);
    expect(t.messages).toEqual([0, 1, 2, 3, 4]);
  });

  it('fires nothing after stop', () => {
    const t = start();
    advanceTo(6_000);
    t.timer.stop();
    t.timer.stop();
    advanceTo(30_000);
    expect(t.messages).toEqual([0, 1]);
    expect(t.onCancel).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes other thresholds', () => {
    const messages: number[] = [];
    const onCancel = vi.fn();
    startLoadingTimer({
      onMessage: (i) => messages.push(i),
      onCancel,
      messageAtSeconds: [1],
      cancelAtSeconds: 2,
    });
    vi.advanceTimersByTime(2_000);
    expect(messages).toEqual([0, 1]);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
