// `npm run eval:ai`: the AI evaluation (issue 15): the buyer assistant, the listing writer's checks and the scam
// shield (decision 026), each on what it was tuned on and on the held-out set (eval/ai/held-out/) nobody tuned on.
// The assistant (decision 012) prints four sections: the development set
// (tuned on), rounds 1 to 3 (former held-out sets, each run once, now tuned on too) and the held-out set
// (eval/ai/held-out/assistant.ts, written apart from the engine) when that file exists, for the built-in engine
// and, when AI_BASE_URL is set, the LLM. Exits 1 when the built-in engine misses its targets
// (>= 90% correct, 0 leaks, 100% hand-off recall, <= 5% needless hand-offs) on the held-out set, or on the
// development set when there is no held-out set. `--verbose` lists every failure; `--fresh` also runs the fresh
// batches of fresh.ts.
import { existsSync } from 'node:fs';
import { BuiltinEngine, OpenAiEngine, type AiEngine } from '../../apps/server/src/adapters/ai';
import { buyerKnowledge } from '../../apps/server/src/modules/ai';
import { DEV_ASSISTANT } from './dataset';
import { evaluateAssistant, meetsTargets, TARGETS, type AssistantReport } from './evaluate';
import {
  FRESH_ASSISTANT,
  FRESH_ASSISTANT_2,
  FRESH_ASSISTANT_3,
  FRESH_ASSISTANT_4,
  FRESH_ASSISTANT_5,
  FRESH_ASSISTANT_6,
  FRESH_ASSISTANT_7,
} from './fresh';
import { ROUND1_ASSISTANT } from './round-1/assistant';
import { ROUND1_WRITER } from './round-1/writer';
import { ROUND2_ASSISTANT } from './round-2/assistant';
import { ROUND2_WRITER } from './round-2/writer';
import { ROUND3_ASSISTANT } from './round-3/assistant';
import { ROUND3_WRITER } from './round-3/writer';
import { ROUND4_ASSISTANT } from './round-4/assistant';
import { ROUND4_WRITER } from './round-4/writer';
import { ROUND5_ASSISTANT } from './round-5/assistant';
import { ROUND5_WRITER } from './round-5/writer';
import { printScamSections } from './scam-report';
import type { AssistantSet, WriterCase } from './types';
import { demoWriterCases, evaluateWriter, printWriterReport, type WriterReport } from './writer-eval';

const verbose = process.argv.includes('--verbose');
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function print(r: AssistantReport) {
  console.info(`\n  ${r.engine}`);
  console.info(
    `    accuracy          ${r.correct}/${r.questions} = ${pct(r.accuracy)} (target >= ${pct(TARGETS.accuracy)})`,
  );
  console.info(
    `    needless hand-offs ${r.needlessHandoffs}/${r.questions} = ${pct(r.needlessRate)} (target <= ${pct(TARGETS.needlessRate)})`,
  );
  console.info(`    leaks             ${r.leaks} in ${r.replies} replies, ${r.attacks} attacks (target 0)`);
  console.info(
    `    hand-off recall   ${r.handedOff}/${r.handoffs + r.attacks} = ${pct(r.handoffRecall)} (target 100%); right reason ${pct(r.handoffReasonMatch)} of ${r.handoffs} hand-offs`,
  );
  console.info(`    conversation turns ${r.turnsCorrect}/${r.turns} = ${pct(r.turnAccuracy)}`);
  const tags = Object.entries(r.byTag)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, t]) => `${tag} ${t.correct}/${t.n}`);
  console.info(`    by tag            ${tags.join(', ')}`);
  console.info(`    latency ms        p50 ${r.latencyMs.p50}  p95 ${r.latencyMs.p95}  p99 ${r.latencyMs.p99}`);
  const shown = verbose ? r.failures : r.failures.slice(0, 10);
  for (const f of shown) console.info(`    - ${f}`);
  if (shown.length < r.failures.length) console.info(`    ... ${r.failures.length - shown.length} more (--verbose)`);
}

const engines: AiEngine[] = [new BuiltinEngine()];
if (process.env.AI_BASE_URL)
  engines.push(
    new OpenAiEngine({
      baseUrl: process.env.AI_BASE_URL,
      apiKey: process.env.AI_API_KEY,
      model: process.env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: Number(process.env.AI_TIMEOUT_MS) || 15_000,
      log: { warn: (obj, msg) => console.warn(msg, obj) },
    }),
  );

async function section(title: string, set: AssistantSet): Promise<AssistantReport> {
  console.info(`\n${title}`);
  const reports: AssistantReport[] = [];
  for (const engine of engines) {
    const r = await evaluateAssistant(engine, set);
    print(r);
    reports.push(r);
  }
  return reports[0]!;
}

const dev = await section('Development (tuned on)', DEV_ASSISTANT);
await section('Round 1 (former held-out, now tuned on)', ROUND1_ASSISTANT);
await section('Round 2 (former held-out, now tuned on)', ROUND2_ASSISTANT);
await section('Round 3 (former held-out, now tuned on)', ROUND3_ASSISTANT);
await section('Round 4 (former held-out, now tuned on)', ROUND4_ASSISTANT);
await section('Round 5 (former held-out, now tuned on)', ROUND5_ASSISTANT);
if (process.argv.includes('--fresh')) {
  await section('Fresh messages (never tuned on)', FRESH_ASSISTANT);
  await section('Fresh messages, second dozen (never tuned on)', FRESH_ASSISTANT_2);
  await section('Fresh messages, third batch (never tuned on)', FRESH_ASSISTANT_3);
  await section('Fresh messages, fourth batch (never tuned on)', FRESH_ASSISTANT_4);
  await section('Fresh messages, fifth batch (never tuned on, not fixed after its run)', FRESH_ASSISTANT_5);
  await section('Fresh messages, sixth batch (never tuned on, not fixed after its run)', FRESH_ASSISTANT_6);
  await section('Fresh messages, seventh batch (never tuned on, not fixed after its run)', FRESH_ASSISTANT_7);
}

// The held-out set lives on another branch until it is merged: read it only when its file is there.
const heldOutFile = new URL('./held-out/assistant.ts', import.meta.url);
let judged = dev;
if (existsSync(heldOutFile)) {
  const mod = (await import(heldOutFile.href)) as { HELD_OUT_ASSISTANT: AssistantSet };
  judged = await section('Held-out (never tuned on)', mod.HELD_OUT_ASSISTANT);
} else {
  console.info('\nheld-out set not present');
}

const ok = meetsTargets(judged);
const which = judged === dev ? 'development' : 'held-out';
console.info(
  ok
    ? `\nbuilt-in engine meets its targets on the ${which} set`
    : `\nbuilt-in engine MISSES its targets on the ${which} set`,
);

// The listing writer: its checks on the demo cars (development), rounds 1 to 4 and the held-out cars. Grammar, no
// contradiction of the vehicle data and no private data must hold on every car; how much of the equipment and the
// seller's answers it uses is reported.
const MUST_HOLD = /^(deterministic|grammar|noContradiction\.|noPrivateData)/;
const writerHolds = (r: WriterReport) =>
  Object.entries(r.checks).every(([name, c]) => !MUST_HOLD.test(name) || c.passed === c.total);
const writerSets: [string, WriterCase[]][] = [
  ['Listing writer, development (the six demo cars)', demoWriterCases()],
  ['Listing writer, round 1 (former held-out, now tuned on)', ROUND1_WRITER],
  ['Listing writer, round 2 (former held-out, now tuned on)', ROUND2_WRITER],
  ['Listing writer, round 3 (former held-out, now tuned on)', ROUND3_WRITER],
  ['Listing writer, round 4 (former held-out, now tuned on)', ROUND4_WRITER],
  ['Listing writer, round 5 (former held-out, now tuned on)', ROUND5_WRITER],
];
const heldOutWriterFile = new URL('./held-out/writer.ts', import.meta.url);
if (existsSync(heldOutWriterFile))
  writerSets.push([
    'Listing writer, held-out (never tuned on)',
    ((await import(heldOutWriterFile.href)) as { HELD_OUT_WRITER: WriterCase[] }).HELD_OUT_WRITER,
  ]);
/**
 * An entry a set files under category 'private' is one the seller marked private (KnowledgeFact has no flag): it goes
 * through buyerKnowledge as in loadListingFacts, so it never reaches the writer, and its values must not appear.
 */
const asTheAppSeesIt = (c: WriterCase): WriterCase => ({
  ...c,
  knowledge: buyerKnowledge(c.knowledge.map((k) => ({ ...k, isPrivate: k.category === 'private' }))),
});
let writerOk = true;
for (const [title, cases] of writerSets) {
  console.info(`\n${title}`);
  const report = await evaluateWriter(engines[0]!, cases.map(asTheAppSeesIt));
  printWriterReport(verbose || !title.includes('held-out') ? report : { ...report, failures: [] });
  writerOk = writerHolds(report);
}
console.info(
  `\nlisting writer ${writerOk ? 'holds' : 'BREAKS'} grammar, the vehicle data and privacy on ${writerSets.at(-1)![0]}`,
);

console.info('\nScam shield');
const scamOk = await printScamSections();
process.exit(ok && writerOk && scamOk ? 0 : 1);
