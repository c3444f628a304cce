import { INTENT_EXAMPLES } from './intent-examples';
import { normaliseForGuard } from './intent-guard';

/**
 * A small intent model (issue 15): multinomial logistic regression over word unigrams, word bigrams and character
 * trigrams, trained on INTENT_EXAMPLES the first time it is used. It catches wording the intent guard's rules do
 * not ("what's the lowest you'll take", "u still got it?"), and the character n-grams carry it over typos and slang.
 * Pure TypeScript, no weights on disk: training is full-batch gradient descent from zero weights in a fixed order,
 * so the same examples always give the same model (a few tens of milliseconds, once per process).
 */
export const INTENT_LABELS = ['question', 'negotiation', 'booking', 'human', 'private'] as const;
export type IntentLabel = (typeof INTENT_LABELS)[number];

export type IntentScores = { label: IntentLabel; probability: number; probabilities: Record<IntentLabel, number> };

const EPOCHS = 30;
const LEARNING_RATE = 1;
const L2 = 1e-4;

/** Numbers, money and times as placeholders: "would u do 18k" and "would you take $20,000" share a feature. */
function normalise(text: string): string {
  return normaliseForGuard(text)
    .replace(/\$\s?\d[\d,.]*\s?k?\b|\b\d+(\.\d+)?\s?k\b|\b\d{1,3}(,\d{3})+\b/g, ' zmoney ')
    .replace(/\b\d{1,2}(:\d\d)?\s?(am|pm)\b/g, ' ztime ')
    .replace(/\b\d+\b/g, ' znum ');
}

/** The message's features, each once (binary), scaled so long and short messages weigh alike. */
export function features(text: string): Map<string, number> {
  const words = normalise(text)
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  const set = new Set<string>();
  words.forEach((w, i) => {
    set.add(`w:${w}`);
    if (i > 0) set.add(`b:${words[i - 1]}_${w}`);
    const padded = `^${w}$`;
    for (let j = 0; j + 3 <= padded.length; j++) set.add(`c:${padded.slice(j, j + 3)}`);
  });
  const scale = 1 / Math.sqrt(set.size || 1);
  return new Map([...set].map((f) => [f, scale]));
}

export type IntentModel = { weights: Map<string, Float64Array>; bias: Float64Array };

const K = INTENT_LABELS.length;

function softmax(z: Float64Array): Float64Array {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((s, v) => s + v, 0);
  return e.map((v) => v / sum);
}

function logits(model: IntentModel, x: Map<string, number>): Float64Array {
  const z = Float64Array.from(model.bias);
  for (const [f, v] of x) {
    const w = model.weights.get(f);
    if (w) for (let k = 0; k < K; k++) z[k]! += w[k]! * v;
  }
  return z;
}

/**
 * Trains a model on labelled messages (at first use, and by the cross-validation in eval/ai): stochastic gradient
 * descent on the cross-entropy, example by example in an order shuffled by a fixed seed, with a decaying step.
 */
export function trainIntentModel(examples: { text: string; label: IntentLabel }[]): IntentModel {
  const data = examples.map((e) => ({ x: features(e.text), y: INTENT_LABELS.indexOf(e.label) }));
  const model: IntentModel = { weights: new Map(), bias: new Float64Array(K) };
  for (const d of data)
    for (const f of d.x.keys()) if (!model.weights.has(f)) model.weights.set(f, new Float64Array(K));
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
      const p = softmax(logits(model, d.x));
      p[d.y]! -= 1;
      for (let k = 0; k < K; k++) model.bias[k]! -= rate * p[k]!;
      for (const [f, v] of d.x) {
        const w = model.weights.get(f)!;
        for (let k = 0; k < K; k++) w[k]! -= rate * (p[k]! * v + L2 * w[k]!);
      }
    }
  }
  return model;
}

export function predictIntent(model: IntentModel, text: string): IntentScores {
  const p = softmax(logits(model, features(text)));
  let best = 0;
  for (let k = 1; k < K; k++) if (p[k]! > p[best]!) best = k;
  const probabilities = Object.fromEntries(INTENT_LABELS.map((l, k) => [l, p[k]!])) as Record<IntentLabel, number>;
  return { label: INTENT_LABELS[best]!, probability: p[best]!, probabilities };
}

/** The labelled examples in a fixed order. */
export function intentExamples(): { text: string; label: IntentLabel }[] {
  return INTENT_LABELS.flatMap((label) => INTENT_EXAMPLES[label].map((text) => ({ text, label })));
}

let shared: IntentModel | null = null;

/** The intent of a buyer's message (one part of it), by the model trained on INTENT_EXAMPLES at first use. */
export function classifyIntent(text: string): IntentScores {
  shared ??= trainIntentModel(intentExamples());
  return predictIntent(shared, text);
}
