import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, type EnrichForm } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/form-errors';
import { useSaveEnrichAnswers } from '../api/save-enrich';
import { formProgress, type EnrichState } from '../lib/enrich-answers';
import { LockIcon } from './private-badge';
import { EnrichQuestionField } from './enrich-question';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

const valuesOf = (form: EnrichForm, saved: Record<string, string> | undefined) =>
  Object.fromEntries(form.questions.map((q) => [q.key, saved?.[q.key] ?? '']));
const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((k) => a[k]!.trim() === (b[k] ?? '').trim());
const privacyOf = (form: EnrichForm, saved: Record<string, boolean> | undefined) =>
  Object.fromEntries(form.questions.map((q) => [q.key, !!saved?.[q.key]]));
const samePrivacy = (a: Record<string, boolean>, b: Record<string, boolean>) =>
  Object.keys(a).every((k) => a[k] === b[k]);

/**
 * What "Private" does, said once on the page and read out with every switch (issue 15). Staff helping the seller
 * can read knowledge too, so it does not promise "only you"; private answers are never given to the assistant
 * or the listing writer, so a buyer's question on one reaches the seller instead of an answer.
 */
export const PRIVATE_HELP =
  'Switch on Private for what buyers should not see: a walk-away price, your exact address, a reason for selling you keep to yourself. Only you (and Revy staff helping you) see a private answer; the assistant never tells it to buyers or puts it in your listing, and passes their questions about it to you.';

/**
 * /my-garage/{id}/enrich/{form}: one guided set. Every answer optional; Save sends the whole set
 * in one PUT (a cleared answer is deleted), then offers the next set. Leaving with unsaved
 * answers asks first.
 */
export function EnrichFormPage({
  listingId,
  form,
  forms,
  state,
}: {
  listingId: string;
  form: EnrichForm;
  forms: EnrichForm[];
  state: EnrichState;
}) {
  const save = useSaveEnrichAnswers();
  const helpId = useId();
  const [saved, setSaved] = useState(() => valuesOf(form, state.answers[form.id]));
  const [values, setValues] = useState(saved);
  const [savedPrivacy, setSavedPrivacy] = useState(() => privacyOf(form, state.privacy[form.id]));
  const [privacy, setPrivacy] = useState(savedPrivacy);
  const [justSaved, setJustSaved] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const dirty = !same(values, saved) || !samePrivacy(privacy, savedPrivacy);
  const base = `${ROUTES.myGarageListing(listingId)}/enrich`;
  const index = forms.findIndex((f) => f.id === form.id);
  const next = forms[index + 1] ?? null;
  const answered = formProgress(form, { [form.id]: values }).answered;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { listingId, formId: form.id, answers: values, privacy },
      {
        onSuccess: () => {
          setSaved(values);
          setSavedPrivacy(privacy);
          setJustSaved(true);
          // Focus the confirmation so keyboard and screen-reader users hear it and find "Next".
          requestAnimationFrame(() => status.current?.focus());
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 pb-8">
      <Link to={base} className="text-sm font-medium text-muted hover:text-primary">
        ← All questions
      </Link>
      <Card className="mt-3 flex flex-col gap-8 p-5 sm:p-8">
        <div>
          <p className="text-sm font-medium text-muted">
            Set {index + 1} of {forms.length}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{form.title}</h1>
          <p className="mt-1 text-muted">{form.description}</p>
          <p className="mt-4 text-sm text-ink">
            {answered} of {form.questions.length} answered · all optional
          </p>
          <ProgressBar
            className="mt-2"
            value={answered}
            max={form.questions.length}
            label={`${form.title}: answered`}
          />
          <p id={helpId} className="mt-4 flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-muted">
            <LockIcon className="mt-0.5 h-4 w-4 shrink-0 text-ink" />
            <span>{PRIVATE_HELP}</span>
          </p>
        </div>
        {form.questions.map((q) => (
          <EnrichQuestionField
            key={q.key}
            question={q}
            value={values[q.key] ?? ''}
            onChange={(v) => {
              setValues((cur) => ({ ...cur, [q.key]: v }));
              setJustSaved(false);
            }}
            isPrivate={!!privacy[q.key]}
            onPrivateChange={(on) => {
              setPrivacy((cur) => ({ ...cur, [q.key]: on }));
              setJustSaved(false);
            }}
            privateHelpId={helpId}
          />
        ))}
        {save.isError ? (
          <Alert tone="error" title="Your answers were not saved">
            {errorMessage(save.error)} Nothing was lost: try again.
          </Alert>
        ) : null}
        <div ref={status} tabIndex={-1} className="outline-none">
          {justSaved && !dirty ? (
            <Alert tone="success" title="Saved. Revy can use these answers now.">
              {next ? (
                <ButtonLink to={`${base}/${next.id}`} size="sm" className="mt-2">
                  Next: {next.title} →
                </ButtonLink>
              ) : (
                <ButtonLink to={base} size="sm" className="mt-2">
                  Back to all questions
                </ButtonLink>
              )}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {next && !justSaved ? (
            <Link
              to={`${base}/${next.id}`}
              className="text-center text-sm font-medium text-muted hover:text-primary sm:mr-auto"
            >
              Skip to {next.title}
            </Link>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!dirty} className="w-full sm:w-auto">
            {save.isPending ? 'Saving…' : 'Save answers'}
          </Button>
        </div>
      </Card>
      <UnsavedChangesGuard when={dirty} body="Your answers in this set have not been saved yet." />
    </form>
  );
}
