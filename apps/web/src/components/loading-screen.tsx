import { useEffect, useState } from 'react';
import { Logo } from './ui/logo';
import { Spinner } from './ui/spinner';

/** Spec 2: the dots after "Loading" cycle every second through four states. */
export const LOADING_DOT_STATES = ['', '.', '..', '...'] as const;
export const LOADING_DOT_INTERVAL_MS = 1000;

export function useLoadingDots(): string {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => (s + 1) % LOADING_DOT_STATES.length), LOADING_DOT_INTERVAL_MS);
    return () => clearInterval(id);
  }, []);
  return LOADING_DOT_STATES[step]!;
}

/** Full-screen loading state shown while the app starts (spec 2 "Root shell"). */
export function LoadingScreen() {
  const dots = useLoadingDots();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-6 text-center">
      <Logo className="scale-125" />
      <Spinner size={36} className="text-primary" />
      <p role="status" aria-live="polite" className="text-base font-medium text-muted" data-testid="loading-text">
        Loading
        {/* The dots are decoration: screen readers hear "Loading" once, not every second. */}
        <span aria-hidden="true" className="inline-block w-[1.5ch] text-left">
          {dots}
        </span>
      </p>
    </div>
  );
}
