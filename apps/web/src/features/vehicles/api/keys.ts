/** Query keys of the vehicle catalog and VIN look-ups. */
export const vehiclesKeys = {
  all: ['vehicles'] as const,
  years: (make?: string) => [...vehiclesKeys.all, 'years', make ?? null] as const,
  makes: (year?: number) => [...vehiclesKeys.all, 'makes', year ?? null] as const,
  models: (year: number, make: string) => [...vehiclesKeys.all, 'models', year, make] as const,
  vinValidation: (vin: string) => [...vehiclesKeys.all, 'vin', vin, 'validate'] as const,
  vinEquipment: (vin: string) => [...vehiclesKeys.all, 'vin', vin, 'equipment'] as const,
};
