import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isSocialProvider, postSignInTarget, SignInSchema, socialSignInErrorMessage } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useLinkProvider } from '../api/social-sign-in';
import { reportValidity } from '../../../lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { safeNext, withNext } from '../lib/safe-next';
import { AuthFooter, AuthHeading } from './auth-heading';
import { EmailField, FormError, SubmitButton } from './form-fields';
import { PasswordField } from './password-field';
import { SocialButtons } from './social-buttons';

/** The sign-in form needs both fields; the shared schema allows neither (anonymous sign-in). */
const SignInFormSchema = SignInSchema.required({ email: true, password: true });

/** /auth/sign-in: email and password, then back to the safe `next` (spec 2). */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const linkProvider = useLinkProvider();
  // Back from Google, Apple or Facebook without signing in (decision 041): why, in words.
  const provider = params.get('provider');
  const socialError = socialSignInErrorMessage(params.get('error'), provider);
  // The provider's email matched an account it does not vouch for: this password sign-in connects it.
  const pendingLink = params.get('error') === 'link_required' && isSocialProvider(provider) ? provider : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(SignInFormSchema, { email, password }, ['email', 'password']);
    if (!reportValidity(parsed, e.currentTarget, setFieldErrors)) return;
    signIn.mutate(
      { email: parsed.data.email, password: parsed.data.password, ...(next ? { next } : {}) },
      {
        // Without a next, staff land on the concierge queues and everyone else on their garage (issue 16).
        onSuccess: async (res) => {
          // A failed link leaves the person signed in; they can connect the provider next time.
          if (pendingLink) await linkProvider.mutateAsync(pendingLink).catch(() => undefined);
          navigate(safeNext(res.next) ?? next ?? postSignInTarget(null, res.user), { replace: true });
        },
        onError: (err) => setFieldErrors(serverFieldErrors(err)),
      },
    );
  }

  const formError = signIn.isError ? errorMessage(signIn.error) : null;
  // Slowed down after wrong passwords (decision 016): the owner can always get in by email.
  const slowedDown = signIn.isError && isApiError(signIn.error) && signIn.error.error === 'RATE_LIMITED';

  return (
    <div>
      <AuthHeading title="Welcome back">Sign in to manage your listings and messages.</AuthHeading>
      {socialError ? (
        <p
          className={`mb-4 rounded-md px-3 py-2 text-sm ${pendingLink ? 'bg-slate-50 text-slate-700' : 'bg-red-50 text-red-800'}`}
          role={pendingLink ? 'note' : 'alert'}
        >
          {socialError}
        </p>
      ) : null}
      {pendingLink ? null : <SocialButtons next={next} />}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={formError} />
        {slowedDown ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
            Is this your account?{' '}
            <Link
              to={withNext('/auth/forgot-password', null, email ? { email } : {})}
              className="font-medium text-primary hover:underline"
            >
              Reset your password by email
            </Link>{' '}
            to sign in right away.
          </p>
        ) : null}
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} autoFocus />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          labelAside={
            <Link
              to={withNext('/auth/forgot-password', null, email ? { email } : {})}
              className="text-sm font-medium text-primary hover:underline"
            >
              Forgot password?
            </Link>
          }
        />
        <SubmitButton pending={signIn.isPending || linkProvider.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <AuthFooter prompt="New to Revy?" to={withNext('/auth/register', next)}>
        Create an account
      </AuthFooter>
    </div>
  );
}
