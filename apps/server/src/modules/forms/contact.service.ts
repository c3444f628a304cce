import { CONTACT_TOPIC_LABELS, ContactFormSchema, type Form } from '@revy/shared';
import { consume, type RateRule } from '../../adapters/rate-limit';
import type { AppContext } from '../../context';
import { validationFailed } from '../../lib/errors';
import { readSetting } from '../config';
import { sendContactMessage } from '../mail';
import type { UserRecord } from '../users';
import { saveForm, toForm } from './forms.service';

/** Ten messages an hour from one address: enough for a person (typos included), too few for a spammer. */
export const CONTACT_RATE_RULE: RateRule = { max: 10, windowMs: 60 * 60_000 };

/**
 * POST /v1/form/contact: anyone, signed in or not, writes to the team (issue 17). The message is checked, stored as
 * the form `contact` (without a user for a signed-out visitor), mailed to the support address of the settings with
 * reply-to the visitor, and a copy goes to the visitor.
 */
export async function submitContact(ctx: AppContext, user: UserRecord | null, ip: string, data: string): Promise<Form> {
  await consume(ctx.rateLimiter, CONTACT_RATE_RULE, `contact:${ip}`);
  const parsed = ContactFormSchema.safeParse(JSON.parse(data));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'data', i.message]));
    throw validationFailed(fields, Object.values(fields)[0] ?? 'Some fields need attention');
  }
  const m = parsed.data;
  const stored = JSON.stringify(m);
  const row = await saveForm(ctx.db, user?.id ?? null, 'contact', stored);
  await sendContactMessage(ctx, {
    supportEmail: await readSetting(ctx, 'supportEmail'),
    name: m.name,
    email: m.email,
    topic: CONTACT_TOPIC_LABELS[m.topic],
    message: m.message,
    listingUrl: m.listingUrl || undefined,
    userId: user?.id ?? null,
  });
  return toForm(row);
}
