import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../../lib/form-errors';
import { MarkdownView } from '../lazy-markdown';
import { uploadContentImage } from './upload-image';

type Edit = { before: string; after: string; placeholder: string; line?: boolean };
const TOOLS: Array<{ label: string; text: string; edit: Edit }> = [
  { label: 'Bold', text: 'B', edit: { before: '**', after: '**', placeholder: 'bold text' } },
  { label: 'Italic', text: 'I', edit: { before: '_', after: '_', placeholder: 'italic text' } },
  { label: 'Heading', text: 'H', edit: { before: '## ', after: '', placeholder: 'Heading', line: true } },
  { label: 'Link', text: 'Link', edit: { before: '[', after: '](https://)', placeholder: 'link text' } },
  { label: 'Bulleted list', text: '• List', edit: { before: '- ', after: '', placeholder: 'item', line: true } },
];

/** Wraps the selection (or a placeholder) in Markdown syntax; line tools start a new line. */
export function applyEdit(text: string, start: number, end: number, edit: Edit) {
  const selected = text.slice(start, end) || edit.placeholder;
  const lead = edit.line && start > 0 && text[start - 1] !== '\n' ? '\n' : '';
  const insert = `${lead}${edit.before}${selected}${edit.after}`;
  const caret = start + lead.length + edit.before.length;
  return { text: text.slice(0, start) + insert + text.slice(end), selStart: caret, selEnd: caret + selected.length };
}

/**
 * The body editor: a textarea with a small toolbar and a live preview through the same sanitised renderer as the
 * site, side by side from `lg` up and as Write / Preview tabs on a phone.
 */
export function MarkdownField({
  value,
  onChange,
  error,
  uploadTargetId,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  uploadTargetId: string | null;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });

  function run(edit: Edit) {
    const el = ref.current;
    const r = applyEdit(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length, edit);
    onChange(r.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(r.selStart, r.selEnd);
    });
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !uploadTargetId) return;
    setUpload({ busy: true });
    try {
      const url = await uploadContentImage(file, uploadTargetId);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
      run({ before: `![${alt}](${url})`, after: '', placeholder: '', line: true });
      setUpload({ busy: false });
    } catch (err) {
      setUpload({ busy: false, error: `The image didn't upload: ${errorMessage(err)}` });
    }
  }

  const tabBtn = (t: 'write' | 'preview', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === t}
      onClick={() => setTab(t)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === t ? 'bg-white text-ink shadow-xs' : 'text-muted'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Text (Markdown)
        </label>
        <div role="tablist" aria-label="Editor view" className="flex rounded-lg bg-canvas p-1 lg:hidden">
          {tabBtn('write', 'Write')}
          {tabBtn('preview', 'Preview')}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`${tab === 'write' ? 'flex' : 'hidden'} flex-col gap-2 lg:flex`}>
          <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1">
            {TOOLS.map((t) => (
              <button
                key={t.label}
                type="button"
                aria-label={t.label}
                title={t.label}
                onClick={() => run(t.edit)}
                className={`h-9 min-w-9 rounded-md border border-line bg-white px-2 text-sm text-ink hover:bg-primary-soft ${
                  t.text === 'B' ? 'font-bold' : t.text === 'I' ? 'italic' : ''
                }`}
              >
                {t.text}
              </button>
            ))}
            <button
              type="button"
              disabled={!uploadTargetId || upload.busy}
              onClick={() => fileRef.current?.click()}
              className="h-9 rounded-md border border-line bg-white px-2 text-sm text-ink hover:bg-primary-soft disabled:opacity-60"
              title={uploadTargetId ? 'Upload an image' : 'Sign in again to upload images'}
            >
              {upload.busy ? 'Uploading…' : 'Image'}
            </button>
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={onFile}
            />
          </div>
          <textarea
            id={id}
            ref={ref}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`min-h-[28rem] rounded-lg border bg-white p-3 font-mono text-sm leading-6 text-ink shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${
              error ? 'border-danger' : 'border-line'
            }`}
          />
          {upload.error ? (
            <p className="text-sm text-danger" role="alert">
              {upload.error}
            </p>
          ) : null}
        </div>
        <div
          className={`${tab === 'preview' ? 'block' : 'hidden'} min-h-[28rem] overflow-auto rounded-lg border border-line bg-white p-4 lg:block`}
          aria-label="Preview"
          role="region"
        >
          {value.trim() ? (
            <MarkdownView markdown={value} />
          ) : (
            <p className="text-sm text-muted">The preview shows here.</p>
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
