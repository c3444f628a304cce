import { z } from 'zod';

/** What a visitor writes to us from /contact; stored as the `data` JSON text of the form named `contact`. */
export const CONTACT_TOPICS = ['buying', 'selling', 'account', 'payments', 'safety', 'other'] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  buying: 'Buying a car',
  selling: 'Selling my car',
  account: 'My account or privacy',
  payments: 'Plans and payments',
  safety: 'Safety or a suspicious message',
  other: 'Something else',
};

export const ContactFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(100, 'Keep your name under 100 characters'),
    email: z.email('Enter an email address we can answer').max(254),
    topic: z.enum(CONTACT_TOPICS, 'Choose a topic'),
    message: z
      .string()
      .trim()
      .min(10, 'Tell us a little more (at least 10 characters)')
      .max(5000, 'Keep your message under 5,000 characters'),
    /** A listing the message is about: its address on Revy (a path) or a full https link. */
    listingUrl: z
      .string()
      .trim()
      .max(500)
      .refine((u) => u === '' || /^\/(?!\/)/.test(u) || /^https:\/\//i.test(u), 'Paste the link to the listing')
      .optional(),
  })
  .strict();
export type ContactForm = z.infer<typeof ContactFormSchema>;
