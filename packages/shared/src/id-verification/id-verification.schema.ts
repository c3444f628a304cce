import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageSchema } from '../common/page.schema';
import {
  ID_IMAGE_KINDS,
  ID_REJECT_REASON_MAX,
  ID_VERIFICATION_PROVIDERS,
  ID_VERIFICATION_STATUSES,
} from './id-verification.rules';

export const IdVerificationStatusSchema = z.enum(ID_VERIFICATION_STATUSES);
export const IdImageKindSchema = z.enum(ID_IMAGE_KINDS);

/**
 * An identity check (spec 7 User idVerification). `reason` is why it was not accepted (staff's words, or Stripe's
 * last error); `images` says which built-in photos are held now (they are deleted after the decision). Only the
 * answer to POST carries `clientSecret`; `url` is Stripe's hosted page while the check is open.
 */
export const IdVerificationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    provider: z.enum(ID_VERIFICATION_PROVIDERS),
    status: IdVerificationStatusSchema,
    reason: z.string().nullable(),
    images: z.object({ document: z.boolean(), selfie: z.boolean() }),
    url: z.string().nullable(),
    clientSecret: z.string().nullable().optional(),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    imagesDeletedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'IdVerification' });
export type IdVerification = z.infer<typeof IdVerificationSchema>;

/** POST /v1/idVerification: `returnPath` is where Stripe's hosted page sends the person back (an in-app path). */
export const StartIdVerificationSchema = z
  .object({
    returnPath: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)[^\s\\]*$/, 'Use a path inside the app, like /account/verify')
      .optional(),
  })
  .strict();
export type StartIdVerification = z.infer<typeof StartIdVerificationSchema>;

/** GET /v1/idVerification/user/{userId}: newest first, the latest is content[0]. */
export const IdVerificationListSchema = z.object({
  content: z.array(IdVerificationSchema),
  isIdVerified: z.boolean(),
});
export type IdVerificationList = z.infer<typeof IdVerificationListSchema>;

export const IdVerificationUserParamsSchema = z.object({ userId: IdSchema });
export const IdImageParamsSchema = z.object({ id: IdSchema, kind: IdImageKindSchema });

/** POST /v1/idVerification/{id}/reject: the reason is sent to the person. */
export const RejectIdVerificationSchema = z
  .object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(ID_REJECT_REASON_MAX) })
  .strict();
export type RejectIdVerification = z.infer<typeof RejectIdVerificationSchema>;

/** GET /v1/idVerification/queue (staff): checks waiting for a decision, oldest first. */
export const IdVerificationQueueQuerySchema = PageQuerySchema.pick({ page: true, size: true }).extend({
  status: z.enum(['processing', 'requires_input']).default('processing'),
});
export type IdVerificationQueueQuery = z.infer<typeof IdVerificationQueueQuerySchema>;

export const IdVerificationQueueItemSchema = IdVerificationSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), createdAt: z.string() }),
}).meta({ id: 'IdVerificationQueueItem' });
export type IdVerificationQueueItem = z.infer<typeof IdVerificationQueueItemSchema>;
export const IdVerificationQueuePageSchema = pageSchema(IdVerificationQueueItemSchema);
export type IdVerificationQueuePage = z.infer<typeof IdVerificationQueuePageSchema>;
