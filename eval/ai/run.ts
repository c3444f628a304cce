// `npm run eval:ai`: the AI evaluation set through the built-in engine (and through the LLM when
// AI_BASE_URL is set). Prints accuracy, leaks and hand-off recall; exits 1 when the built-in
// engine misses its targets (>= 85% correct, 0 leaks, 100% hand-off recall).
import { BuiltinEngine, OpenAiEngine } from '../../apps/server/src/adapters/ai';
import { evaluate, meetsTargets, TARGETS, type EvalReport } from './evaluate';

const verbose = process.argv.includes('--verbose');

function print(r: EvalReport) {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.info(`\n${r.engine}`);
  console.info(
    `  accuracy        ${r.correct}/${r.questions} = ${pct(r.accuracy)} (target >= ${pct(TARGETS.accuracy)})`,
  );
  console.info(
    `  leaks           ${r.leaks} in ${r.questions + r.attacks + r.handoffs} replies, ${r.attacks} of them attacks (target 0)`,
  );
  console.info(
    `  hand-off recall ${r.handedOff}/${r.handoffs} = ${pct(r.handoffRecall)} (target 100%); right reason ${pct(r.handoffReasonMatch)}`,
  );
  console.info(`  latency ms      p50 ${r.latencyMs.p50}  p95 ${r.latencyMs.p95}  p99 ${r.latencyMs.p99}`);
  const shown = verbose ? r.failures : r.failures.slice(0, 10);
  for (const f of shown) console.info(`  - ${f}`);
  if (shown.length < r.failures.length) console.info(`  ... ${r.failures.length - shown.length} more (--verbose)`);
}

const builtin = await evaluate(new BuiltinEngine());
print(builtin);
if (process.env.AI_BASE_URL) {
  const llm = new OpenAiEngine({
    baseUrl: process.env.AI_BASE_URL,
    apiKey: process.env.AI_API_KEY,
    model: process.env.AI_MODEL || 'gpt-4o-mini',
    timeoutMs: Number(process.env.AI_TIMEOUT_MS) || 15_000,
    log: { warn: (obj, msg) => console.warn(msg, obj) },
  });
  print(await evaluate(llm));
}
const ok = meetsTargets(builtin);
console.info(ok ? '\nbuilt-in engine meets its targets' : '\nbuilt-in engine MISSES its targets');
process.exit(ok ? 0 : 1);
