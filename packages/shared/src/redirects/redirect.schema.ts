import { z } from 'zod';

/** POST /v1/redirect: a short link to one of the product's own addresses (never another site: no open redirect). */
export const CreateRedirectSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter the address to link to').max(2000),
    targetId: z.uuid().nullish(),
  })
  .strict();
export type CreateRedirect = z.input<typeof CreateRedirectSchema>;

export const RedirectSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    key: z.string(),
    shortUrl: z.string(),
    targetId: z.string().nullable(),
    count: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Redirect' });
export type Redirect = z.infer<typeof RedirectSchema>;

/** GET /v1/redirect/{id}: the id or the short key. */
export const RedirectKeyParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Use a short link id or key'),
});
