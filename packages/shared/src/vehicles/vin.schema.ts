import { z } from 'zod';

/** 17 characters, digits and capital letters without I, O, Q (49 CFR 565). Case-insensitive input. */
export const VinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN has 17 letters and digits (never I, O or Q)');

export const VinProblemSchema = z.object({ code: z.string(), message: z.string() });

/** GET /v1/vin/{vin}/validate */
export const VinValidationSchema = z.object({
  vin: z.string(),
  valid: z.boolean(),
  errors: z.array(VinProblemSchema),
  warnings: z.array(VinProblemSchema),
  checkDigit: z.object({ expected: z.string().nullable(), actual: z.string().nullable(), valid: z.boolean() }),
  wmi: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  northAmerican: z.boolean(),
  modelYear: z.number().int().nullable(),
});
export type VinValidation = z.infer<typeof VinValidationSchema>;

/** GET /v1/vin/{vin}/equipment: what the VIN says about the vehicle, mapped to our value lists. */
export const VinEquipmentSchema = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  bodyType: z.string().nullable(),
  engine: z.string().nullable(),
  drivetrain: z.string().nullable(),
  fuelType: z.string().nullable(),
  transmission: z.string().nullable(),
  doors: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  manufacturer: z.string().nullable(),
  plantCountry: z.string().nullable(),
  /** Everything else the decoder knew, name → value. */
  details: z.record(z.string(), z.string()),
  source: z.string(),
});
export type VinEquipment = z.infer<typeof VinEquipmentSchema>;
