import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits';

/** Query of every paged list: `page` is zero-based, `sort` is `field,asc|desc`. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(,(asc|desc))?$/i, 'Use field or field,asc|desc')
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The page wrapper of spec 3: content, total elements, size, number, total pages. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
  });
}
/** Ids are UUIDs (v7, time-ordered); see docs/decisions/001-ids-and-timestamps.md. */
export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });
