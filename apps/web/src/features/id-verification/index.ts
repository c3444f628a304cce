// The id-verification feature's public entry (issue 18): other features and app/ import only from here. The pages are
// lazy; the prompt is small and zod-free, for the chat and test-drive features.

/** /account/verify: the person's own verification. */
export const loadVerifyPage = () => import('./components/verify-page');
/** /concierge/id-checks: staff review of built-in checks. */
export const loadIdChecksPage = () => import('./components/id-checks-page');
export { IdVerificationPrompt, needsIdVerification } from './components/id-verification-prompt';
