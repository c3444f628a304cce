import { signInUrl } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIllustration } from '../../../components/illustrations';

/** Calendars belong to an account: anonymous visitors and the signed-out are asked to sign in. */
export function SignedOutState({ next, title }: { next: string; title: string }) {
  return (
    <EmptyState
      illustration={<CalendarIllustration />}
      title={title}
      description="Test drives you book, and the ones buyers book with you, are kept with your account."
      actions={[{ to: signInUrl(next), label: 'Sign in' }]}
    />
  );
}
