import { useState, type FormEvent } from 'react';
import { KNOWLEDGE_CONTENT_MAX, type EnrichForm, type Knowledge } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteNote, useNotes, useSaveNote, type NoteInput } from '../api/notes';
import { PrivateBadge } from './private-badge';

/** Said by the switch of every note (issue 15); the same promise as the guided answers' switches make. */
const NOTE_PRIVATE_HELP =
  'Only you (and Revy staff helping you) see a private note. The assistant never tells it to buyers or puts it in your listing; questions about it come to you.';

/**
 * /my-garage/{id}/enrich, under the sets: what the questions do not cover, in the seller's words (FAQ entries),
 * with a Private switch per note and a lock badge on private ones, e.g. a walk-away price or the exact address
 * that buyers should not see.
 */
export function NotesCard({ listingId, forms }: { listingId: string; forms: EnrichForm[] }) {
  const notes = useNotes(listingId, forms);
  const [adding, setAdding] = useState(false);
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-bold tracking-tight text-ink">Your notes</h2>
      <p className="mt-1 max-w-2xl text-muted">
        Anything the questions above do not cover. Keep a note private for what buyers should not see: your walk-away
        price, your exact address, a reason for selling you keep to yourself.
      </p>
      {notes.isError ? (
        <div className="mt-4">
          <Alert tone="error" title="We couldn't load your notes">
            {errorMessage(notes.error)}
          </Alert>
        </div>
      ) : null}
      {notes.data?.length ? (
        <ul className="mt-5 flex flex-col divide-y divide-line rounded-xl border border-line">
          {notes.data.map((n) => (
            <li key={n.id} className="p-4">
              <NoteItem listingId={listingId} note={n} />
            </li>
          ))}
        </ul>
      ) : notes.data ? (
        <p className="mt-4 text-sm text-muted">No notes yet.</p>
      ) : null}
      <div className="mt-5">
        {adding ? (
          <NoteForm listingId={listingId} onDone={() => setAdding(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a note
          </Button>
        )}
      </div>
    </Card>
  );
}

function NoteItem({ listingId, note }: { listingId: string; note: Knowledge }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteNote();
  if (editing) return <NoteForm listingId={listingId} note={note} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          <span className="break-words">{note.question}</span>
          {note.isPrivate ? <PrivateBadge /> : null}
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-muted">{note.content}</p>
        {remove.isError ? <p className="mt-1 text-sm text-danger">{errorMessage(remove.error)}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" aria-label={`Edit “${note.question}”`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete “${note.question}”`}
          loading={remove.isPending}
          onClick={() => remove.mutate({ listingId, id: note.id })}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}

/** Adds a note, or edits `note`; the Private switch is off for a new note until the seller turns it on. */
function NoteForm({ listingId, note, onDone }: { listingId: string; note?: Knowledge; onDone: () => void }) {
  const save = useSaveNote();
  const [values, setValues] = useState<NoteInput>({
    question: note?.question ?? '',
    content: note?.content ?? '',
    isPrivate: note?.isPrivate ?? false,
  });
  const [errors, setErrors] = useState<{ question?: string; content?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = {
      ...(values.question.trim() ? {} : { question: 'Write what the note is about' }),
      ...(values.content.trim() ? {} : { content: 'Write the note' }),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate({ listingId, id: note?.id, note: values }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="About"
        placeholder="e.g. Walk-away price"
        value={values.question}
        maxLength={500}
        error={errors.question}
        onChange={(e) => setValues((v) => ({ ...v, question: e.target.value }))}
      />
      <TextAreaField
        label="Note"
        value={values.content}
        maxLength={KNOWLEDGE_CONTENT_MAX}
        error={errors.content}
        className="[&_textarea]:min-h-24"
        onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
      />
      <Switch
        checked={values.isPrivate}
        onChange={(isPrivate) => setValues((v) => ({ ...v, isPrivate }))}
        label="Private"
        description={NOTE_PRIVATE_HELP}
      />
      {save.isError ? (
        <Alert tone="error" title="Your note was not saved">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {note ? 'Save note' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
