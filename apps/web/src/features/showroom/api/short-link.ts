import { RedirectSchema, type Redirect } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';

/** POST /v1/redirect: the short link of a listing page (the same one every time it is shared). */
export function createShortLink(listingId: string): Promise<Redirect> {
  return api(sellerApiPaths.redirect, {
    method: 'POST',
    body: { url: `/listings/${listingId}`, targetId: listingId },
    schema: import.meta.env.DEV ? RedirectSchema : undefined,
  });
}
