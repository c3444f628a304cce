import { ROUTES, safeNext } from '@revy/shared';

export { safeNext };

/** Where people land after signing in when nothing else was asked for (spec 2). */
export const DEFAULT_AFTER_SIGN_IN = ROUTES.dashboardSelling;

/** A link to another auth page that carries `next` along, when there is one. */
export function withNext(path: string, next: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (next) params.set('next', next);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
