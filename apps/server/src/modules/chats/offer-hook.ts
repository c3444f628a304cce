import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';

/** An offer just accepted: the price the buyer and the seller agreed in a chat. */
export type AcceptedOffer = {
  chatId: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  offerId: string;
  amount: number;
  /** Who accepted it: the seller (a buyer's offer) or the buyer (the seller's counter). */
  acceptedBy: 'seller' | 'buyer';
  actorId: string;
};

/**
 * What accepting an offer lets a module above chats add (the deal that opens, issue 18): a port, because chats may
 * not import it. app.ts plugs the deals module's hook into chatOffersRoutes.
 */
export type OfferHook = {
  /**
   * Inside the accepting transaction (the listing and the chat locked): what is written here commits with the accept
   * or not at all, and an AppError thrown here refuses the accept. Returns work to run after the commit, if any.
   */
  accepted(ctx: AppContext, tx: DbOrTx, offer: AcceptedOffer): Promise<(() => Promise<void>) | null>;
};
