// The auth feature's public entry: other features and app/ import only from here. The current
// user query is app-wide and lives in lib/current-user.

/** The accounts pages (/auth/{action}), loaded on demand so they ship in their own chunk. */
export const loadAuthRoute = () => import('./components/auth-route');
/** /auth/facebookloginbutton and /auth/appleloginbutton: one provider's button (decision 041). */
export const loadSocialButtonPages = () => import('./components/social-button-page');
export { ensureIdentity } from './api/ensure-identity';
export { useSignOut } from './api/sign-out';
export { ChangeEmailForm } from './components/change-email-form';
export { NameFields, PhoneField } from './components/form-fields';
export { PasswordField } from './components/password-field';
export { withNext } from './lib/safe-next';
