/**
 * Moves focus to the first field marked invalid once React has rendered the errors, so
 * keyboard and screen-reader users land on the problem (WCAG 3.3.1).
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
