import { publicSettings } from '../lib/browser-config';

/**
 * "Need help? Write to … or call …": the support contacts staff keep under /admin/config (supportEmail, supportPhone;
 * issue 16), where people look for help. Renders nothing when both are empty.
 */
export function SupportContact({ className = '' }: { className?: string }) {
  const { supportEmail, supportPhone } = publicSettings();
  if (!supportEmail && !supportPhone) return null;
  const link = 'font-medium text-primary underline-offset-2 hover:underline';
  return (
    <p className={`text-sm text-muted ${className}`}>
      Need help?{' '}
      {supportEmail ? (
        <>
          Write to{' '}
          <a className={link} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </>
      ) : null}
      {supportEmail && supportPhone ? ' or call ' : supportPhone ? 'Call ' : null}
      {supportPhone ? (
        <a className={link} href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
          {supportPhone}
        </a>
      ) : null}
      .
    </p>
  );
}
