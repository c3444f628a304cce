import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, parseForm, type FieldErrors } from '../../../lib/form-errors';
import { useSendContactForm } from '../../content';

export const CONTACT_TOPICS = ['Buying', 'Selling', 'Account', 'Payments', 'Safety', 'Other'] as const;

/** The contact form's fields (the content-server branch offers no shared schema for it, so it lives here). */
export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Keep your name to 100 characters'),
  email: z.string().trim().email('Enter an email address like you@example.com').max(200),
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose what your message is about' }),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(5000, 'Keep the message under 5,000 characters'),
  listingUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/listings\/\S+$/.test(v),
      'Paste the listing link, like https://revy.com/listings/…',
    )
    .optional(),
});

type Values = { name: string; email: string; topic: string; message: string; listingUrl: string };
const EMPTY: Values = { name: '', email: '', topic: '', message: '', listingUrl: '' };

/** /contact's form: works signed out; posts to /v1/form/contact with the answers as JSON text. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactForm();
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(ContactFormSchema, values, ['name', 'email', 'topic', 'message']);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    const { listingUrl, ...rest } = parsed.data;
    send.mutate({ ...rest, topic: rest.topic.toLowerCase(), ...(listingUrl ? { listingUrl } : {}) });
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-2xl border border-line bg-white p-6 shadow-xs">
        <h2 className="text-xl font-semibold text-ink">Thanks — your message is on its way</h2>
        <p className="mt-2 text-muted">Thanks — we&apos;ve emailed you a copy; we answer within one business day.</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setValues(EMPTY);
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      {send.isError ? (
        <Alert tone="error" title="We couldn't send your message">
          {errorMessage(send.error)} Your text is still here; try again in a moment.
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Your name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint="We reply to this address."
        />
      </div>
      <SelectField
        id="contact-topic"
        label="Topic"
        options={CONTACT_TOPICS}
        value={values.topic}
        onChange={set('topic')}
        error={errors.topic}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        rows={6}
      />
      <TextField
        id="contact-listingUrl"
        label="Listing link (optional)"
        inputMode="url"
        value={values.listingUrl}
        onChange={set('listingUrl')}
        error={errors.listingUrl}
        hint="If your question is about a car on Revy, paste its address."
      />
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        Send message
      </Button>
    </form>
  );
}
