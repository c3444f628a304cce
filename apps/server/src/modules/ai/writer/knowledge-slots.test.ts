import { describe, expect, it } from 'vitest';
import { sellerAnswers } from './enrich-answers';
import { slotFor } from './knowledge-slots';
import { sellerSentence } from './seller-sentences';

describe('placing a seller answer by meaning', () => {
  it.each([
    ['Tyre tread?', null, 'tires.tread'],
    ['How old are the tyres?', 'faq', 'tires.age'],
    ['Ever been in a collision?', null, 'accidents.accident'],
    ['Any rust?', null, 'condition.exterior'],
    ['Does the roof leak?', null, 'condition.leaks'],
    ['Does the soft top let water in?', null, 'condition.leaks'],
    ['Has the hybrid battery been checked?', null, 'maintenance.battery'],
    ['What range do you get in winter?', null, 'maintenance.battery'],
    ['Spare key?', null, 'keys.count'],
    ['Is there a spare tire?', null, 'tires.spare'],
    ['Smoker?', null, 'condition.smoker'],
    ['Is the maintenance up to date?', null, 'maintenance.lastService'],
    ['Do you have receipts?', null, 'maintenance.records'],
    ['Has it been tracked or raced?', null, 'reason.usage'],
    ['Do you have the owner’s manual?', 'keys', 'keys.manuals'],
    ['Previous owners?', null, 'title.owners'],
    ['Does it have a roof rack?', null, 'keys.extras'],
    ['Do you accept Zelle?', null, 'price.payment'],
  ])('"%s" (%s) → %s', (question, category, slot) => expect(slotFor(question, category, 'Yes')).toBe(slot));

  it('places an unknown question by its set, else by its answer, else nowhere', () => {
    expect(slotFor('Anything I should know?', 'condition', 'Runs great')).toBe('condition.mechanical');
    expect(slotFor('Anything else?', null, 'New tires in May')).toBe('tires.age');
    expect(slotFor('What fuel economy does it get?', null, 'About 52 mpg')).toBeNull();
  });

  it('reads a guided question under another set, and a guided option said in other words', () => {
    const { byKey, placed } = sellerAnswers([
      { id: '1', type: 'enrich', category: 'condition', question: 'How old are the tires?', content: '1-3 years' },
      { id: '2', type: 'faq', category: null, question: 'Any collisions?', content: 'No' },
      { id: '3', type: 'faq', category: null, question: 'Tread left?', content: 'Plenty' },
      { id: '4', type: 'faq', category: null, question: 'Warranty?', content: 'N/A' },
      { id: '5', type: 'faq', category: null, question: 'Clear bra?', content: '  ' },
    ]);
    expect(Object.fromEntries(byKey)).toEqual({
      'tires.age': '1-3 years',
      'accidents.accident': 'Never',
      'tires.tread': 'Plenty',
    });
    expect(placed.map((p) => [p.slot, p.guided])).toEqual([
      ['tires.age', true],
      ['accidents.accident', false],
      ['tires.tread', true],
    ]);
  });
});

describe('a free answer as a sentence', () => {
  it.each([
    [
      'Has it been tracked or raced?',
      'Two autocross days, never on a road course',
      'reason.usage',
      'Tracked or raced: two autocross days, never on a road course.',
    ],
    [
      'Has the hybrid battery been checked?',
      'Yes, at the dealer.',
      'maintenance.battery',
      'Hybrid battery checked: yes, at the dealer.',
    ],
    ['Any rust?', 'None', 'condition.exterior', 'Rust: none.'],
    ['Does it have a tow hitch?', 'Yes, yes it does', null, 'Tow hitch: yes, it does.'],
    ['Does the roof leak?', 'No', 'condition.leaks', 'Does the roof leak? No.'],
    ['Ever been in a collision??', 'no', 'accidents.accident', 'Ever been in a collision? No.'],
    ['Do you accept Zelle?', 'Cash or Zelle only.', 'price.payment', 'Payment: cash or Zelle only.'],
    ['how many keys does it come w/', 'two keys, both work', 'keys.count', 'Keys: two keys, both work.'],
    ['What fuel economy does it get?', 'About 52 mpg!', null, 'What fuel economy does it get? About 52 mpg!'],
    [null, 'Small curb rash on one wheel', 'condition.mechanical', 'Small curb rash on one wheel.'],
  ])('"%s" + "%s"', (question, answer, slot, expected) =>
    expect(sellerSentence(question, answer, slot)).toBe(expected),
  );
});
