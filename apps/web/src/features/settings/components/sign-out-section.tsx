import { useNavigate } from 'react-router';
import { displayName, type User } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../auth';
import { SettingsSection } from './settings-section';

/** Ends this browser's session and goes home (spec 4: sign-out redirects to /). */
export function SignOutSection({ user }: { user: User }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <SettingsSection id="sign-out" title="Sign out" description="Signs you out on this device only.">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {user.anonymous ? (
            'You are browsing as a guest.'
          ) : (
            <>
              Signed in as <span className="font-medium text-ink">{displayName(user)}</span>
            </>
          )}
        </p>
        <Button
          variant="secondary"
          loading={signOut.isPending}
          // Navigate even if the call fails: the cache is already cleared, and the cookie goes with it.
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) })}
          className="w-full sm:w-auto"
        >
          Sign out
        </Button>
      </div>
    </SettingsSection>
  );
}
