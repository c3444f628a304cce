import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime, type IdVerification } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { fetchCheck, useCheckActions, useMyChecks } from '../api/id-verification';
import { PhotoStep } from './photo-step';
import { StepList, type Step } from './step-list';

/** An in-app path to return to (never another site). */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : null);

function stepOf(check: IdVerification | undefined, verified: boolean): Step {
  if (verified) return 'result';
  if (!check || check.status === 'rejected' || check.status === 'canceled') return 'start';
  if (check.status === 'processing') return 'pending';
  if (check.provider === 'stripe') return 'start';
  return check.images.document ? 'selfie' : 'document';
}

/**
 * /account/verify (issue 18): verify your ID. Start, photograph the front of an ID and a selfie (camera or upload, with
 * progress), send them, wait while staff look (the page asks again every 10 s), then the result. With Stripe Identity
 * the check runs on Stripe's page and comes back here. `?next=` is where the person was (an offer, a test drive): the
 * way back once verified.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const me = useCurrentUser();
  const userId = me.data?.id;
  const checks = useMyChecks(userId);
  const data = checks.data;
  const { start, submit } = useCheckActions(userId);
  const latest = data?.content[0];
  const verified = !!data?.isIdVerified || !!me.data?.isIdVerified;
  const step = stepOf(latest, verified);
  const { refetch } = checks;
  const refresh = () => void refetch();

  // Back from Stripe's hosted page (?id=): GET by id re-reads the check from Stripe before the webhook arrives.
  const returnedId = params.get('id');
  useEffect(() => {
    if (returnedId)
      void fetchCheck(returnedId).then(
        () => refetch(),
        () => undefined,
      );
  }, [returnedId, refetch]);

  const begin = () =>
    start.mutate(
      { returnPath: `/account/verify${next ? `?next=${encodeURIComponent(next)}` : ''}` },
      {
        onSuccess: (check) => {
          if (check.provider === 'stripe' && check.url) window.location.assign(check.url);
        },
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Verify your ID</h1>
        <p className="mt-2 text-muted">
          Verified people get an <strong className="font-semibold text-ink">ID verified</strong> badge on their listings
          and in conversations, and can make offers and book test drives with sellers who ask for it.
        </p>
      </header>
      {me.isLoading || (userId && !data && !checks.isError) ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading your verification" />
        </div>
      ) : checks.isError ? (
        <Alert tone="error" title="We couldn't load your verification">
          {errorMessage(checks.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={refresh}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <StepList current={step} />
          {step === 'result' ? (
            <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6" aria-live="polite">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold text-ink">Your ID is verified</h2>
                <IdVerifiedBadge />
              </div>
              <p className="mt-1 text-sm text-ink">
                Sellers and buyers see the badge next to your name.
                {latest?.provider === 'builtin' && latest.imagesDeletedAt ? ' Your ID photos have been deleted.' : ''}
              </p>
              {next ? (
                <ButtonLink to={next} className="mt-4">
                  Continue where you were
                </ButtonLink>
              ) : null}
            </section>
          ) : null}

          {step === 'start' ? (
            <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
              {latest?.status === 'rejected' ? (
                <div className="mb-4">
                  <Alert tone="error" title="We could not verify your ID last time">
                    {latest.reason ?? 'The photos did not let us confirm who you are.'} Please try again with new
                    photos.
                  </Alert>
                </div>
              ) : latest?.status === 'requires_input' && latest.reason ? (
                <div className="mb-4">
                  <Alert tone="error" title="Stripe needs another try">
                    {latest.reason}
                  </Alert>
                </div>
              ) : null}
              <h2 className="text-lg font-semibold text-ink">What you need</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                <li>A government ID: driver&apos;s licence, state ID or passport.</li>
                <li>A phone or computer camera for a selfie, or photos you already have.</li>
                <li>About two minutes.</li>
              </ul>
              <p className="mt-3 text-sm text-muted">
                Your photos are private: only Revy staff who check them can see them, every look is recorded, and they
                are deleted once the check is decided.
              </p>
              {start.isError ? (
                <div className="mt-3">
                  <Alert tone="error">{errorMessage(start.error)}</Alert>
                </div>
              ) : null}
              <Button
                size="lg"
                className="mt-5 w-full sm:w-auto"
                loading={start.isPending}
                onClick={
                  latest?.provider === 'stripe' && latest.url ? () => window.location.assign(latest.url!) : begin
                }
              >
                {latest?.provider === 'stripe' && latest.url ? 'Continue on Stripe' : 'Start verification'}
              </Button>
            </section>
          ) : null}

          {(step === 'document' || step === 'selfie') && latest ? (
            <>
              <PhotoStep checkId={latest.id} kind="document" done={latest.images.document} onUploaded={refresh} />
              <PhotoStep checkId={latest.id} kind="selfie" done={latest.images.selfie} onUploaded={refresh} />
              {submit.isError ? <Alert tone="error">{errorMessage(submit.error)}</Alert> : null}
              <Button
                size="lg"
                disabled={!latest.images.document || !latest.images.selfie}
                loading={submit.isPending}
                onClick={() => submit.mutate(latest.id)}
              >
                Send for review
              </Button>
            </>
          ) : null}

          {step === 'pending' && latest ? (
            <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-live="polite">
              <div className="flex items-center gap-3">
                <Spinner size={22} />
                <h2 className="text-lg font-semibold text-ink">We are checking your ID</h2>
              </div>
              <p className="mt-2 text-sm text-muted">
                Sent {latest.submittedAt ? formatDateTime(latest.submittedAt) : 'just now'}. This usually takes a few
                hours. We will tell you here, in your notifications and by email. You can leave this page.
              </p>
              {next ? (
                <ButtonLink to={next} variant="secondary" className="mt-4">
                  Back to where you were
                </ButtonLink>
              ) : null}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
