import { z } from 'zod';

/**
 * A coordinate in a query string: a plain decimal number (`lat=abc`, an empty value or `1e3` is a 400, never read as
 * 0), within the range of its axis.
 */
const coordinate = (min: number, max: number, axis: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${axis} must be a number of degrees`)
    .transform(Number)
    .pipe(
      z.number().min(min, `${axis} must be from ${min} to ${max}`).max(max, `${axis} must be from ${min} to ${max}`),
    );

/** GET /v1/geo/nearest-zip (issue 19, "use my location"): the browser's position in degrees (WGS 84). */
export const NearestZipQuerySchema = z.object({
  lat: coordinate(-90, 90, 'Latitude'),
  lng: coordinate(-180, 180, 'Longitude'),
});
export type NearestZipQuery = z.infer<typeof NearestZipQuerySchema>;

/** The US ZIP code whose centre is nearest the position, with its place when known. */
export const NearestZipSchema = z
  .object({
    zip: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** The ZIP's centre (Census ZCTA centroid). */
    lat: z.number(),
    lng: z.number(),
    /** Miles from the position to that centre, one decimal. */
    distance: z.number(),
  })
  .meta({ id: 'NearestZip' });
export type NearestZip = z.infer<typeof NearestZipSchema>;
