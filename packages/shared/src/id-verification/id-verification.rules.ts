/*
 * Verified people (issue 18): the zod-free half of ID verification, so listing cards, chats and the
 * first page load can read statuses, the badge rule and the buyer requirement without building a schema.
 */

/** Who runs the check: Stripe Identity when its keys are set, the built-in staff review otherwise. */
export const ID_VERIFICATION_PROVIDERS = ['stripe', 'builtin'] as const;
export type IdVerificationProvider = (typeof ID_VERIFICATION_PROVIDERS)[number];

/**
 * requires_input: started, waiting for the person (images to send, or Stripe asks for another try);
 * processing: sent, waiting for staff (built in) or Stripe; verified / rejected / canceled: decided, final.
 * The names follow Stripe's VerificationSession statuses, plus `rejected` for a staff refusal.
 */
export const ID_VERIFICATION_STATUSES = ['requires_input', 'processing', 'verified', 'rejected', 'canceled'] as const;
export type IdVerificationStatus = (typeof ID_VERIFICATION_STATUSES)[number];

/** Open checks: a user has at most one at a time (a unique index holds it). */
export const OPEN_ID_VERIFICATION_STATUSES: readonly IdVerificationStatus[] = ['requires_input', 'processing'];
export const isOpenIdVerification = (s: IdVerificationStatus) => OPEN_ID_VERIFICATION_STATUSES.includes(s);

/** The two photos of the built-in check: the front of a government ID and a selfie. */
export const ID_IMAGE_KINDS = ['document', 'selfie'] as const;
export type IdImageKind = (typeof ID_IMAGE_KINDS)[number];
export const ID_IMAGE_LABELS: Record<IdImageKind, string> = {
  document: 'Front of your ID',
  selfie: 'Selfie',
};

/** What an ID photo may be (recognised from its bytes on the server) and how big. */
export const ID_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side an ID photo is kept at: enough to read a licence, small enough for the database. */
export const ID_IMAGE_MAX_SIDE = 2000;

/** Longest rejection reason staff may give (it goes into an email and a notification). */
export const ID_REJECT_REASON_MAX = 500;

/** What the buyer is asked for, in the product's words. */
export const ID_STATUS_LABELS: Record<IdVerificationStatus, string> = {
  requires_input: 'Waiting for your photos',
  processing: 'Being checked',
  verified: 'Verified',
  rejected: 'Not accepted',
  canceled: 'Canceled',
};

/** The page where a person verifies their ID (the deal room links here too). */
export const ID_VERIFY_PATH = '/account/verify';

/** `/account/verify?next=…`: start verification, then come back to `next` (an in-app path). */
export function idVerifyUrl(next?: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//')
    ? `${ID_VERIFY_PATH}?next=${encodeURIComponent(next)}`
    : ID_VERIFY_PATH;
}

/**
 * A seller's requirement (Listing.requireVerifiedBuyers): a buyer whose ID is not verified may not book a test drive
 * or make an offer on that car. The server enforces it (403 ID_VERIFICATION_REQUIRED); the web asks first.
 */
export function buyerNeedsIdVerification(
  listing: { requireVerifiedBuyers?: boolean | null },
  buyer: { isIdVerified: boolean } | null | undefined,
): boolean {
  return listing.requireVerifiedBuyers === true && !buyer?.isIdVerified;
}
