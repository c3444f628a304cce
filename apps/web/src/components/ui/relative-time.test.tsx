import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every 60 seconds instead of freezing at first render (spec 9)', () => {
    render(<RelativeTime value="2026-11-28T11:53:00Z" />);
    expect(screen.queryByText('7 minutes ago')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('8 minutes ago')).not.toBeNull();
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.queryByText('13 minutes ago')).not.toBeNull();
  });

  it('keeps the exact time in the markup and shows the fallback for no or bad dates', () => {
    const { container, rerender } = render(<RelativeTime value="2026-11-28T11:00:00Z" />);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T11:00:00.000Z');
    rerender(<RelativeTime value={null} fallback="never" />);
    expect(screen.queryByText('never')).not.toBeNull();
    rerender(<RelativeTime value="not a date" fallback="unknown" />);
    expect(screen.queryByText('unknown')).not.toBeNull();
  });

  it('shares one timer between many labels and re-reads the clock when the tab comes back', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    render(
      <>
        <RelativeTime value="2026-11-28T11:59:00Z" />
        <RelativeTime value="2026-11-28T11:58:00Z" />
        <RelativeTime value="2026-11-28T11:57:00Z" />
      </>,
    );
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();

    // Coming back re-reads the clock once for all the labels, not once per label.
    const renders = vi.spyOn(Date, 'now');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(renders.mock.calls.length).toBeLessThanOrEqual(2);
    renders.mockRestore();

    // Hidden: the timer stops; back after 30 minutes: the labels catch up at once, not a minute later.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    vi.setSystemTime(new Date('2026-11-28T12:30:00Z'));
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.queryByText('31 minutes ago')).not.toBeNull();
    visibility.mockRestore();
  });
});
