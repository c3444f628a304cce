// AI engine (issues 6, 15): the built-in engine's answer latency over the development and round-1 evaluation
// messages (target p95 < 50 ms), the time of its first answer (the intent model is trained then), the listing
// writer's time per demo listing (all parts), and the scam shield's time per chat message. No database, no network.
// `npm run bench -- ai-engine [baseline checkout]`: with a second checkout (its own `npm ci` done), the same work
// also runs through that checkout's engine and scam rules, in the same run. The work is bench/ai-engine-app.ts.
import { runTsBench } from './bench-child.mjs';

export async function benchAiEngine(baseline = process.argv[3]) {
  const current = await runTsBench('ai-engine-app.ts');
  if (!baseline) return current;
  return { current, baseline: await runTsBench('ai-engine-app.ts', { BENCH_ENGINE_ROOT: baseline }) };
}
