// AI engine (issue 6): the built-in engine's answer latency over the evaluation set's 127
// messages repeated 20 times (target p95 < 50 ms), and the listing writer's time per demo listing
// (all parts). No database, no network. `npm run bench -- ai-engine`. The work runs in
// bench/ai-engine-app.ts (TypeScript, via tsx).
import { runTsBench } from './bench-child.mjs';

export async function benchAiEngine() {
  return runTsBench('ai-engine-app.ts');
}
