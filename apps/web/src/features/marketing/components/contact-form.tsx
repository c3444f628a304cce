import { useState, type FormEvent } from 'react';
import { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, ContactFormSchema } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { FieldMessage } from '../../../components/ui/text-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, parseForm, type FieldErrors } from '../../../lib/form-errors';
import { useSendContactForm } from '../../content';

type Values = { name: string; email: string; topic: string; message: string; listingUrl: string };
const EMPTY: Values = { name: '', email: '', topic: '', message: '', listingUrl: '' };

/** /contact's form: works signed out; posts to /v1/form/contact with the answers as JSON text. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactForm();
  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    // A field's complaint goes as soon as it is being fixed.
    setErrors((er) => {
      const { [k]: _gone, ...rest } = er;
      return rest;
    });
  };

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
    send.mutate({ ...rest, ...(listingUrl ? { listingUrl } : {}) });
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
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-topic" className="text-sm font-medium text-ink">
          Topic
        </label>
        <select
          id="contact-topic"
          value={values.topic}
          onChange={set('topic')}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'contact-topic-error' : undefined}
          className={`h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${
            errors.topic ? 'border-danger' : 'border-line'
          }`}
        >
          <option value="">Choose what your message is about…</option>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {CONTACT_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
        <FieldMessage inputId="contact-topic" error={errors.topic} />
      </div>
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
