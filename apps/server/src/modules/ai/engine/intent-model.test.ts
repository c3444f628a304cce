import { describe, expect, it } from 'vitest';
import { classifyIntent, intentExamples, predictIntent, trainIntentModel } from './intent-model';
import { splitQuestions } from './message-parts';
import { correctWord, editDistance } from './spelling';

describe('intent model', () => {
  it('trains the same model from the same examples', () => {
    const a = trainIntentModel(intentExamples().slice(0, 120));
    const b = trainIntentModel(intentExamples().slice(0, 120));
    expect(predictIntent(a, 'would u do 18k')).toEqual(predictIntent(b, 'would u do 18k'));
  });

  it.each([
    ['whats ur bottom dollar on this', 'negotiation'],
    ['can i come check it out tmrw after work', 'booking'],
    ['is this a bot or a real person', 'human'],
    ['whats the gate code to get in', 'private'],
    ['hows the tread on the tires', 'question'],
  ])('%s -> %s', (text, label) => expect(classifyIntent(text).label).toBe(label));
});

describe('splitQuestions', () => {
  it.each([
    ['Hi! How many miles does it have?', ['How many miles does it have?']],
    ['how many miles n why r u selling', ['how many miles', 'why r u selling']],
    ['Is it AWD and does it have heated seats?', ['Is it AWD', 'does it have heated seats?']],
    ['Is it AWD and heated seats?', ['Is it AWD', 'heated seats?']],
    ['miles on it and asking price?', ['miles on it', 'asking price?']],
    ['were the pads and rotors replaced', ['were the pads and rotors replaced']],
    ['whats the mileage, any accidents', ['whats the mileage', 'any accidents']],
    ['Thanks!', ['Thanks!']],
  ])('%s', (message, parts) => expect(splitQuestions(message)).toEqual(parts));
});

describe('spelling', () => {
  it('measures adjacent swaps as one edit', () => {
    expect(editDistance('tranmission', 'transmission')).toBe(1);
    expect(editDistance('mielage', 'mileage')).toBe(1);
  });

  it('corrects to the nearest known word, and leaves short words alone', () => {
    expect(correctWord('milage', ['mileage', 'village'])).toBe('mileage');
    expect(correctWord('pull', ['full'])).toBeNull();
    expect(correctWord('mils', ['miles'])).toBe('miles');
    expect(correctWord('zzzzzz', ['mileage'])).toBeNull();
  });
});
