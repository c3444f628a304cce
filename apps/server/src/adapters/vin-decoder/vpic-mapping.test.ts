import { describe, expect, it } from 'vitest';
import { countryName, engineOf, fuelTypeOf, mapVpicValues } from './vpic-mapping';

const hints = { modelYear: 2020, manufacturer: 'MAKER FROM WMI' };

describe('vPIC wording onto our value lists', () => {
  it('maps fuel with electrification first', () => {
    expect(
      fuelTypeOf({ FuelTypePrimary: 'Gasoline', ElectrificationLevel: 'PHEV (Plug-in Hybrid Electric Vehicle)' }),
    ).toBe('Plug-in Hybrid');
    expect(
      fuelTypeOf({ FuelTypePrimary: 'Gasoline', ElectrificationLevel: 'Mild HEV (Hybrid Electric Vehicle)' }),
    ).toBe('Hybrid');
    expect(
      fuelTypeOf({
        FuelTypePrimary: 'Gasoline',
        ElectrificationLevel: 'HEV (Hybrid Electric Vehicle) - Level Unknown',
      }),
    ).toBe('Hybrid');
    expect(fuelTypeOf({ FuelTypePrimary: 'Electric', ElectrificationLevel: 'BEV (Battery Electric Vehicle)' })).toBe(
      'Electric',
    );
    expect(
      fuelTypeOf({
        FuelTypePrimary: 'Compressed Hydrogen/Hydrogen',
        ElectrificationLevel: 'FCEV (Fuel Cell Electric Vehicle)',
      }),
    ).toBe('Hydrogen');
    expect(fuelTypeOf({ FuelTypePrimary: 'Gasoline', FuelTypeSecondary: 'Electric' })).toBe('Hybrid');
    expect(fuelTypeOf({ FuelTypePrimary: 'Gasoline', FuelTypeSecondary: 'Ethanol (E85)' })).toBe('Flex Fuel');
    expect(fuelTypeOf({ FuelTypePrimary: 'Flexible Fuel Vehicle (FFV)' })).toBe('Flex Fuel');
    expect(fuelTypeOf({ FuelTypePrimary: 'Diesel' })).toBe('Diesel');
    expect(fuelTypeOf({ FuelTypePrimary: 'Compressed Natural Gas (CNG)' })).toBe('Other');
    expect(fuelTypeOf({ FuelTypePrimary: 'Something New' })).toBeNull();
    expect(fuelTypeOf({})).toBeNull();
  });

  it('writes engine text from displacement, layout, cylinders and turbo', () => {
    expect(engineOf({ DisplacementL: '2.998', EngineCylinders: '6', EngineConfiguration: 'V-Shaped' })).toBe('3.0L V6');
    expect(engineOf({ DisplacementL: '2.0', EngineCylinders: '4', EngineConfiguration: 'In-Line', Turbo: 'Yes' })).toBe(
      '2.0L I4 Turbo',
    );
    expect(
      engineOf({ DisplacementL: '2.5', EngineCylinders: '4', EngineConfiguration: 'Horizontally opposed (boxer)' }),
    ).toBe('2.5L H4');
    expect(engineOf({ EngineCylinders: '8' })).toBe('8 cyl');
    expect(engineOf({ FuelTypePrimary: 'Electric' })).toBe('Electric');
    expect(engineOf({})).toBeNull();
  });

  it('maps body, drive and transmission, leaving what it cannot place null', () => {
    const e = mapVpicValues(
      '1HGCM82633A004352',
      {
        Make: 'Honda',
        Model: 'Accord',
        BodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)',
        DriveType: '4WD/4-Wheel Drive/4x4',
        TransmissionStyle: 'Electronic Continuously Variable (e-CVT)',
        Doors: '4',
        Seats: '7',
        Trim: 'Not Applicable',
        PlantCountry: 'KOREA (SOUTH)',
      },
      hints,
      'vpic-offline',
    );
    expect(e).toMatchObject({
      year: 2020,
      bodyType: 'SUV',
      drivetrain: '4WD',
      transmission: 'CVT',
      doors: 4,
      seats: 7,
      trim: null,
      manufacturer: 'MAKER FROM WMI',
      plantCountry: 'Korea (South)',
    });
    expect(e.details).not.toHaveProperty('Trim');
    const odd = mapVpicValues(
      'X',
      { BodyClass: 'Bus', DriveType: '6x4', TransmissionStyle: 'Motorcycle - Chain Drive' },
      hints,
      'vpic-online',
    );
    expect(odd).toMatchObject({ bodyType: null, drivetrain: null, transmission: null, make: null });
    expect(
      mapVpicValues(
        'X',
        { BodyClass: 'Crossover Utility Vehicle (CUV)', TransmissionStyle: 'Dual-Clutch Transmission (DCT)' },
        hints,
        'vpic-online',
      ),
    ).toMatchObject({
      bodyType: 'SUV',
      transmission: 'Dual-Clutch',
    });
    expect(
      mapVpicValues(
        'X',
        { BodyClass: 'Sport Utility Truck (SUT)', TransmissionStyle: 'Manual/Standard' },
        hints,
        'vpic-online',
      ),
    ).toMatchObject({
      bodyType: 'Pickup',
      transmission: 'Manual',
    });
  });

  it('names plant countries in title case', () => {
    expect(countryName('UNITED STATES (USA)')).toBe('United States');
    expect(countryName('MEXICO')).toBe('Mexico');
    expect(countryName(null)).toBeNull();
  });
});
