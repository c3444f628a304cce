import { Button } from './ui/button';
import { Logo } from './ui/logo';
import { SupportContact } from './support-contact';

/** Spec 2: the exact words of the outage page. */
export const OUTAGE_MESSAGE =
  "We're currently experiencing some issues. All our team is working on it and will have it fixed shortly.";
export const OUTAGE_THANKS = 'Thank you for your patience. Please try again shortly!';

/** Full-screen page shown when the health check fails at start-up. */
export function OutageScreen({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 py-12 text-center">
      <Logo className="mb-10 scale-125" />
      <OutageAnimation />
      <h1 className="mt-8 max-w-xl text-balance text-xl font-semibold leading-snug text-ink sm:text-2xl">
        {OUTAGE_MESSAGE}
      </h1>
      <p className="mt-4 max-w-md text-base text-muted">{OUTAGE_THANKS}</p>
      <SupportContact className="mt-3" />
      <Button className="mt-8" size="lg" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </main>
  );
}

/** A broken-down car with its bonnet steaming and a mechanic's wrench at work. Pure SVG and CSS. */
function OutageAnimation() {
  return (
    <svg viewBox="0 0 240 150" className="h-40 w-60 sm:h-48 sm:w-72" aria-hidden="true" focusable="false">
      <style>{`
        .revy-outage-puff { animation: revy-outage-puff 2.4s ease-out infinite; transform-box: fill-box; transform-origin: center; }
        .revy-outage-puff.p2 { animation-delay: .8s; }
        .revy-outage-puff.p3 { animation-delay: 1.6s; }
        .revy-outage-wrench { animation: revy-outage-wrench 1.2s ease-in-out infinite; transform-origin: 178px 118px; }
        .revy-outage-blink { animation: revy-outage-blink 1s steps(2, start) infinite; }
        .revy-outage-road { animation: revy-outage-road 3s linear infinite; }
        @keyframes revy-outage-puff { 0% { opacity: 0; transform: translateY(6px) scale(.5); } 30% { opacity: .9; } 100% { opacity: 0; transform: translateY(-34px) scale(1.4); } }
        @keyframes revy-outage-wrench { 0%, 100% { transform: rotate(-18deg); } 50% { transform: rotate(22deg); } }
        @keyframes revy-outage-blink { to { visibility: hidden; } }
        @keyframes revy-outage-road { to { stroke-dashoffset: -40; } }
        @media (prefers-reduced-motion: reduce) { .revy-outage-puff, .revy-outage-wrench, .revy-outage-blink, .revy-outage-road { animation: none; } }
      `}</style>
      <ellipse cx="120" cy="86" rx="110" ry="60" fill="var(--theme-primary-soft)" />
      <line
        x1="10"
        y1="134"
        x2="230"
        y2="134"
        stroke="#d6d0db"
        strokeWidth="3"
        strokeDasharray="20 20"
        className="revy-outage-road"
      />
      <g>
        <path d="M40 104l12-26c3-6 8-9 14-9h58c6 0 11 3 14 9l12 26v18H40z" fill="var(--theme-primary)" />
        <path d="M62 76h66l8 18H54z" fill="#fff" opacity="0.85" />
        <rect x="40" y="104" width="110" height="12" rx="4" fill="var(--theme-primary)" />
        <rect x="44" y="106" width="12" height="6" rx="3" fill="#fde68a" className="revy-outage-blink" />
        <rect x="134" y="106" width="12" height="6" rx="3" fill="#fb923c" className="revy-outage-blink" />
        <circle cx="66" cy="122" r="12" fill="#1f1b24" />
        <circle cx="66" cy="122" r="5" fill="#fff" />
        <circle cx="126" cy="122" r="12" fill="#1f1b24" />
        <circle cx="126" cy="122" r="5" fill="#fff" />
      </g>
      <circle className="revy-outage-puff" cx="60" cy="68" r="9" fill="#cbd5e1" />
      <circle className="revy-outage-puff p2" cx="72" cy="64" r="11" fill="#e2e8f0" />
      <circle className="revy-outage-puff p3" cx="52" cy="62" r="8" fill="#cbd5e1" />
      <g className="revy-outage-wrench">
        {/* A spanner: handle and an open jaw. */}
        <rect x="174" y="82" width="9" height="36" rx="4.5" fill="#1f1b24" />
        <circle cx="178.5" cy="78" r="12" fill="#1f1b24" />
        <rect x="174.5" y="62" width="8" height="14" rx="1.5" fill="var(--theme-primary-soft)" />
      </g>
      <path d="M196 134l10-28 10 28z" fill="#fb923c" />
      <rect x="199" y="119" width="14" height="4" fill="#fff" />
      <rect x="192" y="132" width="28" height="4" rx="2" fill="#fb923c" />
    </svg>
  );
}
