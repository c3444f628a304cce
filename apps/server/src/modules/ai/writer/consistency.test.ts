import { describe, expect, it } from 'vitest';
import { listingFactsFixture } from '../../../../test/ai-fixtures';
import { contradictions } from './consistency';

// A 2019 Toyota Camry SE: 42,000 miles, automatic, gasoline, FWD, blue with a black interior, clean title.
const facts = listingFactsFixture();
const answers = new Map([
  ['title.owners', '2'],
  ['accidents.accident', 'Never'],
]);
const check = (text: string) => contradictions(text, facts, answers);

describe('what a quoted sentence may not say against the listing', () => {
  it.each([
    ['Runs like my old 2015 Camry', 'year'],
    ['Swapped bumper from a Honda', 'make'],
    ['The odometer shows 95,000 now', 'mileage'],
    ['Timing belt replaced at 120,000 miles', 'mileage'],
    ['Salvage title scares me', 'title'],
    ['The manual transmission shifts fine', 'transmission'],
    ['Great diesel torque', 'fuel'],
    ['Fully electric, so no gas', 'fuel'],
    ['The AWD is great in snow', 'drivetrain'],
    ['Red paint with no chips', 'colour'],
    ['Grey seats, no tears', 'colour'],
    ['A one-owner car', 'owners'],
    ['It had a minor accident in 2022', 'accidents'],
  ])('%s → %s', (text, field) => expect(check(text)).toContain(field));

  it.each([
    'Serviced in March 2024 at 40,000 miles',
    'Oil every 5,000 miles, about 330 miles of range on a charge',
    "The owner's manual is in the glovebox",
    'Not a diesel, not a hybrid, and never had a manual gearbox',
    'Front-wheel drive, handles well in the rain',
    'Blue paint, black seats',
    'Second owner, bought it in 2021',
    'No accidents, clean title',
  ])('%s agrees', (text) => expect(check(text)).toEqual([]));

  it('reads a transmission field with its speeds ("7-speed manual") as the manual it is', () => {
    const stick = { ...facts, vehicle: { ...facts.vehicle, transmission: '7-speed manual' } };
    expect(contradictions('The 7-speed manual shifts cleanly', stick, answers)).toEqual([]);
    expect(contradictions('The automatic transmission was serviced', stick, answers)).toContain('transmission');
  });

  it('checks owners and accidents only against what the seller answered', () => {
    expect(contradictions('A one-owner car with a minor accident', facts)).toEqual([]);
  });
});
