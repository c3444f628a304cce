/**
 * Does a learned classifier generalise better than the scam shield's rules? (issue 15, decision 026)
 * `npx tsx eval/ai/scam-model-eval.ts`. Evaluation A, fixed before it ran: train on every labelled set except round 2
 * and fresh rounds 10 and 11, then score those three separately for the rules alone, the model alone (threshold from
 * 5-fold cross-validation on the training data, out-of-fold false positives at most 1%), rules OR model, and rules
 * AND NOT a very confident "honest" model (veto threshold from the same cross-validation: at most 1% of out-of-fold
 * scams fall below it).
 */
import { scamProbability, scamSignals, trainScamModel, type ScamExample } from '@revy/shared';
import { ROUND1_SCAM } from './round-1/scam';
import { ROUND2_SCAM } from './round-2/scam';
import { DEV_SCAM } from './scam-dev';
import * as fresh from './scam-fresh';
import type { ScamSet } from './types';

const FOLDS = 5;
const MAX_CV_FALSE_POSITIVES = 0.01;
const MAX_CV_VETOED_SCAMS = 0.01;

const examples = (s: ScamSet): ScamExample[] => [
  ...s.scams.map((c) => ({ text: c.text, scam: true })),
  ...s.ordinary.map((c) => ({ text: c.text, scam: false })),
];

const TRAIN: ScamExample[] = [
  DEV_SCAM,
  ROUND1_SCAM,
  fresh.FRESH_SCAM,
  fresh.FRESH_SCAM_2,
  fresh.FRESH_SCAM_3,
  fresh.FRESH_SCAM_4,
  fresh.FRESH_SCAM_5,
  fresh.FRESH_SCAM_6,
  fresh.FRESH_SCAM_7,
  fresh.FRESH_SCAM_8,
  fresh.FRESH_SCAM_9,
].flatMap(examples);

const TESTS: [string, ScamSet][] = [
  ['round 2', ROUND2_SCAM],
  ['fresh 10', fresh.FRESH_SCAM_10],
  ['fresh 11', fresh.FRESH_SCAM_11],
];

/** Out-of-fold probabilities: fold k is every FOLDS-th example from k, so folds mix every set. */
function crossValidate(data: ScamExample[]): number[] {
  const p = new Array<number>(data.length);
  for (let k = 0; k < FOLDS; k++) {
    const model = trainScamModel(data.filter((_, i) => i % FOLDS !== k));
    data.forEach((e, i) => {
      if (i % FOLDS === k) p[i] = scamProbability(model, e.text);
    });
  }
  return p;
}

/** The lowest threshold (flag when p >= t) whose out-of-fold false-positive rate is at most the limit. */
function flagThreshold(data: ScamExample[], p: number[]): number {
  const honest = data.flatMap((e, i) => (e.scam ? [] : [p[i]!])).sort((a, b) => b - a);
  const allowed = Math.floor(honest.length * MAX_CV_FALSE_POSITIVES);
  return honest[allowed]! + 1e-9;
}

/** The highest veto threshold (veto when p < t) that vetoes at most the limit of out-of-fold scams. */
function vetoThreshold(data: ScamExample[], p: number[]): number {
  const scams = data.flatMap((e, i) => (e.scam ? [p[i]!] : [])).sort((a, b) => a - b);
  return scams[Math.floor(scams.length * MAX_CV_VETOED_SCAMS)]!;
}

type Figures = { caught: number; scams: number; fp: number; ordinary: number };
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
const show = (f: Figures) =>
  `recall ${pct(f.caught, f.scams)} (${f.caught}/${f.scams}), false positives ${pct(f.fp, f.ordinary)} (${f.fp}/${f.ordinary})`;

function measure(set: ScamSet, flag: (text: string) => boolean): Figures {
  return {
    caught: set.scams.filter((c) => flag(c.text)).length,
    scams: set.scams.length,
    fp: set.ordinary.filter((c) => flag(c.text)).length,
    ordinary: set.ordinary.length,
  };
}

const started = performance.now();
const oof = crossValidate(TRAIN);
const flagAt = flagThreshold(TRAIN, oof);
const vetoBelow = vetoThreshold(TRAIN, oof);
const cvScams = TRAIN.filter((e, i) => e.scam && oof[i]! >= flagAt).length;
const cvFp = TRAIN.filter((e, i) => !e.scam && oof[i]! >= flagAt).length;
const nScams = TRAIN.filter((e) => e.scam).length;
console.info(`training: ${nScams} scams, ${TRAIN.length - nScams} ordinary`);
console.info(
  `cross-validation (${FOLDS} folds): flag at p >= ${flagAt.toFixed(4)} -> out-of-fold recall ${pct(cvScams, nScams)}, ` +
    `false positives ${pct(cvFp, TRAIN.length - nScams)}; veto below p < ${vetoBelow.toFixed(4)}`,
);
const trainStarted = performance.now();
const model = trainScamModel(TRAIN);
const trained = performance.now();
TRAIN.forEach((e) => scamProbability(model, e.text));
console.info(
  `cross-validation: ${Math.round(trainStarted - started)} ms; one training on ${TRAIN.length} messages: ` +
    `${Math.round(trained - trainStarted)} ms; scoring: ${((performance.now() - trained) / TRAIN.length).toFixed(3)} ms a message`,
);

for (const [label, set] of TESTS) {
  const p = new Map([...set.scams, ...set.ordinary].map((c) => [c.text, scamProbability(model, c.text)]));
  const rules = (t: string) => scamSignals(t).length > 0;
  const mdl = (t: string) => p.get(t)! >= flagAt;
  console.info(`\n${label}`);
  console.info(`  rules alone:              ${show(measure(set, rules))}`);
  console.info(`  model alone:              ${show(measure(set, mdl))}`);
  console.info(`  rules OR model:           ${show(measure(set, (t) => rules(t) || mdl(t)))}`);
  console.info(`  rules AND NOT model veto: ${show(measure(set, (t) => rules(t) && p.get(t)! >= vetoBelow))}`);
}
