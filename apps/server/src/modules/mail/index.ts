/*
 * Public entry of the mail module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { findMailTo, mailLogFor } from './mail.repo';
export { sendContactMessage, sendIdVerificationResult, sendPasswordReset, sendVerificationCode } from './mail.service';
export { mailUserReferences } from './user-references.repo';
export { emailPreferencesRoutes } from './email-preferences.routes';
export { optionalMailOf } from './email-preferences.service';
export { unsubscribingMailer } from './unsubscribe-links';
