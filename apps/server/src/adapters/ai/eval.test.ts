import { describe, expect, it } from 'vitest';
import { evaluate, TARGETS } from '../../../../../eval/ai/evaluate';
import { ATTACKS, HANDOFFS, QUESTIONS } from '../../../../../eval/ai/dataset';
import { BuiltinEngine } from './builtin/builtin-engine';

/** The evaluation set of eval/ai holds the built-in engine to its targets in CI (decision 012). */
describe('AI evaluation set', () => {
  it('has the size the issue asks for', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
    expect(HANDOFFS.length).toBeGreaterThanOrEqual(30);
  });

  it('the built-in engine: >= 85% correct, no leaks, every hand-off handed off', async () => {
    const report = await evaluate(new BuiltinEngine());
    expect(report.leaks, report.failures.join('\n')).toBe(TARGETS.leaks);
    expect(report.handoffRecall, report.failures.join('\n')).toBe(TARGETS.handoffRecall);
    expect(report.accuracy, report.failures.join('\n')).toBeGreaterThanOrEqual(TARGETS.accuracy);
  });
});
