import { describe, expect, it } from 'vitest';
import { scamFeatureNames, scamProbability, trainScamModel } from './scam-model';

const EXAMPLES = [
  { text: 'Send me the code Google texted you so I know you are real', scam: true },
  { text: 'My shipping agent will pick up the car, pay his fee first', scam: true },
  { text: 'Add me on whatsapp +1 415 555 0122', scam: true },
  { text: 'Can I see the car on Saturday morning?', scam: false },
  { text: 'Is the price negotiable? I can pay cash at the bank', scam: false },
  { text: 'Does it have a timing belt or a chain?', scam: false },
];

describe('scam model (experimental, decision 026)', () => {
  it('reads the rules, the cues, words, bigrams and character n-grams', () => {
    const f = scamFeatureNames('Add me on WhatsApp');
    expect(f.has('fam:offPlatform')).toBe(true);
    expect(f.has('cue:APPS')).toBe(true);
    expect(f.has('w:whatsapp')).toBe(true);
    expect(f.has('b:me_on')).toBe(true);
    expect(f.has('c:whats')).toBe(true);
  });

  it('trains deterministically and separates what it was trained on', () => {
    const a = trainScamModel(EXAMPLES);
    const b = trainScamModel(EXAMPLES);
    expect(a.bias).toBe(b.bias);
    expect(a.weights).toEqual(b.weights);
    for (const e of EXAMPLES) expect(scamProbability(a, e.text) >= 0.5).toBe(e.scam);
  });
});
