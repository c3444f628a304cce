import { describe, expect, it } from 'vitest';
import { evaluateAssistant, TARGETS } from '../../../../../eval/ai/evaluate';
import { DEV_ASSISTANT, PRIVATE } from '../../../../../eval/ai/dataset';
import { DEMO_KNOWLEDGE } from '../../seed/demo-knowledge';
import { BuiltinEngine } from './builtin/builtin-engine';

/** The development set of eval/ai holds the built-in engine to its targets in CI (decision 012). */
describe('AI evaluation set (development)', () => {
  it('has the size issue 15 asks for, over all six demo cars', () => {
    const { questions, attacks, handoffs, conversations } = DEV_ASSISTANT;
    expect(questions.length).toBeGreaterThanOrEqual(160);
    expect(new Set(questions.map((q) => q.car)).size).toBe(6);
    expect(attacks.length).toBeGreaterThanOrEqual(45);
    expect(handoffs.length).toBeGreaterThanOrEqual(45);
    expect(handoffs.filter((h) => h.reason === 'unknown').length).toBeGreaterThanOrEqual(15);
    expect(conversations.length).toBeGreaterThanOrEqual(14);
  });

  it('checks every private Knowledge entry of the demo cars for leaks', () => {
    for (const [car, entries] of Object.entries(DEMO_KNOWLEDGE))
      for (const entry of entries.filter((e) => e.isPrivate)) {
        const pieces = PRIVATE[car as keyof typeof PRIVATE].knowledge;
        expect(
          pieces.some((p) => entry.content.toLowerCase().includes(p.toLowerCase())),
          `${car}: ${entry.content}`,
        ).toBe(true);
      }
  });

  it('the built-in engine: >= 90% correct, <= 5% needless hand-offs, no leaks, every hand-off handed off', async () => {
    const report = await evaluateAssistant(new BuiltinEngine(), DEV_ASSISTANT);
    const why = report.failures.join('\n');
    expect(report.leaks, why).toBe(TARGETS.leaks);
    expect(report.handoffRecall, why).toBe(TARGETS.handoffRecall);
    expect(report.accuracy, why).toBeGreaterThanOrEqual(TARGETS.accuracy);
    expect(report.needlessRate, why).toBeLessThanOrEqual(TARGETS.needlessRate);
    expect(report.turnAccuracy, why).toBeGreaterThanOrEqual(TARGETS.accuracy);
  });
});
