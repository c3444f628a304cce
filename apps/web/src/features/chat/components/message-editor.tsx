import { useId, useState, type KeyboardEvent } from 'react';
import { EditMessageSchema } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';

/** What to say when the server refuses an edit; 409 is the window closing while the editor was open. */
function editProblem(err: unknown): string {
  if (isApiError(err) && err.status === 409)
    return `This message can no longer be edited. ${err.message.replace(/\.$/, '')}.`;
  return `Your change was not saved: ${errorMessage(err)}`;
}

/**
 * Inline editor for one of our text messages: Enter saves, Shift+Enter adds a line, Escape
 * cancels. Checked with the shared EditMessageSchema first; the server's refusal stays on screen.
 */
export function MessageEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const save = async () => {
    if (saving) return;
    const parsed = EditMessageSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the message');
      return;
    }
    const content = text.trim();
    if (content === initial.trim()) return onCancel();
    setSaving(true);
    setError(null);
    try {
      await onSave(content);
    } catch (err) {
      setError(editProblem(err));
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void save();
    }
  };

  return (
    <form
      className="w-full max-w-[85%] rounded-2xl border border-primary/40 bg-white p-2 shadow-sm sm:max-w-[70%]"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      // On the form, so Escape also cancels from the Save and Cancel buttons.
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        Edit message
      </label>
      <textarea
        id={id}
        value={text}
        autoFocus
        rows={2}
        onFocus={(e) => e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="max-h-48 min-h-16 w-full resize-none rounded-xl border border-line bg-white px-3 py-2 text-[15px] leading-snug text-ink outline-none [field-sizing:content] focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="px-1 pt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="hidden px-1 pt-1 text-xs text-muted sm:block">
          Enter to save · Escape to cancel
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-9 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-primary-soft"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="h-9 rounded-lg bg-primary px-3 text-sm font-semibold text-white hover:bg-primary-hover disabled:opacity-60"
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
