import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SANDBOX_CARDS, SandboxPaySchema, type SandboxSession } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { LockIcon } from './lock-icon';
import { FieldMessage } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, parseForm, type FieldErrors } from '../../../lib/form-errors';
import { useCancelSandbox, useConfirmSandbox, usePaySandbox, useSandboxSession } from '../api/sandbox-checkout';
import { formatCardNumber, formatExpiry } from '../lib/card-format';
import { appPath, returnFromSandbox } from '../lib/navigate-to-checkout';
import { money } from '../lib/plans';

const TEST_CARDS = [
  { number: SANDBOX_CARDS.succeeds, outcome: 'succeeds' },
  { number: SANDBOX_CARDS.declined, outcome: 'is declined' },
  { number: SANDBOX_CARDS.requiresAction, outcome: 'needs authentication' },
] as const;

type Card = { cardNumber: string; expiry: string; cvc: string; name: string; postalCode: string };
const EMPTY: Card = { cardNumber: '', expiry: '', cvc: '', name: '', postalCode: '' };

/**
 * /checkout/sandbox/{sessionId}: the built-in checkout used when no card provider is set up. A
 * card form that behaves like the provider's test mode: 4242… pays, 4000…0002 is declined,
 * 4000 0025 0000 3155 asks the bank (Authorize / Fail). Success and cancel go to the session's
 * addresses.
 */
export function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useSandboxSession(sessionId);
  return (
    // A page of its own, like a provider's hosted checkout: no site header.
    <main id="main" className="min-h-dvh bg-canvas">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-12">
        {session.isPending ? (
          <div className="flex justify-center py-24 text-primary">
            <Spinner size={32} label="Loading checkout" />
          </div>
        ) : session.isError ? (
          <div className="mx-auto max-w-md">
            <Alert
              tone="error"
              title={
                isApiError(session.error) && session.error.status === 404
                  ? 'This checkout link has expired'
                  : "We couldn't open the checkout"
              }
            >
              {isApiError(session.error) && session.error.status === 404
                ? 'Go back to your listing and start the payment again.'
                : errorMessage(session.error)}
            </Alert>
          </div>
        ) : (
          <Checkout session={session.data} />
        )}
      </div>
    </main>
  );
}

function Checkout({ session }: { session: SandboxSession }) {
  const navigate = useNavigate();
  const done = session.status === 'complete';
  const expired = session.status === 'expired';
  useEffect(() => {
    if (done) returnFromSandbox(session.successUrl, (to) => navigate(to, { replace: true }));
  }, [done, session.successUrl, navigate]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-10">
      <OrderPanel session={session} />
      <div className="flex flex-col gap-4">
        {done ? (
          <div
            role="status"
            className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-2xl text-success"
            >
              ✓
            </span>
            <p className="text-lg font-semibold text-ink">Payment received</p>
            <p className="text-sm text-muted">Taking you back to Revy…</p>
          </div>
        ) : expired ? (
          <Alert tone="error" title="This checkout has expired">
            Nothing was charged. Go back and start the payment again.
            <Link to={appPath(session.cancelUrl)} className="mt-2 block font-semibold underline">
              Back to Revy
            </Link>
          </Alert>
        ) : session.status === 'requires_action' ? (
          <BankChallenge session={session} />
        ) : (
          <CardForm session={session} />
        )}
        <TestCards />
      </div>
    </div>
  );
}

function OrderPanel({ session }: { session: SandboxSession }) {
  return (
    <section aria-labelledby="order-heading" className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Logo />
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900">
          Sandbox
        </span>
      </div>
      <div>
        <h1 id="order-heading" className="text-sm font-medium text-muted">
          Pay Revy
        </h1>
        <p className="mt-1 text-4xl font-bold tracking-tight text-ink tabular-nums">{money(session.amountTotal)}</p>
      </div>
      <dl className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 text-sm shadow-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink">{session.description}</dt>
          <dd className="font-medium tabular-nums text-ink">{money(session.amountSubtotal)}</dd>
        </div>
        {session.amountDiscount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Discount
              {session.promoCode ? (
                <span className="ml-1.5 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {session.promoCode}
                </span>
              ) : null}
            </dt>
            <dd className="font-medium tabular-nums text-success">−{money(session.amountDiscount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">Total due today</dt>
          <dd className="font-bold tabular-nums text-ink">{money(session.amountTotal)}</dd>
        </div>
      </dl>
      <p className="flex items-center gap-2 text-xs text-muted">
        <LockIcon />
        Secure checkout. Amounts in {session.currency.toUpperCase()}; you are paying Revy for a listing plan.
      </p>
    </section>
  );
}

function CardForm({ session }: { session: SandboxSession }) {
  const navigate = useNavigate();
  const pay = usePaySandbox(session.id);
  const cancel = useCancelSandbox(session.id);
  const [card, setCard] = useState<Card>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const declined = pay.isError
    ? errorMessage(pay.error, { PAYMENT_REQUIRED: isApiError(pay.error) ? pay.error.message : '' })
    : session.lastError;
  const set = (k: keyof Card) => (v: string) => setCard((c) => ({ ...c, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseForm(SandboxPaySchema, { ...card, postalCode: card.postalCode || undefined }, [
      'cardNumber',
      'expiry',
      'cvc',
      'name',
    ]);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = document.getElementById(`card-${Object.keys(parsed.errors)[0]}`);
      first?.focus();
      return;
    }
    setErrors({});
    pay.mutate(
      { sessionId: session.id, card: parsed.data },
      {
        onSuccess: (s) => {
          if (s.status === 'complete') returnFromSandbox(s.successUrl, (to) => navigate(to, { replace: true }));
        },
        onError: () => {
          numberRef.current?.focus();
          numberRef.current?.select();
        },
      },
    );
  };

  const leave = () =>
    cancel.mutate(session.id, {
      onSettled: () => returnFromSandbox(session.cancelUrl, (to) => navigate(to, { replace: true })),
    });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="card-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="card-heading" className="text-lg font-semibold text-ink">
        Pay with card
      </h2>
      {declined ? (
        <Alert tone="error" title={declined}>
          Nothing was charged. Check the details or try another card.
        </Alert>
      ) : null}
      <Field id="card-cardNumber" label="Card number" error={errors.cardNumber}>
        {(p) => (
          <input
            {...p}
            ref={numberRef}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            onChange={(e) => set('cardNumber')(formatCardNumber(e.target.value))}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry" error={errors.expiry}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              onChange={(e) => set('expiry')(formatExpiry(e.target.value, card.expiry))}
            />
          )}
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => set('cvc')(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
      </div>
      <Field id="card-name" label="Name on card" error={errors.name}>
        {(p) => <input {...p} autoComplete="cc-name" value={card.name} onChange={(e) => set('name')(e.target.value)} />}
      </Field>
      <Field id="card-postalCode" label="ZIP code" error={errors.postalCode}>
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={card.postalCode}
            onChange={(e) => set('postalCode')(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={pay.isPending} className="mt-2 w-full">
        {pay.isPending ? 'Processing…' : `Pay ${money(session.amountTotal)}`}
      </Button>
      <p role="status" aria-live="polite" className="sr-only">
        {pay.isPending ? 'Processing your payment' : ''}
      </p>
      <button
        type="button"
        onClick={leave}
        disabled={cancel.isPending || pay.isPending}
        className="self-center text-sm font-medium text-muted underline-offset-2 hover:text-ink hover:underline"
      >
        Cancel and return to Revy
      </button>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
        className: `h-11 w-full rounded-lg border bg-white px-3 text-base tabular-nums text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`,
      })}
      <FieldMessage inputId={id} error={error} />
    </div>
  );
}

/** The 3-D Secure step of the requires-action card: the "bank" asks to authorize. */
function BankChallenge({ session }: { session: SandboxSession }) {
  const navigate = useNavigate();
  const confirm = useConfirmSandbox(session.id);
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const answer = (approve: boolean) =>
    confirm.mutate(
      { sessionId: session.id, approve },
      {
        onSuccess: (s) =>
          s.status === 'complete'
            ? returnFromSandbox(s.successUrl, (to) => navigate(to, { replace: true }))
            : undefined,
      },
    );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-sky-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-sky-700">Your bank · 3-D Secure</p>
      <h2 id={headingId} ref={ref} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        Confirm this payment
      </h2>
      <p className="text-sm text-muted">
        Your bank wants to make sure it's you paying <strong className="text-ink">{money(session.amountTotal)}</strong>{' '}
        to Revy. In the sandbox, choose what the bank answers.
      </p>
      {confirm.isError ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="flex-1"
          loading={confirm.isPending && confirm.variables?.approve === true}
          disabled={confirm.isPending}
          onClick={() => answer(true)}
        >
          Authorize
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="flex-1"
          loading={confirm.isPending && confirm.variables?.approve === false}
          disabled={confirm.isPending}
          onClick={() => answer(false)}
        >
          Fail
        </Button>
      </div>
    </section>
  );
}

function TestCards() {
  return (
    <aside
      aria-label="Sandbox test cards"
      className="rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">Sandbox — no real money. Test cards:</p>
      <ul className="mt-2 flex flex-col gap-1">
        {TEST_CARDS.map((c) => (
          <li key={c.number} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-mono tabular-nums">{formatCardNumber(c.number)}</span>
            <span className="text-amber-900">{c.outcome}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-amber-900">Any future expiry, any 3-digit CVC, any name.</p>
    </aside>
  );
}
