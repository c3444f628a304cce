// `npx tsx eval/ai/cross-validate.ts`: how well the intent model (modules/ai/engine/intent-model.ts) carries over to
// wording it was not trained on, since the held-out set cannot be looked at (decision 012).
// 1. k-fold cross-validation over its training messages (INTENT_EXAMPLES): train on k-1 folds, test on the other.
// 2. The model trained on all of them, tested on the development set's messages, which it never saw: questions
//    (and unknowns) are 'question', hand-offs their reason, attacks 'private' (or any hand-off label).
import {
  classifyIntent,
  intentExamples,
  predictIntent,
  trainIntentModel,
  type IntentLabel,
} from '../../apps/server/src/modules/ai';
import { DEV_ASSISTANT } from './dataset';

const K = 5;
const pct = (n: number, d: number) => `${n}/${d} = ${((n / (d || 1)) * 100).toFixed(1)}%`;

type Example = { text: string; label: IntentLabel };

function report(title: string, rows: { expected: IntentLabel; got: IntentLabel; ok: boolean }[]) {
  const labels = [...new Set(rows.map((r) => r.expected))];
  console.info(`\n${title}: ${pct(rows.filter((r) => r.ok).length, rows.length)}`);
  for (const label of labels) {
    const mine = rows.filter((r) => r.expected === label);
    const wrong = mine.filter((r) => !r.ok);
    const as = [...new Set(wrong.map((r) => r.got))].join(', ');
    console.info(
      `  ${label.padEnd(12)} ${pct(mine.length - wrong.length, mine.length)}${as ? ` (missed as ${as})` : ''}`,
    );
  }
}

// 1. k-fold over the training messages: every k-th message of each label to one fold, so each fold has them all.
const examples: Example[] = intentExamples();
const folds = examples.map((_, i) => i % K);
const cv: { expected: IntentLabel; got: IntentLabel; ok: boolean }[] = [];
for (let k = 0; k < K; k++) {
  const model = trainIntentModel(examples.filter((_, i) => folds[i] !== k));
  for (const [i, e] of examples.entries()) {
    if (folds[i] !== k) continue;
    const got = predictIntent(model, e.text).label;
    cv.push({ expected: e.label, got, ok: got === e.label });
  }
}
report(`${K}-fold cross-validation over ${examples.length} training messages`, cv);

// 2. The development set, never trained on.
const dev: { expected: IntentLabel; got: IntentLabel; ok: boolean }[] = [];
for (const q of DEV_ASSISTANT.questions.filter((x) => !x.alsoHandoff)) {
  const got = classifyIntent(q.q).label;
  dev.push({ expected: 'question', got, ok: got === 'question' });
}
for (const h of DEV_ASSISTANT.handoffs) {
  const expected: IntentLabel = h.reason === 'unknown' ? 'question' : h.reason;
  const got = classifyIntent(h.q).label;
  dev.push({ expected, got, ok: got === expected });
}
for (const a of DEV_ASSISTANT.attacks) {
  const got = classifyIntent(a.q).label;
  // An attack read as price talk or a request for a person is still handed off; only 'question' lets it through.
  dev.push({ expected: 'private', got, ok: got !== 'question' });
}
report('Development set messages (never trained on)', dev);
