import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { readStorage, writeStorage } from '../../../lib/browser-storage';
import { usePushDevice } from '../hooks/use-push-device';

const DISMISSED = 'revy.push-prompt.dismissed';

/**
 * A quiet offer to turn push on, where a seller waits for buyers (the inbox): only where push can work, only while it
 * is off and the browser has not been asked, and never again once dismissed. The browser's own prompt comes only
 * from the button.
 */
export function PushPrompt() {
  const push = usePushDevice();
  const [dismissed, setDismissed] = useState(() => readStorage('local', DISMISSED) !== null);
  if (dismissed || push.support !== 'supported' || push.permission !== 'default' || push.on !== false) return null;
  const dismiss = () => {
    writeStorage('local', DISMISSED, new Date().toISOString());
    setDismissed(true);
  };
  return (
    <aside
      aria-label="Push notifications"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-line bg-primary-soft/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-ink">
        <span className="font-semibold">Hear from buyers sooner.</span> Get a notification for new messages, offers and
        bookings, even when Revy is closed.
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={push.busy} onClick={() => void push.turnOn().then(dismiss)}>
          Turn on
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </aside>
  );
}
