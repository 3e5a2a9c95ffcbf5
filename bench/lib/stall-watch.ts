import { performance } from 'node:perf_hooks';

/**
 * The longest the event loop went without running a 1 ms interval, from now until stop() (which
 * waits one more turn, so that a stall just before it is counted). monitorEventLoopDelay, used
 * before, reported 14 to 18 ms for a build that held the loop up for 130 ms twice: its last stall
 * was never sampled before it was disabled.
 */
export function stallWatch(): { stop(): Promise<number> } {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 1);
  return {
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, 5));
      clearInterval(timer);
      tick();
      return longest;
    },
  };
}
