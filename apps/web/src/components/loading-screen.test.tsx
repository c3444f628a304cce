import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the logo, a spinner and "Loading" with dots cycling every second through four states', () => {
    render(<LoadingScreen />);
    const text = () => screen.getByTestId('loading-text').textContent;
    expect(screen.getByLabelText('Revy')).toBeTruthy();
    expect(text()).toBe('Loading');
    const seen = [text()];
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(999));
      expect(text()).toBe(seen.at(-1));
      act(() => vi.advanceTimersByTime(1));
      seen.push(text());
    }
    expect(seen).toEqual(['Loading', 'Loading.', 'Loading..', 'Loading...', 'Loading']);
  });

  it('announces loading once, without the dots', () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });
});
