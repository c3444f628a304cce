// The AI engine benchmark's work (see ai-engine.mjs). The same messages and demo cars (this checkout's evaluation
// sets) go through the built-in engine and the scam shield of the checkout named by BENCH_ENGINE_ROOT (default: this
// one), so a baseline checkout is measured on exactly the work the current one is.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GENERATED_PARTS } from '@revy/shared';
import { demoListings } from '../eval/ai/evaluate';
import { DEV_ASSISTANT } from '../eval/ai/dataset';
import { ROUND1_ASSISTANT } from '../eval/ai/round-1/assistant';
import { DEV_SCAM } from '../eval/ai/scam-dev';

type Engine = {
  answer(input: unknown): Promise<unknown>;
  writeListing(input: unknown, onDelta: () => void): Promise<unknown>;
};

const ROUNDS = 10;
const root = path.resolve(process.env.BENCH_ENGINE_ROOT || path.join(import.meta.dirname, '..'));
const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
const { BuiltinEngine } = (await load('apps/server/src/adapters/ai/index.ts')) as { BuiltinEngine: new () => Engine };
const { scamSignals } = (await load('packages/shared/src/chat/scam.rules.ts')) as {
  scamSignals: (text: string) => unknown[];
};

const cars = demoListings();
const sets = [DEV_ASSISTANT, ROUND1_ASSISTANT];
const messages = sets.flatMap((s) => [...s.questions, ...s.handoffs, ...s.attacks]);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 1000) / 1000;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: round(pct(s, 50)), p95: round(pct(s, 95)), p99: round(pct(s, 99)), max: round(s.at(-1)!) };
};
const ask = (m: (typeof messages)[number]) => engine.answer({ ...cars.get(m.car)!, question: m.q, history: [] });

const engine = new BuiltinEngine();
// The first answer pays for what the engine builds on first use (the intent model is trained then).
let started = performance.now();
await ask(messages[0]!);
const firstAnswerMs = round(performance.now() - started);
for (const m of messages) await ask(m); // warm-up: JIT
const answers: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const m of messages) {
    started = performance.now();
    await ask(m);
    answers.push(performance.now() - started);
  }
}
const writes: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const l of cars.values()) {
    started = performance.now();
    await engine.writeListing({ facts: l.facts, knowledge: l.knowledge, parts: [...GENERATED_PARTS] }, () => {});
    writes.push(performance.now() - started);
  }
}

// Scam shield: every chat message is checked on send; an adversarial message is the longest a chat takes (4,000
// characters) of repeated cue fragments and spaced digits, the worst case for the normaliser and the cue searches.
const chatMessages = [...DEV_SCAM.scams, ...DEV_SCAM.ordinary].map((m) => m.text);
for (const t of chatMessages) scamSignals(t);
const scans: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const t of chatMessages) {
    started = performance.now();
    scamSignals(t);
    scans.push(performance.now() - started);
  }
}
// Two shapes: spaced letters and digits among cue words, and "a.a.a." (the link finder's worst case, decision 026).
const adversarial = [
  'w h a t s a p p 4 1 5 five five five zero one escrow deposit check '.repeat(60).slice(0, 4000),
  'a.'.repeat(2000),
];
const worst: number[] = [];
for (let r = 0; r < 10; r++) {
  for (const text of adversarial) {
    started = performance.now();
    scamSignals(text);
    worst.push(performance.now() - started);
  }
}

process.send?.({
  engineRoot: root,
  firstAnswerMs,
  answers: answers.length,
  answerMs: summary(answers),
  listings: writes.length,
  writeMs: summary(writes),
  scamChecks: scans.length,
  scamMs: summary(scans),
  scamAdversarialMs: summary(worst),
});
