import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';
import { MODEL_LIST_PAGE_SIZE } from '../limits';

export const VehicleModelSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;

/** GET /v1/vehicle/year?make — the model years, newest first. */
export const VehicleYearQuerySchema = z.object({ make: z.string().trim().max(100).optional() });
/** GET /v1/vehicle/make?year — the makes, alphabetical. */
export const VehicleMakeQuerySchema = z.object({ year: z.coerce.number().int().min(1900).max(2100).optional() });
/** GET /v1/vehicle/model?year&make&page&size — paged, size 100 by default. */
export const VehicleModelQuerySchema = PageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(1000).default(MODEL_LIST_PAGE_SIZE),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  make: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
});
export const VehicleModelPageSchema = pageSchema(VehicleModelSchema);

/** GET /v1/vehicle/year: model years of the catalog. */
export const VehicleYearsSchema = z.array(z.number().int());
/** GET /v1/vehicle/make: makes of the catalog, by name. */
export const VehicleMakesSchema = z.array(z.string());
