import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { encodeNext, formatMoneyCents, listingDisplayTitle, publishProblems, ROUTES, type Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useUpdateListing } from '../../listings';
import { PlanStatus, PaymentStep, PlanStep, listingPlanBlocker } from '../../payments';
import { FIX_PATHS } from './listing-overview';
import { WizardProgress } from './wizard-progress';

type StepProps = { listing: Listing; base: string; next: () => void };
export type PublishStep = {
  id: string;
  title: string;
  Component: ComponentType<StepProps>;
  /** Whether the step is on this listing's path; always shown when absent. */
  show?: (listing: Listing) => boolean;
};

const needsPlan = (l: Listing) => listingPlanBlocker(l) !== null;

/**
 * The steps of /my-garage/{id}/publish/{step}, in order. A listing without a plan that lets it
 * publish goes review → plan → payment → done (paying publishes it); one with an active plan
 * skips to publish.
 */
export const PUBLISH_STEPS: PublishStep[] = [
  { id: 'review', title: 'Review', Component: ReviewStep },
  { id: 'plan', title: 'Plan', Component: PlanStep, show: needsPlan },
  { id: 'payment', title: 'Payment', Component: PaymentStep, show: needsPlan },
  { id: 'publish', title: 'Publish', Component: PublishNowStep, show: (l) => !needsPlan(l) },
  { id: 'done', title: 'Done', Component: DoneStep },
];

/** `review`, or a 1-based number (older links say publish/1). */
export function publishStepIndex(step: string | undefined, steps: readonly PublishStep[] = PUBLISH_STEPS): number {
  if (step && /^\d+$/.test(step)) return Number(step) - 1 < steps.length ? Math.max(0, Number(step) - 1) : -1;
  return steps.findIndex((s) => s.id === step);
}

export function PublishFlow({ listing }: { listing: Listing }) {
  const { step } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const base = ROUTES.myGarageListing(listing.id);
  // Moving between steps puts focus on the new step's heading (the button pressed is gone), so
  // keyboard and screen-reader users start at the top of it. Not on the first page load.
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string | undefined>(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const h1 = box.current?.querySelector<HTMLElement>('h1');
    if (h1 && !h1.contains(document.activeElement)) {
      h1.tabIndex = -1;
      h1.classList.add('outline-none');
      h1.focus();
    }
  }, [step]);
  const index = publishStepIndex(step);
  if (index < 0 || (step && /^\d+$/.test(step)))
    return <Navigate to={`${base}/publish/${PUBLISH_STEPS[Math.max(0, index)]!.id}`} replace />;
  const current = PUBLISH_STEPS[index]!;
  // The steps on this listing's path (the one on screen always counts). Done after buying a plan
  // keeps the plan path, though the listing has a plan by then.
  const viaPlan = (location.state as { viaPlan?: boolean } | null)?.viaPlan === true;
  const steps = PUBLISH_STEPS.filter(
    (s) => s === current || !s.show || (viaPlan ? s.show === needsPlan : s.show(listing)),
  );
  const at = steps.indexOf(current);
  const next = () => {
    const n = steps[at + 1];
    if (n) navigate(`${base}/publish/${n.id}`);
  };
  return (
    <div ref={box} className={`mx-auto mt-6 flex flex-col gap-6 ${current.id === 'plan' ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <WizardProgress steps={steps} current={at} />
      <current.Component listing={listing} base={base} next={next} />
    </div>
  );
}

function Summary({ listing }: { listing: Listing }) {
  const v = listing.vehicle;
  const rows: [string, string][] = [
    ['Car', listingDisplayTitle(listing)],
    ['Price', listing.price ? formatMoneyCents(listing.price) : '—'],
    ['Mileage', v.mileage !== null && v.mileage !== undefined ? `${v.mileage.toLocaleString('en-US')} miles` : '—'],
    [
      'Location',
      [listing.location.city, listing.location.state, listing.location.zip].filter(Boolean).join(', ') || '—',
    ],
    ['Photos', String(listing.photoCount)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([k, val]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="font-medium text-ink">{val}</dd>
        </div>
      ))}
    </dl>
  );
}

const CHECKS: { field: string; label: string }[] = [
  { field: 'vehicle', label: 'Year, make and model' },
  { field: 'vehicle.mileage', label: 'Mileage' },
  { field: 'price', label: 'Asking price' },
  { field: 'location.zip', label: 'ZIP code' },
  { field: 'photos', label: 'At least one photo' },
];

/** Step 1: the checklist of publishProblems; every item must pass to continue. */
function ReviewStep({ listing, base, next }: StepProps) {
  const problems = publishProblems(listing);
  const failing = new Map(problems.map((p) => [p.field, p.message]));
  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Review your listing</h1>
        <p className="mt-1 text-muted">Buyers need these before your car can go live.</p>
      </div>
      <ul aria-label="Publish checklist" className="flex flex-col gap-2">
        {CHECKS.map((c) => {
          const problem = failing.get(c.field);
          return (
            <li
              key={c.field}
              className={`flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${problem ? 'border-orange-200 bg-orange-50' : 'border-line'}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-5 items-center justify-center rounded-full text-xs text-white ${problem ? 'bg-danger' : 'bg-success'}`}
              >
                {problem ? '!' : '✓'}
              </span>
              <span className="flex-1 text-ink">
                {c.label}
                <span className="sr-only">{problem ? ': missing' : ': done'}</span>
                {problem ? <span className="block text-orange-900">{problem}</span> : null}
              </span>
              {problem ? (
                <Link
                  to={`${base}/${FIX_PATHS[c.field] ?? 'edit'}`}
                  className="font-semibold text-primary hover:underline"
                >
                  Fix
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Summary listing={listing} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={base} variant="secondary">
          Back to overview
        </ButtonLink>
        <Button onClick={next} disabled={problems.length > 0}>
          Continue
        </Button>
      </div>
    </Card>
  );
}

/**
 * Step 2: PATCH status published. An anonymous seller is sent to register (their listing comes
 * with them, and `next` brings them back here); 422 shows what the server still misses.
 */
function PublishNowStep({ listing, base, next }: StepProps) {
  const update = useUpdateListing();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser().data;
  const [problems, setProblems] = useState<[string, string][]>([]);
  const registerUrl = `${ROUTES.register}?next=${encodeNext(location.pathname)}`;
  const live = listing.status === 'published';

  const publish = () => {
    setProblems([]);
    update.mutate(
      { id: listing.id, input: { status: 'published' } },
      {
        onSuccess: next,
        onError: (err) => {
          if (isApiError(err) && err.error === 'REGISTRATION_REQUIRED') navigate(registerUrl);
          else if (isApiError(err) && err.fields) setProblems(Object.entries(err.fields));
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {live ? 'Your listing is live' : 'Ready to go live'}
        </h1>
        <p className="mt-1 text-muted">
          {live
            ? 'It is in the showroom now. Publish again after big changes, or unpublish from the overview.'
            : 'Your car appears in the showroom as soon as you publish.'}
        </p>
      </div>
      <Summary listing={listing} />
      <PlanStatus listing={listing} className="text-sm" />
      {user?.anonymous ? (
        <Alert tone="info" title="One more thing: a free account">
          Publishing needs an account so buyers can reach you.{' '}
          <Link to={registerUrl} className="font-semibold text-primary underline">
            Create it here
          </Link>{' '}
          — your listing comes with you.
        </Alert>
      ) : null}
      {problems.length ? (
        <Alert tone="error" title="A few things still need attention">
          <ul className="list-disc pl-5">
            {problems.map(([field, message]) => (
              <li key={field}>
                {message}{' '}
                <Link
                  to={`${base}/${FIX_PATHS[field.replace(/^body\./, '')] ?? 'edit'}`}
                  className="font-semibold underline"
                >
                  Fix
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : isApiError(update.error) && update.error.error === 'PAYMENT_REQUIRED' ? (
        <Alert tone="error" title="This listing needs a plan">
          {update.error.message}{' '}
          <Link to={`${base}/publish/plan`} className="font-semibold underline">
            Choose a plan
          </Link>
        </Alert>
      ) : update.isError && !(isApiError(update.error) && update.error.error === 'REGISTRATION_REQUIRED') ? (
        <Alert tone="error">{errorMessage(update.error)}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={`${base}/publish/review`} variant="secondary">
          Back
        </ButtonLink>
        <Button size="lg" onClick={publish} loading={update.isPending}>
          {live ? 'Publish again' : 'Publish now'}
        </Button>
      </div>
    </Card>
  );
}

/** Step 3: the link to share. */
function DoneStep({ listing, base }: StepProps) {
  const url = `${window.location.origin}${ROUTES.listing(listing.id)}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <Card className="flex flex-col items-center gap-5 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl text-success"
      >
        ✓
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Your car is live</h1>
      <p className="-mt-3 font-medium text-ink">{listingDisplayTitle(listing)}</p>
      <PlanStatus listing={listing} className="justify-center text-sm" />
      <p className="max-w-md text-muted">Share the link with friends and on social media so more buyers see it.</p>
      <div className="flex w-full max-w-lg flex-col gap-2 sm:flex-row">
        <label htmlFor="share-link" className="sr-only">
          Link to your listing
        </label>
        <input
          id="share-link"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="h-11 flex-1 rounded-lg border border-line bg-canvas px-3 text-sm text-ink"
        />
        <Button variant="secondary" onClick={() => void copy()} className="h-11">
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        {canShare ? (
          <Button
            className="h-11"
            onClick={() => void navigator.share({ title: listingDisplayTitle(listing), url }).catch(() => undefined)}
          >
            Share
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={ROUTES.listing(listing.id)}>See it as buyers do</ButtonLink>
        <ButtonLink to={base} variant="secondary">
          Back to overview
        </ButtonLink>
      </div>
    </Card>
  );
}
