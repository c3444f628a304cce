type GuardState = { calls: unknown[][]; expected: number };

const KEY = Symbol.for('revy.test.consoleGuard');
const g = globalThis as unknown as Record<symbol, GuardState | undefined>;

/** The console.error calls of the running test (shared between setup.ts and tests). */
export function guardState(): GuardState {
  g[KEY] ??= { calls: [], expected: 0 };
  return g[KEY]!;
}

/**
 * Declares that the running test makes at least one console.error on purpose (a 500 it
 * provokes, a closed database); test/setup.ts then does not fail it for that.
 */
export function expectConsoleError(): void {
  guardState().expected += 1;
}
