import { describe, expect, it } from 'vitest';
import { answerSentence } from './answer-sentences';

describe("the seller's answers as sentences", () => {
  it.each([
    ['keys.count', '1', 'One key comes with it.'],
    ['keys.count', '2', 'Two keys come with it.'],
    ['title.owners', '1', 'It has had one owner.'],
    ['title.owners', '4 or more', 'It has had four or more owners.'],
    ['tires.age', 'Under 1 year', 'The tires are under a year old.'],
    ['maintenance.timingBelt', 'Has a chain', 'It has a timing chain, so there is no belt to replace.'],
    ['maintenance.lastService', 'January 2026 at the dealer.', 'Last service: January 2026 at the dealer.'],
    ['condition.interior', 'No tears, smells fresh', 'Inside: no tears, smells fresh.'],
    ['keys.extras', 'WeatherTech floor liners', 'Also included: WeatherTech floor liners.'],
    ['maintenance.majorWork', 'None', 'No major work has been done or needed.'],
    ['maintenance.majorWork', 'No, but new brakes at 40,000 miles', 'Work done: no, but new brakes at 40,000 miles.'],
    ['keys.modifications', 'None, all stock', 'No modifications: it is all stock.'],
    ['condition.exterior', 'none', 'No scratches, dents or paint work to report.'],
  ])('%s "%s" → %s', (key, answer, expected) => expect(answerSentence(key, answer)).toBe(expected));

  it('says nothing for "Not sure", an unknown key or a choice it cannot place', () => {
    expect(answerSentence('accidents.accident', 'Not sure')).toBeNull();
    expect(answerSentence('price.nonsense', 'Firm')).toBeNull();
    expect(answerSentence('keys.count', 'several')).toBeNull();
  });
});
