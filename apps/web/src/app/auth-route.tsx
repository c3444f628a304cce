import { useParams } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { NotFoundState } from '../features/errors/components/error-pages';

/** The auth pages by action (spec 2: sign-in, register, verify-email, forgot-password). */
const AUTH_PAGES = {
  'sign-in': SignInPage,
  register: RegisterPage,
  'verify-email': VerifyEmailPage,
  'forgot-password': ForgotPasswordPage,
} as const;

const isAuthAction = (action: string | undefined): action is keyof typeof AUTH_PAGES =>
  !!action && Object.hasOwn(AUTH_PAGES, action);

/** /auth/{action}: the accounts page for the action, inside the auth layout's card. */
export function AuthRoute() {
  const { action } = useParams();
  if (!isAuthAction(action)) return <NotFoundState />;
  const Page = AUTH_PAGES[action];
  return <Page />;
}
