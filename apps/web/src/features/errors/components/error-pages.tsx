import { useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { AlertIllustration, LockIllustration, SignpostIllustration } from '../../../components/illustrations';
import { SupportContact } from '../../../components/support-contact';

/** The page-not-found state: /404, unknown addresses and missing records. */
export function NotFoundState() {
  return (
    <EmptyState
      illustration={<SignpostIllustration />}
      title="We couldn't find that page"
      description="The address may be mistyped, or the page has moved. Everything on Revy is a click away from the home page."
      actions={[
        { to: ROUTES.home, label: 'Go home' },
        { to: ROUTES.showroom, label: 'Browse the showroom' },
      ]}
    />
  );
}

export function UnauthorizedState() {
  return (
    <EmptyState
      illustration={<LockIllustration />}
      title="You don't have access to this page"
      description="This page is for Revy staff. If you think you should see it, sign in with your staff account or ask an admin."
      actions={[
        { to: ROUTES.home, label: 'Go home' },
        { to: ROUTES.signIn, label: 'Sign in with another account' },
      ]}
    >
      <SupportContact className="mt-6" />
    </EmptyState>
  );
}

export function GenericErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <EmptyState
      illustration={<AlertIllustration />}
      title="Something went wrong"
      description="We couldn't show this page. Please try again in a moment; if it keeps happening, our team is already looking into it."
      actions={[{ to: ROUTES.home, label: 'Go home' }]}
    >
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-4 text-sm font-semibold text-primary hover:underline">
          Try again
        </button>
      ) : null}
      <SupportContact className="mt-6" />
    </EmptyState>
  );
}

/** /404 */
export const NotFoundPage = NotFoundState;

/** /restricted: content held back from this visitor (region, age of listing, or a block). */
export function RestrictedPage() {
  return (
    <EmptyState
      illustration={<LockIllustration />}
      title="This content isn't available to you"
      description="The listing or conversation you followed is restricted. Other cars and sellers are waiting in the showroom."
      actions={[
        { to: ROUTES.showroom, label: 'Browse the showroom' },
        { to: ROUTES.home, label: 'Go home' },
      ]}
    >
      <SupportContact className="mt-6" />
    </EmptyState>
  );
}

/** /error/{error}: unauthorized, not-found and anything else. */
export function ErrorCodePage() {
  const { error = '' } = useParams();
  const code = error.toLowerCase();
  if (code === 'unauthorized' || code === 'forbidden' || code === '403') return <UnauthorizedState />;
  if (code === 'not-found' || code === 'notfound' || code === '404') return <NotFoundState />;
  return <GenericErrorState />;
}
