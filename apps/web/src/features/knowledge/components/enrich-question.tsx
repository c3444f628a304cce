import { useId } from 'react';
import { KNOWLEDGE_CONTENT_MAX, type EnrichQuestion } from '@revy/shared';
import { Switch } from '../../../components/ui/switch';
import { PrivateBadge } from './private-badge';

/**
 * One guided question. A choice is a group of real radio buttons drawn as pills (arrow keys move
 * between them) with a way to clear it, since every answer is optional; text is a textarea. Under
 * either, the Private switch (issue 15) and, when it is on, a lock badge by the question.
 */
export function EnrichQuestionField(props: {
  question: EnrichQuestion;
  value: string;
  onChange: (value: string) => void;
  isPrivate: boolean;
  onPrivateChange: (isPrivate: boolean) => void;
  /** The id of the page's one explanation of what Private does. */
  privateHelpId: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <AnswerField {...props} />
      <Switch
        compact
        checked={props.isPrivate}
        onChange={props.onPrivateChange}
        label="Private"
        accessibleLabel={`Keep private: ${props.question.question}`}
        describedBy={props.privateHelpId}
      />
    </div>
  );
}

function AnswerField({
  question,
  value,
  onChange,
  isPrivate,
}: {
  question: EnrichQuestion;
  value: string;
  onChange: (value: string) => void;
  isPrivate: boolean;
}) {
  const id = useId();
  const badge = isPrivate ? (
    <>
      {' '}
      <PrivateBadge />
    </>
  ) : null;
  if (question.kind === 'choice' && question.options?.length) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-medium text-ink">
          {question.question}
          {badge}
        </legend>
        {question.help ? <p className="text-sm text-muted">{question.help}</p> : null}
        <div className="mt-1 flex flex-wrap gap-2">
          {question.options.map((o) => {
            const on = value === o;
            return (
              <label
                key={o}
                className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40 ${
                  on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary/50'
                }`}
              >
                <input type="radio" className="sr-only" name={id} value={o} checked={on} onChange={() => onChange(o)} />
                {o}
              </label>
            );
          })}
          {value ? (
            <button
              type="button"
              onClick={() => onChange('')}
              className="min-h-10 rounded-full px-3 text-sm font-medium text-muted underline-offset-2 hover:text-primary hover:underline"
            >
              Clear<span className="sr-only"> the answer to “{question.question}”</span>
            </button>
          ) : null}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-base font-medium text-ink">
        {question.question}
        {badge}
      </label>
      {question.help ? <p className="text-sm text-muted">{question.help}</p> : null}
      <textarea
        id={id}
        value={value}
        placeholder={question.placeholder}
        maxLength={KNOWLEDGE_CONTENT_MAX}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-24 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
    </div>
  );
}
