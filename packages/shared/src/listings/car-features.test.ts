import { describe, expect, it } from 'vitest';
import { canonicalFeature, COMMON_EQUIPMENT, featuresIn } from './car-features';

describe('the equipment vocabulary', () => {
  it('names an item the way the chips do, or keeps it', () => {
    expect(canonicalFeature('Heated front seats')).toBe('Heated seats');
    expect(canonicalFeature('Bose premium audio')).toBe('Premium sound');
    expect(canonicalFeature('Trailer tow package with brake controller')).toBe(
      'Trailer tow package with brake controller',
    );
    expect(canonicalFeature('EyeSight')).toBe('EyeSight');
    for (const chip of COMMON_EQUIPMENT) expect(canonicalFeature(chip)).toBe(chip);
  });

  it('finds what a sentence says the car has, and not what it denies', () => {
    expect(featuresIn('WeatherTech floor liners and a tonneau cover')).toEqual([
      'All-weather floor mats',
      'Tonneau cover',
    ]);
    expect(featuresIn('Winter tires on rims and a roof rack, but no tow hitch')).toEqual(['Winter tires', 'Roof rack']);
    expect(featuresIn('No sunroof, without navigation')).toEqual([]);
    expect(featuresIn('It has CarPlay')).toEqual(['Apple CarPlay']);
    // A warning that beeps is not an assist that steers.
    expect(featuresIn('Lane departure warning and lane keeping assist')).toEqual([
      'Lane departure warning',
      'Lane-keep assist',
    ]);
    expect(featuresIn('Forward collision alert, rear cross-traffic alert, auto high beams')).toEqual([
      'Forward collision warning',
      'Rear cross-traffic alert',
      'Automatic high beams',
    ]);
  });
});
