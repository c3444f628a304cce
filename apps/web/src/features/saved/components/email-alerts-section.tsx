import { formatDateTime } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/form-errors';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

/**
 * Settings → Email (issue 19): the two kinds of optional email an unsubscribe link turns off, each switched back on
 * here. Essential mail is named so nobody expects to turn it off.
 */
export function EmailAlertsSection() {
  const prefs = useEmailPreferences();
  const save = useSaveEmailPreferences();
  return (
    <section
      id="email"
      aria-labelledby="email-alerts-title"
      className="grid gap-4 border-t border-line py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10"
    >
      <div>
        <h2 id="email-alerts-title" className="text-base font-semibold text-ink">
          Email alerts
        </h2>
        <p className="mt-1 text-sm text-muted">
          What Revy emails you besides what you need: sign-in codes, password resets, test-drive invitations and deal
          steps always come.
        </p>
      </div>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        {prefs.isPending ? (
          <div className="flex justify-center py-4 text-primary" role="status">
            <Spinner size={22} label="Loading email settings" />
          </div>
        ) : prefs.isError ? (
          <Alert tone="error">{errorMessage(prefs.error)}</Alert>
        ) : (
          <div className="flex flex-col gap-5">
            {prefs.data.unsubscribedAt && !prefs.data.alerts && !prefs.data.activity ? (
              <Alert tone="info">
                You unsubscribed from these emails on {formatDateTime(prefs.data.unsubscribedAt)}. Turn them back on
                here.
              </Alert>
            ) : null}
            <Switch
              checked={prefs.data.alerts}
              disabled={save.isPending}
              onChange={(alerts) => save.mutate({ ...prefs.data, alerts })}
              label="Saved cars and searches"
              description="Price drops and sales of cars you saved, new cars for your saved searches."
            />
            <Switch
              checked={prefs.data.activity}
              disabled={save.isPending}
              onChange={(activity) => save.mutate({ ...prefs.data, activity })}
              label="Unread messages and requests"
              description="A reminder when messages, offers or test-drive requests wait for you for a few minutes."
            />
            {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
          </div>
        )}
      </div>
    </section>
  );
}
