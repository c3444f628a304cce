import { Link } from 'react-router';
import { ROUTES, type EnrichForm } from '@revy/shared';
import { Card } from '../../../components/ui/card';
import { formProgress, privateCount, totalProgress, type EnrichState } from '../lib/enrich-answers';
import { NotesCard } from './notes-card';
import { PrivateBadge } from './private-badge';
import { ProgressBar } from '../../../components/ui/progress-bar';

/**
 * /my-garage/{id}/enrich: every guided set of this car with how much of it is answered, and the
 * overall count of what the assistant can answer from the seller's own words.
 */
export function EnrichOverview({
  listingId,
  forms,
  state,
}: {
  listingId: string;
  forms: EnrichForm[];
  state: EnrichState;
}) {
  const { answers } = state;
  const total = totalProgress(forms, answers);
  const base = `${ROUTES.myGarageListing(listingId)}/enrich`;
  // The first set not yet complete is where "Continue" leads.
  const next = forms.find((f) => {
    const p = formProgress(f, answers);
    return p.answered < p.total;
  });
  return (
    <div className="mt-6 flex flex-col gap-6">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Teach Revy about your car</h1>
        <p className="mt-2 max-w-2xl text-muted">
          Buyers ask the same things about every car: service history, accidents, the title, when they can see it.
          Answer once here and Revy answers them for you, day and night, in your words. Every question is optional; skip
          what you do not know.
        </p>
        <p className="mt-5 text-sm font-semibold text-ink">
          Your assistant knows {total.answered} of {total.total} answers
        </p>
        <ProgressBar className="mt-2" value={total.answered} max={total.total} label="Answers Revy knows" />
        {next ? (
          <Link
            to={`${base}/${next.id}`}
            className="mt-5 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
          >
            {total.answered ? `Continue: ${next.title}` : `Start with ${next.title}`}
          </Link>
        ) : (
          <p className="mt-4 text-sm font-medium text-success">Every question answered. Revy is ready for buyers.</p>
        )}
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {forms.map((f) => {
          const p = formProgress(f, answers);
          const done = p.answered === p.total;
          const kept = privateCount(f, state);
          return (
            <li key={f.id}>
              <Link
                to={`${base}/${f.id}`}
                className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="text-base font-semibold text-ink">{f.title}</span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${done ? 'bg-emerald-50 text-success' : 'bg-primary-soft text-primary'}`}
                  >
                    {done ? 'Done' : p.answered ? 'In progress' : 'Not started'}
                  </span>
                </span>
                <span className="mt-1 flex-1 text-sm text-muted">{f.description}</span>
                <span className="mt-4 flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {p.answered} of {p.total} answered
                  {kept ? <PrivateBadge label={`${kept} private`} /> : null}
                </span>
                <ProgressBar className="mt-2" value={p.answered} max={p.total} label={`${f.title}: answered`} />
              </Link>
            </li>
          );
        })}
      </ul>
      <NotesCard listingId={listingId} forms={forms} />
    </div>
  );
}
