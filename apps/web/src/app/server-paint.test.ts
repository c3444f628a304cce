import { describe, expect, it, vi } from 'vitest';
import { serverPaintReady } from './server-paint';

describe('serverPaintReady', () => {
  it('resolves at once without a server-drawn priority photo', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Loading</p>';
    await expect(serverPaintReady(root)).resolves.toBeUndefined();
  });

  it('waits for the priority photo to load, and gives up after the time limit', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      root.innerHTML = '<div data-first-paint><img fetchpriority="high" src="/a.jpg" alt="" /></div>';
      let done = false;
      void serverPaintReady(root, 1_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(500);
      expect(done).toBe(false);
      root.querySelector('img')!.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(50);
      expect(done).toBe(true);

      const slow = document.createElement('div');
      slow.innerHTML = '<div data-first-paint><img fetchpriority="high" src="/b.jpg" alt="" /></div>';
      let late = false;
      void serverPaintReady(slow, 1_000).then(() => (late = true));
      await vi.advanceTimersByTimeAsync(1_100);
      expect(late).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
