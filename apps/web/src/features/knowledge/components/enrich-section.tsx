import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ROUTES, type Listing } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { SparkIllustration } from '../../../components/illustrations';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useEnrichAnswers } from '../api/get-enrich';
import { formsOf } from '../lib/enrich-answers';
import { EnrichFormPage } from './enrich-form-page';
import { EnrichOverview } from './enrich-overview';

/** /my-garage/{id}/enrich and enrich/{form}: the sets of this car, or one of them. */
export function EnrichSection({ listing }: { listing: Listing }) {
  const { form: formId } = useParams();
  const forms = useMemo(() => formsOf(listing.vehicle), [listing.vehicle]);
  const answers = useEnrichAnswers(listing.id, forms);
  const base = ROUTES.myGarageListing(listing.id);
  const form = formId ? forms.find((f) => f.id === formId) : undefined;

  if (formId && !form) {
    return (
      <EmptyState
        illustration={<SparkIllustration />}
        title="We don't have that set of questions"
        description="The link may be old, or the questions changed for this car. Pick a set from the list."
        actions={[{ to: `${base}/enrich`, label: 'See all questions' }]}
      />
    );
  }
  if (answers.isError)
    return (
      <LoadError title="We couldn't load your answers" error={answers.error} onRetry={() => void answers.refetch()} />
    );
  if (!answers.data) {
    return (
      <div className="flex justify-center py-16 text-primary">
        <Spinner size={32} label="Loading your answers" />
      </div>
    );
  }
  // Keyed by set, so moving to the next set starts from its saved answers.
  if (form)
    return <EnrichFormPage key={form.id} listingId={listing.id} form={form} forms={forms} state={answers.data} />;
  return <EnrichOverview listingId={listing.id} forms={forms} state={answers.data} />;
}
