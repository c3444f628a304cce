/**
 * The title-transfer and escrow service behind a deal (spec 1, issue 18, decision 042): KeySavvy when its partner
 * credentials are set (KEYSAVVY_API_URL, KEYSAVVY_API_KEY, KEYSAVVY_WEBHOOK_SECRET), the built-in deal room
 * otherwise. The /v1/keysavvy calls answer the same either way; only who tracks payment and title differs.
 */

export type TitleTransferParty = { id: string; name: string; email: string | null };

export type CreateTransactionRequest = {
  /** Our deal id: the idempotency key, so a retried create never makes two transactions. */
  dealId: string;
  listingId: string;
  /** Cents. */
  price: number;
  /** Two-letter state of the sale, when known. */
  state: string | null;
  vehicle: {
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    odometer: number | null;
  };
  seller: TitleTransferParty;
  buyer: TitleTransferParty;
};

/** A transaction as the provider sees it, re-read before the app acts on a webhook (the event is only a trigger). */
export type ProviderTransaction = {
  id: string;
  /** The provider's own status word, shown to the parties. */
  status: string;
  /** The transaction's page for the parties, when the provider has one. */
  url: string | null;
  /** The buyer's funds are held (or were paid out). */
  paymentDone: boolean;
  /** The title paperwork is done. */
  titleDone: boolean;
  cancelled: boolean;
};

/** A verified webhook event: only its id, type and the transaction it is about matter. */
export type TitleTransferEvent = { id: string; type: string; transactionId: string | null };

export interface TitleTransferService {
  readonly name: 'builtin' | 'keysavvy';
  /** Opens the provider's transaction for a new deal; null when there is no outside service (built in). */
  createTransaction(req: CreateTransactionRequest): Promise<ProviderTransaction | null>;
  /** The transaction as it is now; null when the provider does not know it. */
  getTransaction(id: string): Promise<ProviderTransaction | null>;
  /** Cancels the provider's transaction (the deal was cancelled here). */
  cancelTransaction(id: string, reason: string): Promise<void>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): TitleTransferEvent;
}

export class WebhookSignatureError extends Error {}

/** The provider did not answer or refused: the deal goes on, and the call is retried later. */
export class TitleTransferError extends Error {}
