import { afterEach, beforeEach, vi } from 'vitest';
import { guardState } from './console-guard';

/**
 * Fails a test on an unexpected console.error, which is also where the test app's server
 * logs errors: a 500 nobody asserted on cannot pass quietly. Tests that provoke one call
 * expectConsoleError() (test/console-guard.ts).
 */
let original: typeof console.error;

beforeEach(() => {
  const state = guardState();
  state.calls = [];
  state.expected = 0;
  original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    state.calls.push(args);
  });
});

afterEach(() => {
  const state = guardState();
  vi.mocked(console.error).mockRestore();
  if (state.calls.length > 0 && state.expected === 0) {
    const text = state.calls.map((args) => args.map(String).join(' ')).join('\n');
    original(text);
    throw new Error(`Unexpected console.error during the test:\n${text.slice(0, 2000)}`);
  }
});
