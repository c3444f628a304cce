import { useState } from 'react';
import { GENERATED_PARTS, type GeneratedPart, type Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useListingWriter } from '../hooks/use-listing-writer';
import { PART_LABELS, STEP_LABELS } from '../lib/generated-texts';

/**
 * "Write with AI" on the edit page: writes every text or one part, shows the progress and the
 * text as it streams, then hands the saved listing to `onWritten` (the form takes its values).
 * The writer saves on the server, so with unsaved edits in the form it asks first instead of
 * replacing them silently.
 */
export function WriterPanel({
  listingId,
  dirty,
  onWritten,
}: {
  listingId: string;
  dirty: boolean;
  onWritten: (listing: Listing) => void;
}) {
  const { state, start } = useListingWriter(listingId, onWritten);
  const [pending, setPending] = useState<{ parts: GeneratedPart[] | undefined } | null>(null);
  const running = state.status === 'running';

  const ask = (parts?: GeneratedPart[]) => {
    if (dirty) setPending({ parts });
    else void start(parts);
  };
  const shown = (state.parts ?? GENERATED_PARTS).filter((p) => state.preview[p]);

  return (
    <section
      aria-labelledby="writer-title"
      className="rounded-2xl border border-primary/30 bg-primary-soft/60 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="writer-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 text-primary">
            <path
              d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7L12 2zM19 15l1 2.6 2.6 1-2.6 1L19 22l-1-2.4-2.6-1 2.6-1L19 15z"
              fill="currentColor"
            />
          </svg>{' '}
          Write with AI
        </h2>
        <p className="text-sm text-muted">
          Revy writes only from your car's details and your answers to its questions, never from guesses. It saves the
          text to your listing; you can edit every word after.
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" size="sm" loading={running && !state.parts} disabled={running} onClick={() => ask()}>
          Write everything
        </Button>
        {GENERATED_PARTS.map((p) => (
          <Button
            key={p}
            type="button"
            size="sm"
            variant="secondary"
            loading={running && state.parts?.length === 1 && state.parts[0] === p}
            disabled={running}
            onClick={() => ask([p])}
            aria-label={`Rewrite the ${PART_LABELS[p].toLowerCase()}`}
          >
            {PART_LABELS[p]}
          </Button>
        ))}
      </div>

      {state.status !== 'idle' ? (
        <div className="mt-4 flex flex-col gap-3" aria-live="polite">
          {running || state.status === 'done' ? (
            <div>
              <p className="text-sm font-medium text-ink">
                {state.status === 'done'
                  ? 'Done: the form below has the new text.'
                  : `${(state.step && STEP_LABELS[state.step]) || 'Starting'}…`}
              </p>
              <ProgressBar className="mt-2" value={state.pct} label="Writing progress" />
            </div>
          ) : null}
          {state.status === 'error' ? (
            <Alert tone="error" title="Revy couldn't write this">
              {state.error}
            </Alert>
          ) : null}
          {running && shown.length ? (
            <div
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:p-4"
              aria-label="Preview"
              role="region"
            >
              {shown.map((p) => (
                <div key={p}>
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted">{PART_LABELS[p]}</p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink" data-part={p}>
                    {state.preview[p]}
                    <span
                      aria-hidden="true"
                      className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-text-bottom"
                    />
                  </p>
                </div>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={!!pending}
        title="Replace your unsaved changes?"
        body="Revy saves its text to the listing and refills this form from it, so the changes you have not saved yet will be lost. Save them first to keep them."
        confirmLabel="Write anyway"
        danger
        onClose={() => setPending(null)}
        onConfirm={() => {
          const parts = pending?.parts;
          setPending(null);
          void start(parts);
        }}
      />
    </section>
  );
}
