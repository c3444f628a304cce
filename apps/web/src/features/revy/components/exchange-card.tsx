import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatRelative, RevyCorrectionSchema, ROUTES, type RevyExchange } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useCorrectAnswer } from '../api/revy-conversations';
import { handoffReasonLabel, handoffToLabel, revyMetaOf } from '../lib/handoff';

/**
 * One exchange the assistant handled: the buyer's question, its answer (or handoff), when, a
 * link to the chat, and an inline form to correct the answer. A correction is saved as knowledge
 * and posted in the chat, so the card then shows the answer as corrected.
 */
export function ExchangeCard({ exchange, listingId, now }: { exchange: RevyExchange; listingId: string; now: number }) {
  const id = useId();
  const correct = useCorrectAnswer(listingId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [correctedNow, setCorrectedNow] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { answer, question } = exchange;
  const meta = revyMetaOf(answer.metadata);
  const handoff = meta?.action === 'handoff';
  const corrected = correctedNow || !!meta?.correctedBy;
  const chatLink = `${ROUTES.myGarageListing(listingId)}/messages/${encodeURIComponent(exchange.chatId)}`;

  const close = () => {
    setOpen(false);
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RevyCorrectionSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write the right answer');
      return;
    }
    correct.mutate(
      { chatId: exchange.chatId, messageId: answer.id, content: parsed.data.content },
      {
        onSuccess: () => {
          setCorrectedNow(true);
          setOpen(false);
          setText('');
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <li className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{exchange.buyerName}</span>
        <span className="flex items-center gap-3 text-xs text-muted">
          <time dateTime={answer.createdAt} title={formatDateTime(answer.createdAt)}>
            {formatRelative(answer.createdAt, now)}
          </time>
          <Link
            to={chatLink}
            aria-label={`Open chat with ${exchange.buyerName}`}
            className="font-semibold text-primary hover:underline"
          >
            Open chat
          </Link>
        </span>
      </div>
      <dl className="mt-3 flex flex-col gap-3">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Buyer asked</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-ink">
            {question?.content ?? <span className="text-muted">(question not available)</span>}
          </dd>
        </div>
        <div>
          <dt className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-primary">
            Revy answered
            {handoff ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 normal-case tracking-normal text-amber-900">
                Handed to {handoffToLabel(meta?.handoffTo).toLowerCase()}: {handoffReasonLabel(meta?.reason)}
              </span>
            ) : null}
            {corrected ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 normal-case tracking-normal text-success">
                Corrected
              </span>
            ) : null}
          </dt>
          <dd
            className={`mt-1 whitespace-pre-wrap break-words rounded-xl bg-primary-soft px-3 py-2 text-ink ${corrected ? 'line-through decoration-muted/60' : ''}`}
          >
            {answer.content}
          </dd>
        </div>
      </dl>
      {corrected ? (
        <p role="status" className="mt-3 text-sm text-success">
          Your correction was posted in the chat, and Revy will use it from now on.
        </p>
      ) : open ? (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${id}-fix`} className="text-sm font-medium text-ink">
            The right answer
          </label>
          <textarea
            id={`${id}-fix`}
            autoFocus
            rows={3}
            maxLength={2000}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => (setText(e.target.value), setError(null))}
            onKeyDown={(e) => e.key === 'Escape' && close()}
            className={`rounded-lg border bg-white px-3 py-2 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`}
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            Posted in the chat as your message, and saved so Revy answers this question your way next time.
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={correct.isPending}>
              Save correction
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 rounded text-sm font-semibold text-primary hover:underline"
        >
          Correct this answer
        </button>
      )}
    </li>
  );
}
