// The AI engine benchmark's work (see ai-engine.mjs): the built-in engine over the evaluation
// set's messages, repeated, and the listing writer over the six demo cars.
import { GENERATED_PARTS } from '@revy/shared';
import { BuiltinEngine } from '../apps/server/src/adapters/ai';
import { demoListings } from '../eval/ai/evaluate';
import { ATTACKS, HANDOFFS, QUESTIONS } from '../eval/ai/dataset';

const ROUNDS = 20;
const engine = new BuiltinEngine();
const cars = demoListings();
const messages = [...QUESTIONS, ...ATTACKS, ...HANDOFFS];
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 1000) / 1000;

// Warm-up: the first calls pay for module loading and JIT.
for (const m of messages) await engine.answer({ ...cars.get(m.car)!, question: m.q, history: [] });
const answers: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const m of messages) {
    const started = performance.now();
    await engine.answer({ ...cars.get(m.car)!, question: m.q, history: [] });
    answers.push(performance.now() - started);
  }
}
answers.sort((a, b) => a - b);
const writes: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const l of cars.values()) {
    const started = performance.now();
    await engine.writeListing({ facts: l.facts, knowledge: l.knowledge, parts: [...GENERATED_PARTS] }, () => {});
    writes.push(performance.now() - started);
  }
}
writes.sort((a, b) => a - b);
process.send?.({
  answers: answers.length,
  answerMs: {
    p50: round(pct(answers, 50)),
    p95: round(pct(answers, 95)),
    p99: round(pct(answers, 99)),
    max: round(answers.at(-1)!),
  },
  listings: writes.length,
  writeMs: { p50: round(pct(writes, 50)), p95: round(pct(writes, 95)), max: round(writes.at(-1)!) },
});
