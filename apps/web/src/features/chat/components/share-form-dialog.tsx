import { useCallback, useId, useState } from 'react';
import { CHAT_FORM_TEMPLATES, chatFormsFor, type ChatFormName } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, issuesToFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { Dialog } from '../../../components/ui/dialog';
import { useShareForm } from '../api/share-form';
import { ChatFormFieldInput, toFormPayload, type RawFormValues } from './chat-form-fields';

/**
 * "Share details": a button by the composer and the dialog behind it, where a participant picks
 * a template (buyers: financing, trade-in, availability; sellers: availability) and fills it.
 * Validated with the template's shared schema; the server stores it and posts it as a message.
 */
export function ShareDetails({
  chatId,
  userId,
  role,
}: {
  chatId: string;
  userId: string | null;
  role: 'buyer' | 'seller';
}) {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog's focus handling does not restart on every render.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-primary-soft"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="text-primary">
          <path d="M7 3h7l5 5v13H7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M10 12h6M10 16h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">Share details</span>
      </button>
      <Dialog open={open} title="Share details" onClose={close}>
        {open ? <ShareFormBody chatId={chatId} userId={userId} role={role} onDone={close} /> : null}
      </Dialog>
    </>
  );
}

function ShareFormBody({
  chatId,
  userId,
  role,
  onDone,
}: {
  chatId: string;
  userId: string | null;
  role: 'buyer' | 'seller';
  onDone: () => void;
}) {
  const names = chatFormsFor(role);
  const [name, setName] = useState<ChatFormName>(names[0]!);
  const [values, setValues] = useState<RawFormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const share = useShareForm(chatId, userId);
  const pickerId = useId();
  const template = CHAT_FORM_TEMPLATES[name];

  const submit = () => {
    const result = template.schema.safeParse(toFormPayload(template.fields, values));
    if (!result.success) {
      setErrors(issuesToFieldErrors(result.error));
      // Move to the first field that needs attention, after React has drawn the errors.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    share.mutate({ name, data: JSON.stringify(result.data) }, { onSuccess: onDone });
  };

  const problem = share.isError
    ? isApiError(share.error) && share.error.status === 403
      ? 'You cannot share details in this conversation right now.'
      : `Your details were not shared: ${errorMessage(share.error)}`
    : null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-5"
    >
      <p className="-mt-2 text-sm text-muted">
        Share structured details instead of typing them out. Never share your phone number, email, home address or
        payment details here.
      </p>
      {names.length > 1 ? (
        <fieldset>
          <legend id={pickerId} className="text-sm font-medium text-ink">
            What to share
          </legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
            {names.map((n) => (
              <label
                key={n}
                className={`flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 has-focus-visible:ring-2 has-focus-visible:ring-primary/30 ${
                  n === name ? 'border-primary bg-primary-soft' : 'border-line bg-white hover:bg-canvas'
                }`}
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="radio"
                    name={`${pickerId}-template`}
                    value={n}
                    checked={n === name}
                    onChange={() => {
                      setName(n);
                      setValues({});
                      setErrors({});
                    }}
                    className="accent-primary"
                  />
                  {CHAT_FORM_TEMPLATES[n].title}
                </span>
                <span className="mt-0.5 text-xs text-muted">{CHAT_FORM_TEMPLATES[n].description}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-ink">
          <span className="font-semibold">{template.title}:</span> {template.description}
        </p>
      )}
      <div key={name} className="flex flex-col gap-4">
        {template.fields.map((f) => (
          <ChatFormFieldInput
            key={f.key}
            field={f}
            value={values[f.key]}
            error={errors[f.key]}
            onChange={(v) => {
              setValues((cur) => ({ ...cur, [f.key]: v }));
              if (errors[f.key]) setErrors(({ [f.key]: _, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={share.isPending}>
          {share.isPending ? 'Sharing…' : `Share ${template.title.toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}
