import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/form-errors';
import { useDevices, useRemoveDevice } from '../api/push';
import { usePushDevice } from '../hooks/use-push-device';

/**
 * Settings → Push notifications (issue 19, decision 048): this browser's switch, why it cannot be on when it cannot,
 * and the other devices that get pushes, each removable.
 */
export function PushSection() {
  const push = usePushDevice();
  const devices = useDevices();
  const remove = useRemoveDevice();
  const list = devices.data?.content ?? [];

  return (
    <section
      id="push"
      aria-labelledby="push-title"
      className="grid gap-4 border-t border-line py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10"
    >
      <div>
        <h2 id="push-title" className="text-base font-semibold text-ink">
          Push notifications
        </h2>
        <p className="mt-1 text-sm text-muted">
          New messages, offers, test-drive bookings and deal steps on this device, even when Revy is closed.
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        {push.support === 'ios-needs-install' ? (
          <Alert tone="info" title="Add Revy to your Home Screen first">
            On iPhone and iPad, notifications work in the app you add to the Home Screen: tap Share, then “Add to Home
            Screen”, open Revy from there and turn them on here.
          </Alert>
        ) : push.support === 'unsupported' ? (
          <Alert tone="info">This browser cannot show notifications from websites. Email alerts still reach you.</Alert>
        ) : push.permission === 'denied' ? (
          <Alert tone="info" title="Notifications are blocked for Revy">
            Allow them in your browser’s site settings (the icon left of the address), then come back and turn them on.
          </Alert>
        ) : push.on === null ? (
          <div className="flex justify-center py-2 text-primary" role="status">
            <Spinner size={22} label="Checking this device" />
          </div>
        ) : (
          <Switch
            checked={push.on}
            disabled={push.busy}
            onChange={(next) => void (next ? push.turnOn() : push.turnOff())}
            label="On this device"
            description={
              push.on
                ? 'This browser shows Revy’s notifications.'
                : 'Your browser will ask whether Revy may show notifications.'
            }
          />
        )}
        {push.error ? <Alert tone="error">{push.error}</Alert> : null}

        <div>
          <h3 className="text-sm font-semibold text-ink">Devices that get notifications</h3>
          {devices.isPending ? (
            <p className="mt-2 text-sm text-muted">Loading…</p>
          ) : devices.isError ? (
            <Alert tone="error">{errorMessage(devices.error)}</Alert>
          ) : list.length === 0 ? (
            <p className="mt-2 text-sm text-muted">None yet. Turn notifications on above, on each phone or computer.</p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
              {list.map((d) => (
                <li key={d.id} className="flex min-w-0 items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-ink">{d.label}</p>
                    <p className="text-xs text-muted">
                      {d.lastSuccessAt ? (
                        <>
                          Last notified <RelativeTime value={d.lastSuccessAt} />
                        </>
                      ) : (
                        <>
                          Added <RelativeTime value={d.createdAt} />
                        </>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(d.id)}
                    aria-label={`Remove ${d.label}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
        </div>
      </div>
    </section>
  );
}
