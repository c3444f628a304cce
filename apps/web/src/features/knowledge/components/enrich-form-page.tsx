import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, type EnrichForm } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/form-errors';
import { useSaveEnrichAnswers } from '../api/save-enrich';
import { formProgress, type EnrichAnswers } from '../lib/enrich-answers';
import { EnrichQuestionField } from './enrich-question';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

const valuesOf = (form: EnrichForm, saved: Record<string, string> | undefined) =>
  Object.fromEntries(form.questions.map((q) => [q.key, saved?.[q.key] ?? '']));
const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((k) => a[k]!.trim() === (b[k] ?? '').trim());

/**
 * /my-garage/{id}/enrich/{form}: one guided set. Every answer optional; Save sends the whole set
 * in one PUT (a cleared answer is deleted), then offers the next set. Leaving with unsaved
 * answers asks first.
 */
export function EnrichFormPage({
  listingId,
  form,
  forms,
  answers,
}: {
  listingId: string;
  form: EnrichForm;
  forms: EnrichForm[];
  answers: EnrichAnswers;
}) {
  const save = useSaveEnrichAnswers();
  const [saved, setSaved] = useState(() => valuesOf(form, answers[form.id]));
  const [values, setValues] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const dirty = !same(values, saved);
  const base = `${ROUTES.myGarageListing(listingId)}/enrich`;
  const index = forms.findIndex((f) => f.id === form.id);
  const next = forms[index + 1] ?? null;
  const answered = formProgress(form, { [form.id]: values }).answered;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { listingId, formId: form.id, answers: values },
      {
        onSuccess: () => {
          setSaved(values);
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
