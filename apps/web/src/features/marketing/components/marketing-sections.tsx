import type { ReactNode } from 'react';
import { ROUTES, formatMoney, isFlagOn } from '@revy/shared';
import { ButtonLink } from '../../../components/ui/button';
import { publicSettings } from '../../../lib/browser-config';
import { useFlag } from '../../../lib/flags';

/** The hero of the home and marketing pages. `lpCtaPricingTest` adds the price to the call to action. */
export function Hero({
  title = 'Sell your car the easy way',
  eyebrow,
  children,
  points = ['No dealer markup', 'Buyers answered 24/7', 'Safe title transfer'],
  busy = false,
}: {
  title?: string;
  eyebrow?: string;
  children?: ReactNode;
  /** The short selling points under the buttons. */
  points?: readonly string[];
  /** Copy is still loading (at most 800 ms, spec 9): the text keeps its place but is not shown yet. */
  busy?: boolean;
}) {
  const pricingTest = isFlagOn(useFlag('lpCtaPricingTest'));
  return (
    <section className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full opacity-60 blur-3xl"
        style={{ background: 'var(--theme-primary-soft)' }}
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div aria-busy={busy || undefined} className={busy ? 'invisible' : undefined}>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
          ) : null}
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
            {children ??
              'Revy writes your listing, answers buyers day and night and tells you what your car is worth. You stay in control and keep the dealer markup.'}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={ROUTES.myGarageCreate} size="lg">
              {pricingTest ? `List my car from ${formatMoney(publicSettings().defaultUserPrice)}` : 'Sell my car'}
            </ButtonLink>
            <ButtonLink to={ROUTES.showroom} size="lg" variant="secondary">
              Browse the showroom
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            {points.map((t) => (
              <li key={t} className="flex items-center gap-2">
                <CheckIcon />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="text-primary">
      <circle cx="8" cy="8" r="8" fill="currentColor" opacity="0.15" />
      <path
        d="M4.5 8.2l2.2 2.2 4.8-5"
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A listing card with an AI chat bubble: what the seller gets. Decorative. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md pb-14">
      <div className="rounded-3xl border border-line bg-white p-4 pb-16 shadow-xl">
        <svg viewBox="0 0 320 190" className="w-full rounded-2xl" style={{ background: 'var(--theme-primary-soft)' }}>
          <circle cx="260" cy="40" r="18" fill="#fde68a" />
          <path d="M0 150h320v40H0z" fill="#e7e3ea" />
          <g transform="translate(50 70)">
            <path d="M10 60l18-36c4-8 10-12 18-12h116c8 0 14 4 18 12l18 36v24H10z" fill="var(--theme-primary)" />
            <path d="M42 24h124l12 28H30z" fill="#fff" opacity="0.85" />
            <circle cx="56" cy="86" r="16" fill="#1f1b24" />
            <circle cx="56" cy="86" r="6" fill="#fff" />
            <circle cx="164" cy="86" r="16" fill="#1f1b24" />
            <circle cx="164" cy="86" r="6" fill="#fff" />
          </g>
        </svg>
        <div className="mt-4 flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-ink">2019 Toyota RAV4 XLE</p>
            <p className="text-sm text-muted">41,200 miles · San Jose, CA</p>
          </div>
          <p className="text-lg font-bold text-ink">{formatMoney(24900)}</p>
        </div>
        <div className="mt-3 inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
          Priced by AI · fair market value
        </div>
      </div>
      <div className="absolute bottom-0 left-3 max-w-[15rem] rounded-2xl rounded-bl-sm bg-primary p-4 text-sm text-white shadow-lg sm:-left-10">
        “Yes, it's still available! Saturday at 10 works for a test drive.”
        <span className="mt-1 block text-xs text-white/75">Revy, answering for you</span>
      </div>
    </div>
  );
}

const STEPS = [
  {
    title: 'Tell us about your car',
    body: 'Enter the VIN or the year, make and model and add a few photos. Revy writes the listing for you.',
    icon: <path d="M5 17l2-6c.5-1.3 1.4-2 2.8-2h4.4c1.4 0 2.3.7 2.8 2l2 6v3h-2v-1.5H7V20H5zM8 15h.01M16 15h.01" />,
  },
  {
    title: 'Revy answers buyers',
    body: 'Questions, test drives and video tours are handled around the clock. You step in only when it matters.',
    icon: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  },
  {
    title: 'Sell with confidence',
    body: 'Compare offers with an AI price check, then close with a safe payment and title transfer.',
    icon: <path d="M12 3l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V6zM9 12l2 2 4-4" />,
  },
];

/** "How it works": three steps with icons. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="below-fold bg-canvas">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          How it works
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
          Three steps from your driveway to a sold car. Most sellers are live in ten minutes.
        </p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <svg
                    width="26"
                    height="26"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    {s.icon}
                  </svg>
                </span>
                <span className="text-sm font-semibold text-muted">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{s.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Closing call to action band. */
export function CtaBand({ title = 'Ready to sell your car?' }: { title?: string }) {
  return (
    <section className="below-fold bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-primary px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
            <p className="mt-2 text-white/80">Create your listing in minutes. Revy takes it from there.</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={ROUTES.myGarageCreate} size="lg" variant="secondary">
              Sell my car
            </ButtonLink>
            <ButtonLink
              to={ROUTES.showroom}
              size="lg"
              className="border border-white/40 bg-transparent hover:bg-white/10"
            >
              Browse the showroom
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
