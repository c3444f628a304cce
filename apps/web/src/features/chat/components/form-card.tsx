import { CHAT_FORM_TEMPLATES, chatFormEntries, type ParsedChatForm } from '@revy/shared';

/** A shared chat form: the template's title and its answers as a definition list. */
export function FormCard({ form, mine }: { form: ParsedChatForm; mine: boolean }) {
  const template = CHAT_FORM_TEMPLATES[form.name];
  const entries = chatFormEntries(form);
  return (
    <article
      aria-label={`${template.title} details`}
      className={`w-full max-w-[85%] rounded-2xl border bg-white text-ink shadow-xs sm:max-w-sm ${mine ? 'rounded-br-md border-primary/40' : 'rounded-bl-md border-line'}`}
    >
      <header
        className={`flex items-center gap-2 rounded-t-2xl border-b px-4 py-2.5 ${mine ? 'border-primary/20 bg-primary-soft' : 'border-line bg-canvas'}`}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0 text-primary">
          <path d="M7 3h7l5 5v13H7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M10 12h6M10 16h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h3 className="text-sm font-semibold">{template.title}</h3>
        <span className="ml-auto text-xs text-muted">Shared details</span>
      </header>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 px-4 py-3 text-sm">
        {entries.map((e) => (
          <div key={e.label} className="contents">
            <dt className="text-muted">{e.label}</dt>
            <dd className="break-words font-medium whitespace-pre-wrap">{e.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
