import { useEffect, useState } from 'react';
import { PromoCodeParamsSchema, type PromoCode } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { usePromoCode } from '../api/get-promo-code';

/** How long typing must pause before a code is checked. */
export const PROMO_DEBOUNCE_MS = 400;

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export type PromoCheck = {
  /** The code as it will be sent (trimmed, upper case), or '' when the field is empty. */
  code: string;
  promo: PromoCode | null;
  error: string | null;
  checking: boolean;
};

/**
 * Checks a promo code while it is typed: the shared format rule at once, then GET
 * /v1/purchase/promo-code/{code} once typing pauses. A code only counts when the answer is for
 * the text in the field now.
 */
export function usePromoCheck(text: string): PromoCheck {
  const code = text.trim().toUpperCase();
  const debounced = useDebouncedValue(code, PROMO_DEBOUNCE_MS);
  const format = code ? PromoCodeParamsSchema.safeParse({ code }) : null;
  const formatError = format && !format.success ? (format.error.issues[0]?.message ?? 'Check the code') : null;
  const q = usePromoCode(formatError ? '' : debounced);
  if (!code) return { code, promo: null, error: null, checking: false };
  if (formatError) return { code, promo: null, error: formatError, checking: false };
  const current = debounced === code && !q.isPlaceholderData;
  if (!current || q.isFetching) return { code, promo: null, error: null, checking: true };
  if (q.isError) {
    const notFound = isApiError(q.error) && (q.error.status === 404 || q.error.status === 400);
    return {
      code,
      promo: null,
      error: notFound ? `${code} is not a valid promo code` : errorMessage(q.error),
      checking: false,
    };
  }
  return { code, promo: q.data ?? null, error: null, checking: false };
}
