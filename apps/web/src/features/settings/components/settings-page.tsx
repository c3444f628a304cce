import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { withNext } from '../../auth';
import { EmailSection } from './email-section';
import { GuestAccountSection, PasswordSection } from './password-section';
import { PaymentHistory } from '../../payments';
import { ProfileSection } from './profile-section';
import { SettingsSection } from './settings-section';
import { SupportContact } from '../../../components/support-contact';
import { SignOutSection } from './sign-out-section';
import { EmailAlertsSection } from '../../saved';
import { PushSection } from '../../push';

/** /settings and /my-settings: profile, email, password, payments, sign-out. */
export function SettingsPage() {
  const me = useCurrentUser();
  const user = me.data;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-muted">Your profile, sign-in details and account.</p>
        <SupportContact className="mt-2" />
      </header>
      {me.isPending ? (
        <div className="flex justify-center py-16 text-primary" role="status">
          <Spinner size={28} label="Loading settings" />
        </div>
      ) : !user ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-semibold text-ink">Sign in to see your settings</p>
          <p className="mt-1 text-sm text-muted">Or create a free account to list your car.</p>
          <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
            <ButtonLink to={withNext('/auth/sign-in', '/settings')}>Sign in</ButtonLink>
            <ButtonLink variant="secondary" to={withNext('/auth/register', '/settings')}>
              Create an account
            </ButtonLink>
          </div>
        </div>
      ) : (
        // Keyed by user so a sign-in as someone else never shows the previous user's form values.
        <div key={user.id}>
          {user.anonymous ? (
            // Guests: one clear way forward instead of email and password forms they cannot use yet.
            // No sign-out either: a guest who signs out loses the way back to what they made.
            <>
              <GuestAccountSection />
              <ProfileSection user={user} />
              {/* A guest part-way through a passwordless sign-up can finish it from here. */}
              {user.unverifiedEmail ? <EmailSection user={user} /> : null}
            </>
          ) : (
            <>
              <ProfileSection user={user} />
              <EmailSection user={user} />
              <PasswordSection user={user} />
              <EmailAlertsSection />
              <PushSection />
              <SettingsSection
                id="payments"
                title="Payments"
                description="Plans you bought for your listings, and any payment that did not go through."
              >
                <PaymentHistory userId={user.id} />
              </SettingsSection>
              <SignOutSection user={user} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
