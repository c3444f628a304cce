// Interim component: the accounts engineer replaces this file with the finished page.
export function ForgotPasswordPage() {
  return null;
}
