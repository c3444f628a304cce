import { useParams } from 'react-router';
import { NotFoundState } from '../../errors';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { SignInPage } from './sign-in-page';
import { VerifyEmailPage } from './verify-email-page';

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
