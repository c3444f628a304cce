import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';

/**
 * Reference list of year/make/model/trim behind GET /v1/vehicle/{year,make,model}. The unique
 * (year, make, model, trim) also serves "makes of a year" and "models of a year and make" by its
 * leading columns; (make, year) serves "years of a make". Trim may be null; NULLS NOT DISTINCT
 * (PostgreSQL 15+) keeps one trimless row per model.
 */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: idColumn(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
  },
  (t) => [
    unique('vehicle_models_unique').on(t.year, t.make, t.model, t.trim).nullsNotDistinct(),
    index('vehicle_models_make_year_idx').on(t.make, t.year),
  ],
);
