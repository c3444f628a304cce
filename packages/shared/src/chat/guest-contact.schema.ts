import { z } from 'zod';
import { EmailSchema } from '../users/user.schema';

/**
 * Issue 19: a guest (anonymous user) who wrote to a seller leaves an email so the seller's replies reach them,
 * POST /v1/chat/{id}/contact-email. Not an account: an address that already has one is refused with a sign-in prompt.
 */
export const GuestContactSchema = z.object({ email: EmailSchema }).strict();
export type GuestContact = z.infer<typeof GuestContactSchema>;

export const GuestContactResultSchema = z.object({ contactEmail: z.string() }).meta({ id: 'GuestContactResult' });
export type GuestContactResult = z.infer<typeof GuestContactResultSchema>;
