import type { IdVerification } from '@revy/shared';
import type { IdVerificationRow, ImagePresence } from './id-verification.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A check as the API answers it; Stripe's hosted page only while the check is open. */
export function toIdVerification(
  r: IdVerificationRow,
  images: ImagePresence = { document: false, selfie: false },
  extra: { clientSecret?: string | null } = {},
): IdVerification {
  const open = r.status === 'requires_input' || r.status === 'processing';
  const url = typeof r.data.url === 'string' && open ? r.data.url : null;
  return {
    id: r.id,
    userId: r.userId,
    provider: r.provider,
    status: r.status,
    reason: r.reason,
    images,
    url,
    ...(extra.clientSecret !== undefined ? { clientSecret: extra.clientSecret } : {}),
    submittedAt: iso(r.submittedAt),
    decidedAt: iso(r.decidedAt),
    imagesDeletedAt: iso(r.imagesDeletedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
