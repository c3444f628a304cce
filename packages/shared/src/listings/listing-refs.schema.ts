import { z } from 'zod';

/** POST /v1/listing/batch/refs (staff): listings by ids, to name them in staff tables (issue 16). */
export const ListingRefsRequestSchema = z.object({ ids: z.array(z.uuid()).max(200) }).strict();

/** What a staff table needs to name and link a listing; deleted listings are included and marked. */
export const ListingRefSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  sellerId: z.string(),
  status: z.string(),
  deleted: z.boolean(),
});
export type ListingRef = z.infer<typeof ListingRefSchema>;
export const ListingRefsSchema = z.array(ListingRefSchema);
