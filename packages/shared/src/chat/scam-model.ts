import * as CUES from './scam-cues';
import { detectFamilies, readCues } from './scam-families';

/**
 * An experimental learned scam classifier (issue 15, decision 026): binary logistic regression over the rules' family
 * hits and cue hits, word unigrams and bigrams and character 3- to 5-grams of the folded text, hashed into a fixed
 * number of buckets. Training is deterministic: zero weights, a fixed seed for the example order, fixed epochs,
 * L2 regularisation. `eval/ai/scam-model-eval.ts` measures it against the rules on sets it was not trained on.
 */
export const SCAM_MODEL_BUCKETS = 1 << 18;
const EPOCHS = 20;
const LEARNING_RATE = 0.5;
const L2 = 1e-5;

export type ScamModel = { weights: Float64Array; bias: number };
export type ScamExample = { text: string; scam: boolean };

/** Every exported cue of scam-cues.ts that is a regular expression (or a list of them), by name. */
const CUE_LIST: [string, RegExp][] = Object.entries(CUES).flatMap(([name, v]): [string, RegExp][] => {
  if (v instanceof RegExp) return [[name, v]];
  if (Array.isArray(v)) return v.filter((r) => r instanceof RegExp).map((r, i) => [`${name}.${i}`, r]);
  return [];
});

/** FNV-1a, 32 bits, into the bucket range. */
function bucket(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SCAM_MODEL_BUCKETS;
}

/** The names of a message's features (rules, cues, words, bigrams, character n-grams), each once. */
export function scamFeatureNames(text: string): Set<string> {
  const c = readCues(text);
  const set = new Set<string>();
  for (const f of detectFamilies(text)) set.add(`fam:${f}`);
  for (const [name, re] of CUE_LIST) {
    // A global or sticky expression keeps state between tests; none is expected, but be safe.
    re.lastIndex = 0;
    if (re.test(c.t)) set.add(`cue:${name}`);
    re.lastIndex = 0;
  }
  if (c.hasLink) set.add('cue:hasLink');
  if (c.badLink) set.add('cue:badLink');
  const norm = c.folded
    .replace(/\$\s?\d[\d,.]*\s?k?\b|\b\d+(\.\d+)?\s?k\b|\b\d{1,3}(,\d{3})+\b/g, ' zmoney ')
    .replace(/\b\d+\b/g, ' znum ');
  const words = norm.split(/[^a-z0-9']+/).filter(Boolean);
  words.forEach((w, i) => {
    set.add(`w:${w}`);
    if (i > 0) set.add(`b:${words[i - 1]}_${w}`);
  });
  const line = ` ${words.join(' ')} `;
  for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= line.length; j++) set.add(`c:${line.slice(j, j + n)}`);
  return set;
}

type Vector = { idx: Int32Array; val: number };

function vectorise(text: string): Vector {
  const names = scamFeatureNames(text);
  const idx = Int32Array.from([...names].map(bucket));
  return { idx, val: 1 / Math.sqrt(idx.length || 1) };
}

function score(model: ScamModel, x: Vector): number {
  let z = model.bias;
  for (const i of x.idx) z += model.weights[i]! * x.val;
  return 1 / (1 + Math.exp(-z));
}

/** Trains the classifier: SGD on the log loss, examples in an order shuffled by a fixed seed, a decaying step. */
export function trainScamModel(examples: ScamExample[]): ScamModel {
  const data = examples.map((e) => ({ x: vectorise(e.text), y: e.scam ? 1 : 0 }));
  const model: ScamModel = { weights: new Float64Array(SCAM_MODEL_BUCKETS), bias: 0 };
  const order = data.map((_, i) => i);
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = LEARNING_RATE / (1 + epoch * 0.2);
    for (const i of order) {
      const d = data[i]!;
      const g = score(model, d.x) - d.y;
      model.bias -= rate * g;
      for (const k of d.x.idx) model.weights[k]! -= rate * (g * d.x.val + L2 * model.weights[k]!);
    }
  }
  return model;
}

/** The model's probability that a message is a scam. */
export function scamProbability(model: ScamModel, text: string): number {
  return score(model, vectorise(text));
}
