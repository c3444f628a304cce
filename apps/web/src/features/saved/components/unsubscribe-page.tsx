import { useSearchParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { AlertIllustration, InboxIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { useUnsubscribe } from '../api/email-preferences';

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * /account/unsubscribe?token=… (issue 19): an email's unsubscribe link opens here. Opening it changes nothing (link
 * scanners open every link); the button posts the token. No sign-in needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const badLink =
    !TOKEN.test(token) ||
    (isApiError(unsubscribe.error) && (unsubscribe.error.status === 400 || unsubscribe.error.status === 404));

  if (badLink)
    return (
      <EmptyState
        illustration={<AlertIllustration />}
        title="This unsubscribe link doesn’t work"
        description="It may have been cut short when it was copied. Sign in and choose which emails you get in Settings."
        actions={[{ to: `${ROUTES.settings}#email`, label: 'Email settings' }]}
      />
    );

  if (unsubscribe.isSuccess)
    return (
      <EmptyState
        illustration={<InboxIllustration />}
        title="You’re unsubscribed"
        description={
          <>
            {unsubscribe.data.email ? <strong className="text-ink">{unsubscribe.data.email}</strong> : 'You'} will no
            longer get alert and reminder emails from Revy. You will still get the emails you need to use your account
            and finish a deal: sign-in codes, password resets, test-drive invitations and deal steps. Changed your mind?
            Turn them back on in your email settings.
          </>
        }
        actions={[
          { to: `${ROUTES.settings}#email`, label: 'Email settings', variant: 'secondary' },
          { to: ROUTES.showroom, label: 'Back to the showroom', variant: 'ghost' },
        ]}
      />
    );

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="mb-6">
        <InboxIllustration />
      </div>
      <h1 className="text-balance text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Unsubscribe from Revy emails?
      </h1>
      <p className="mt-3 text-pretty text-base leading-relaxed text-muted">
        You will stop getting price-drop and new-car alerts and reminders of unread messages by email. They still show
        in your notifications on Revy. Sign-in codes, password resets, test-drive invitations and deal steps keep
        coming.
      </p>
      {unsubscribe.isError ? (
        <div className="mt-6 w-full text-left">
          <Alert tone="error">{errorMessage(unsubscribe.error)}</Alert>
        </div>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Unsubscribe
        </Button>
        <ButtonLink to={ROUTES.home} size="lg" variant="secondary">
          Keep my emails
        </ButtonLink>
      </div>
    </section>
  );
}
