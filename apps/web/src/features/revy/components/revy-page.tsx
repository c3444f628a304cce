import { Link } from 'react-router';
import { ROUTES } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/form-errors';
import { useNow } from '../../../lib/use-now';
import { useEscalations, useRevyConversations } from '../api/revy-conversations';
import { useRevySettings, useUpdateRevySettings } from '../api/revy-settings';
import { EscalationList } from './escalation-list';
import { ExchangeCard } from './exchange-card';
import { QueryState } from './loading-error';
import { Switch } from '../../../components/ui/switch';

/**
 * /my-garage/{id}/revy: the buyer assistant of one listing. The switch, whether the plan
 * includes it, the chats waiting for the seller, and every exchange it handled with a way to
 * correct an answer (the correction becomes knowledge).
 */
export function RevyPage({ listingId }: { listingId: string }) {
  const now = useNow();
  const settings = useRevySettings(listingId);
  const toggle = useUpdateRevySettings(listingId);
  const exchanges = useRevyConversations(listingId);
  const escalations = useEscalations(listingId);
  const base = ROUTES.myGarageListing(listingId);
  const s = settings.data;
  const waiting = (escalations.data ?? []).filter((e) => e.handoffTo === 'seller');
  const withConcierge = (escalations.data ?? []).length - waiting.length;

  return (
    <div className="mt-6 flex flex-col gap-6">
      {waiting.length ? (
        <section aria-labelledby="revy-waiting" className="flex flex-col gap-3">
          <h2 id="revy-waiting" className="text-lg font-semibold text-ink">
            Waiting for you ({waiting.length})
          </h2>
          <p className="-mt-2 text-sm text-muted">
            Revy handed these chats to you. Reply soon: a buyer who waits long moves on.
          </p>
          <EscalationList items={waiting} listingId={listingId} now={now} />
        </section>
      ) : null}

      <Card className="flex flex-col gap-5 p-5 sm:p-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Revy, your AI assistant</h1>
          <p className="mt-1 text-muted">
            Revy answers buyers' questions in your chats within seconds, only from your car's details and your own
            answers. Price talk, bookings and anything it does not know go to you.
          </p>
        </div>
        <QueryState query={settings} what="the assistant's settings" />
        {s ? (
          <>
            <Switch
              label="Answer buyers for me"
              description={
                s.enabled
                  ? 'Revy replies to new buyer messages on this listing.'
                  : 'Revy is off: buyers wait for your reply.'
              }
              checked={s.enabled && s.included}
              disabled={!s.included || toggle.isPending}
              onChange={(enabled) => toggle.mutate(enabled)}
            />
            {toggle.isError ? (
              <Alert tone="error">{`We couldn't change that. ${errorMessage(toggle.error)}`}</Alert>
            ) : null}
            {!s.included ? (
              <Alert tone="info" title="Your plan does not include the assistant">
                Upgrade to a plan with Revy AI and it starts answering buyers right away.{' '}
                <Link to={`${base}/plans`} className="font-semibold text-primary underline-offset-2 hover:underline">
                  See plans
                </Link>
              </Alert>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
              <div className="rounded-xl bg-primary-soft px-4 py-3">
                <dt className="text-xs font-medium text-muted">Questions answered</dt>
                <dd className="text-2xl font-bold text-ink">{s.handledCount}</dd>
              </div>
              <div className="rounded-xl bg-primary-soft px-4 py-3">
                <dt className="text-xs font-medium text-muted">Handed to a person</dt>
                <dd className="text-2xl font-bold text-ink">{s.handoffCount}</dd>
              </div>
            </dl>
            <p className="text-sm text-muted">
              Revy knows more when you answer a few questions about the car.{' '}
              <Link to={`${base}/enrich`} className="font-semibold text-primary hover:underline">
                Teach Revy
              </Link>
              {withConcierge > 0
                ? ` · ${withConcierge} chat${withConcierge === 1 ? ' is' : 's are'} with a Revy concierge.`
                : null}
            </p>
          </>
        ) : null}
      </Card>

      <section aria-labelledby="revy-exchanges" className="flex flex-col gap-3">
        <h2 id="revy-exchanges" className="text-lg font-semibold text-ink">
          Conversations Revy handled
        </h2>
        <QueryState query={exchanges} what="the conversations" />
        {exchanges.data && exchanges.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white px-4 py-8 text-center text-sm text-muted">
            No buyer questions yet. When Revy answers one, it shows up here and you can correct it.
          </p>
        ) : null}
        {exchanges.data?.length ? (
          <ul className="flex flex-col gap-3">
            {exchanges.data.map((x) => (
              <ExchangeCard key={x.answer.id} exchange={x} listingId={listingId} now={now} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
