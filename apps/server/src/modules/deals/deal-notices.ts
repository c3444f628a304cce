import type { AppContext } from '../../context';
import { notifyUsers, type NotifyItem } from '../notifications';
import type { DealRowNoPdf } from './deals.repo';

export const dealLink = (id: string) => `/deals/${id}`;

/** A notification to each party of the deal other than `actorId` (both when the system acts). */
export function dealNotices(
  deal: Pick<DealRowNoPdf, 'id' | 'listingId' | 'sellerId' | 'buyerId'>,
  actorId: string | null,
  title: string,
  body: string | null = null,
  type: NotifyItem['type'] = 'deal.update',
): NotifyItem[] {
  return [deal.sellerId, deal.buyerId]
    .filter((id): id is string => !!id && id !== actorId)
    .map((userId) => ({
      userId,
      type,
      title,
      body,
      link: dealLink(deal.id),
      data: { dealId: deal.id, listingId: deal.listingId },
    }));
}

/** After the commit: a failure is logged, never thrown (the deal itself is stored). */
export async function sendDealNotices(ctx: AppContext, items: NotifyItem[]): Promise<void> {
  if (items.length === 0) return;
  await notifyUsers(ctx, items).catch((err: unknown) => ctx.log.warn({ err }, 'deals: notifications failed'));
}
