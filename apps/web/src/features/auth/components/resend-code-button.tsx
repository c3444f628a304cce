import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useStartEmailVerify } from '../api/email-verify';
import { errorMessage } from '../../../lib/form-errors';

/** Seconds before another code can be asked for. */
export const RESEND_COOLDOWN_S = 30;

/** Counts down from `seconds` once started; `start()` begins a new round. */
export function useCooldown(startActive: boolean, seconds = RESEND_COOLDOWN_S) {
  const [remaining, setRemaining] = useState(startActive ? seconds : 0);
  useEffect(() => {
    if (remaining <= 0) return;
    const t = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(t);
  }, [remaining]);
  return { remaining, start: () => setRemaining(seconds) };
}

/** "Send a new code" with a 30 s cooldown, sent to the pending address. */
export function ResendCodeButton({
  email,
  cooldownOnMount,
  onSent,
}: {
  email: string;
  cooldownOnMount: boolean;
  onSent?: () => void;
}) {
  const resend = useStartEmailVerify();
  const cooldown = useCooldown(cooldownOnMount);

  function onClick() {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          cooldown.start();
          onSent?.();
        },
      },
    );
  }

  return (
    <div className="flex flex-col items-center gap-1 sm:items-start">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="sm:-ml-3"
        onClick={onClick}
        loading={resend.isPending}
        disabled={cooldown.remaining > 0}
      >
        {cooldown.remaining > 0 ? `Send a new code in ${cooldown.remaining}s` : 'Send a new code'}
      </Button>
      <p className="text-center text-xs text-muted sm:text-left" aria-live="polite">
        {resend.isError ? (
          <span className="text-danger">{errorMessage(resend.error)}</span>
        ) : resend.isSuccess ? (
          'New code sent. Check your inbox.'
        ) : null}
      </p>
    </div>
  );
}
