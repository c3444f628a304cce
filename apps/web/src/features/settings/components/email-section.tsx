import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { userKind, type User } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { ChangeEmailForm, withNext } from '../../auth';
import { Badge, SettingsSection } from './settings-section';

/**
 * The sign-in address and its state (spec 4 user kinds). Changing it sets a pending address
 * and goes to the code page; the old address keeps working until the new one is confirmed.
 */
export function EmailSection({ user }: { user: User }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [changing, setChanging] = useState(false);
  const kind = userKind(user);
  const verifyLink = withNext('/auth/verify-email', pathname);
  const toVerify = () => navigate(verifyLink, { state: { codeSent: true } });

  return (
    <SettingsSection id="email" title="Email" description="Where we send buyer messages and sign-in codes.">
      {kind === 'anonymous' && !user.unverifiedEmail ? (
        changing ? (
          <ChangeEmailForm
            label="Email address"
            submitLabel="Send code"
            onSent={toVerify}
            onCancel={() => setChanging(false)}
          />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted">
              You are using Revy as a guest. Add your email to keep your listings and messages.
            </p>
            <Button onClick={() => setChanging(true)}>Add email</Button>
          </div>
        )
      ) : (
        <div className="space-y-4">
          {user.email ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 max-w-full font-medium text-ink [overflow-wrap:anywhere]">{user.email}</span>
              {kind === 'verified' ? (
                <Badge tone="success">Verified</Badge>
              ) : (
                <Badge tone="warning">Not verified</Badge>
              )}
            </div>
          ) : null}
          {user.unverifiedEmail ? (
            <div className="flex flex-col gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
              <p>
                {user.unverifiedEmail === user.email ? (
                  'Confirm this address with the code we emailed.'
                ) : (
                  <>
                    Waiting for confirmation:{' '}
                    <strong className="[overflow-wrap:anywhere]">{user.unverifiedEmail}</strong>
                  </>
                )}
              </p>
              <Link to={verifyLink} className="shrink-0 font-semibold text-primary hover:underline">
                Verify now
              </Link>
            </div>
          ) : null}
          {changing ? (
            <ChangeEmailForm onSent={toVerify} onCancel={() => setChanging(false)} />
          ) : (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              Change email
            </Button>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
