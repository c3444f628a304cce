import { useLocation } from 'react-router';
import { ERROR_MESSAGES, idVerifyUrl } from '@revy/shared';
import { ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';

/** Whether a failed offer or booking was refused because the seller asks for a verified ID. */
export const needsIdVerification = (err: unknown) => isApiError(err) && err.error === 'ID_VERIFICATION_REQUIRED';

/**
 * What a buyer sees at the moment the seller's requirement stops them (an offer, a test-drive booking): why, and a
 * way into verification that comes back to this page afterwards. Renders nothing for other errors, so callers show
 * those as before.
 */
export function IdVerificationPrompt({ error, what }: { error: unknown; what: 'offer' | 'test drive' }) {
  const { pathname, search } = useLocation();
  if (!needsIdVerification(error)) return null;
  return (
    <div role="alert" className="rounded-xl border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-ink">
      <p className="font-semibold">Verify your ID to continue</p>
      <p className="mt-1">
        {ERROR_MESSAGES.ID_VERIFICATION_REQUIRED} We bring you back here to send your {what} once you are verified.
      </p>
      <ButtonLink to={idVerifyUrl(`${pathname}${search}`)} size="sm" className="mt-3">
        Verify my ID
      </ButtonLink>
    </div>
  );
}
