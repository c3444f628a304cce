import type { FieldErrors, ParseResult } from './form-errors';

/**
 * Moves focus to the first field marked invalid once React has rendered the errors, so
 * keyboard and screen-reader users land on the problem (WCAG 3.3.1).
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Like the DOM's `form.reportValidity()` for a parseForm result: shows its field errors and
 * focuses the first, or clears them. True (and `parsed` narrowed to the data) when valid.
 */
export function reportValidity<T>(
  parsed: ParseResult<T>,
  form: EventTarget,
  setErrors: (errors: FieldErrors) => void,
): parsed is Extract<ParseResult<T>, { ok: true }> {
  if (parsed.ok) {
    setErrors({});
    return true;
  }
  setErrors(parsed.errors);
  focusFirstInvalid(form as HTMLElement);
  return false;
}
