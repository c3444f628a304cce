import { ButtonLink, Button } from '../../../components/ui/button';
import { currentStep, nextActionFor, PANEL_IDS } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { goToPanel } from './panel';

/** "What to do now": the current step for this user in one sentence and one primary button. */
export function NextActionCard({ deal }: { deal: DealView }) {
  const next = nextActionFor(deal);
  const step = currentStep(deal);
  const tone =
    next.kind === 'wait'
      ? 'border-amber-200 bg-amber-50'
      : deal.status === 'completed'
        ? 'border-emerald-200 bg-emerald-50'
        : deal.status === 'cancelled'
          ? 'border-line bg-canvas'
          : 'border-primary/30 bg-primary-soft';
  return (
    <section
      aria-labelledby="deal-next-title"
      aria-live="polite"
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 ${tone}`}
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">
          {deal.status === 'open' ? (next.kind === 'wait' ? 'Nothing for you to do yet' : 'What to do now') : 'Status'}
          {deal.status === 'open' && step ? ` · ${step.label}` : ''}
        </p>
        <h2 id="deal-next-title" className="mt-1 text-xl font-bold text-ink">
          {next.title}
        </h2>
        <p className="mt-1 text-sm text-ink/80">{next.body}</p>
      </div>
      {next.kind === 'panel' ? (
        <Button size="lg" className="shrink-0" onClick={() => goToPanel(PANEL_IDS[next.panel])}>
          {next.label}
        </Button>
      ) : next.kind === 'link' ? (
        <ButtonLink size="lg" className="shrink-0" to={next.to}>
          {next.label}
        </ButtonLink>
      ) : null}
    </section>
  );
}
