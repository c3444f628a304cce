import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { User } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useVerificationStatus } from '../api/verification-status';
import { errorMessage } from '../../../lib/form-errors';
import { DEFAULT_AFTER_SIGN_IN, safeNext, withNext } from '../lib/safe-next';
import { AuthHeading } from './auth-heading';
import { ChangeEmailForm } from './change-email-form';
import { ResendCodeButton } from './resend-code-button';
import { missingProfile, VerifyCodeForm } from './verify-code-form';

/**
 * /auth/verify-email: the 6-digit code for the pending address (spec 2, spec 7 User). Works
 * from the emailed code typed in, or from a link `?code=&userId=` opened in any browser.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const linkCode = params.get('code');
  const linkUserId = params.get('userId');
  const location = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const codeSent = !!(location.state as { codeSent?: boolean } | null)?.codeSent;
  const onVerified = () => navigate(next ?? DEFAULT_AFTER_SIGN_IN, { replace: true });

  if (me.isPending) return <Checking label="Loading…" />;
  if (linkCode) {
    return (
      <LinkVerification code={linkCode} userId={linkUserId} me={me.data ?? null} next={next} onVerified={onVerified} />
    );
  }
  const user = me.data;
  if (!user) return <SignInFirst next={next} />;
  if (!user.unverifiedEmail && user.email) return <AlreadyVerified email={user.email} next={next} signedIn />;
  return <CodeEntry user={user} codeSent={codeSent} onVerified={onVerified} />;
}

/** The signed-in flow: code boxes, resend, and a way to fix a mistyped address. */
function CodeEntry({ user, codeSent, onVerified }: { user: User; codeSent: boolean; onVerified: (u: User) => void }) {
  const pending = user.unverifiedEmail;
  const [changing, setChanging] = useState(!pending);
  const [round, setRound] = useState(0);
  const [justSent, setJustSent] = useState(codeSent);
  const newRound = () => {
    setRound((r) => r + 1);
    setJustSent(true);
  };

  if (changing || !pending) {
    return (
      <div>
        <AuthHeading title={pending ? 'Change your email' : 'Add your email'}>
          We will send a 6-digit code to the new address to confirm it is yours.
        </AuthHeading>
        <ChangeEmailForm
          label="Email address"
          onSent={() => {
            setChanging(false);
            newRound();
          }}
          onCancel={pending ? () => setChanging(false) : undefined}
        />
      </div>
    );
  }

  return (
    <div>
      <AuthHeading title="Check your email">
        We sent a 6-digit code to <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{pending}</strong>
        . It is valid for 30 minutes.
      </AuthHeading>
      <VerifyCodeForm key={round} profileFields={missingProfile(user)} profileDefaults={user} onVerified={onVerified} />
      <div className="mt-6 flex flex-col items-center gap-1 border-t border-line pt-4 sm:flex-row sm:items-start sm:justify-between">
        <ResendCodeButton
          key={pending}
          email={pending}
          cooldownOnMount={justSent}
          onSent={() => setRound((r) => r + 1)}
        />
        <Button type="button" variant="ghost" size="sm" className="sm:-mr-3" onClick={() => setChanging(true)}>
          Use a different email
        </Button>
      </div>
      <p className="mt-4 text-center text-xs text-muted sm:text-left">
        Can&apos;t find it? Check your spam folder, or send a new code.
      </p>
    </div>
  );
}

/** A link from the email: checks the code first, then verifies without any typing. */
function LinkVerification({
  code,
  userId,
  me,
  next,
  onVerified,
}: {
  code: string;
  userId: string | null;
  me: User | null;
  next: string | null;
  onVerified: (u: User) => void;
}) {
  const status = useVerificationStatus({ code, userId });
  const [profileNeeded, setProfileNeeded] = useState(false);
  if (status.isPending) return <Checking label="Checking your link…" />;
  if (status.isError) {
    return (
      <div>
        <AuthHeading title="We could not check this link" />
        <Alert tone="error">{errorMessage(status.error)}</Alert>
        <div className="mt-6">
          <ButtonLink to={withNext('/auth/verify-email', next)} variant="secondary" className="w-full">
            Enter the code instead
          </ButtonLink>
        </div>
      </div>
    );
  }
  const s = status.data;
  const isMe = !!me && (!s.userId || me.id === s.userId);
  if (s.verified && !s.pendingEmail) return <AlreadyVerified email={null} next={next} signedIn={isMe} />;
  if (s.codeValid === false) {
    if (isMe && me.unverifiedEmail) {
      return (
        <div>
          <div className="mb-4">
            <Alert tone="error" title="This link has expired or was already used">
              Enter the code from the latest email, or send yourself a new one.
            </Alert>
          </div>
          <CodeEntry user={me} codeSent={false} onVerified={onVerified} />
        </div>
      );
    }
    return (
      <div>
        <AuthHeading title="This link has expired" />
        <Alert tone="error">Links work once and for 30 minutes. Sign in to get a new code.</Alert>
        <div className="mt-6">
          <ButtonLink to={withNext('/auth/sign-in', withNext('/auth/verify-email', next))} className="w-full" size="lg">
            Sign in to get a new code
          </ButtonLink>
        </div>
      </div>
    );
  }
  // Only a signed-in user tells us up front whether a password is missing; a link opened in
  // another browser finds out from the server's answer (VerifyCodeForm handles that).
  const profileFields = isMe ? missingProfile(me) : [];
  const askProfile = profileFields.length > 0 || profileNeeded;
  return (
    <div>
      <AuthHeading title={askProfile ? 'Finish your account' : 'Verifying your email'}>
        {s.pendingEmail ? (
          <>
            Confirming <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{s.pendingEmail}</strong>.
          </>
        ) : (
          'Confirming your email address.'
        )}
      </AuthHeading>
      <VerifyCodeForm
        initialCode={code}
        userId={s.userId ?? userId ?? undefined}
        profileFields={profileFields}
        autoSubmit={profileFields.length === 0}
        profileDefaults={isMe ? me : undefined}
        onVerified={onVerified}
        onProfileNeeded={() => setProfileNeeded(true)}
      />
    </div>
  );
}

function AlreadyVerified({ email, next, signedIn }: { email: string | null; next: string | null; signedIn: boolean }) {
  return (
    <div>
      <AuthHeading title="Your email is verified">
        {email ? (
          <>
            <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{email}</strong> is confirmed. You are
            all set.
          </>
        ) : (
          'This address is already confirmed. You are all set.'
        )}
      </AuthHeading>
      {signedIn ? (
        <ButtonLink to={next ?? DEFAULT_AFTER_SIGN_IN} size="lg" className="w-full">
          Continue
        </ButtonLink>
      ) : (
        <ButtonLink to={withNext('/auth/sign-in', next)} size="lg" className="w-full">
          Sign in
        </ButtonLink>
      )}
    </div>
  );
}

function SignInFirst({ next }: { next: string | null }) {
  return (
    <div>
      <AuthHeading title="Verify your email">Sign in to enter the code we emailed you.</AuthHeading>
      <ButtonLink to={withNext('/auth/sign-in', withNext('/auth/verify-email', next))} size="lg" className="w-full">
        Sign in
      </ButtonLink>
    </div>
  );
}

function Checking({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-muted" role="status">
      <Spinner size={28} className="text-primary" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
