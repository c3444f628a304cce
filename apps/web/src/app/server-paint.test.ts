import { describe, expect, it, vi } from 'vitest';
import { serverPaintReady } from './server-paint';

describe('serverPaintReady', () => {
  it('resolves at once on pages without server-drawn markup', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Loading</p>';
    await expect(serverPaintReady(root)).resolves.toBeUndefined();
  });

  it('waits for the frame that paints the server markup, never for its photo to download', async () => {
    vi.useFakeTimers();
    try {
      const root = document.createElement('div');
      root.innerHTML = '<div data-first-paint><img fetchpriority="high" src="/a.jpg" alt="" /></div>';
      let done = false;
      void serverPaintReady(root).then(() => (done = true));
      expect(done).toBe(false);
      // One frame and the task after it; the photo never loaded.
      await vi.advanceTimersByTimeAsync(50);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
