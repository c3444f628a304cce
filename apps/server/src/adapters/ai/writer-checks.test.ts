import { describe, expect, it } from 'vitest';
import { contradictedFields } from '../../../../../eval/ai/writer-checks';

const facts = (transmission: string) => ({ vehicle: { transmission } }) as Parameters<typeof contradictedFields>[1];

/** The writer check reads statements about the gearbox only (issue 15, held-out round 3). */
describe('the writer check for a contradicted transmission', () => {
  it.each([
    ['It has an automatic transmission.', 'Manual'],
    ['It is a coupe with a 6-speed automatic and RWD.', '6-speed manual'],
    ['2014 Volkswagen Golf: 128,300 miles, FWD and automatic.', 'Manual'],
    ['It is a manual transmission car.', 'Automatic'],
    ['A stick shift, and fun with it.', 'Automatic'],
    ['It has a CVT.', 'Manual'],
  ])('flags "%s" on a %s car', (text, transmission) => {
    expect(contradictedFields(text, facts(transmission), [])).toContain('transmission');
  });

  it.each([
    ['It has automatic climate control and automatic headlights.', 'Manual'],
    ['Driver seat is power with memory, the passenger seat is manual.', 'Automatic'],
    ["The owner's manual and the factory service manual are included.", 'Automatic'],
    ['It has a 7-speed manual transmission.', '7-speed manual'],
  ])('lets "%s" stand on a %s car', (text, transmission) => {
    expect(contradictedFields(text, facts(transmission), [])).not.toContain('transmission');
  });
});
