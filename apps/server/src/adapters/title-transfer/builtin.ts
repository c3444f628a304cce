import {
  type ProviderTransaction,
  type TitleTransferEvent,
  type TitleTransferService,
  WebhookSignatureError,
} from './title-transfer';

/**
 * No outside service: the deal room's own flow is the whole feature (the buyer records how they pay, the seller
 * confirms the funds, both tick the state's title checklist). Nothing to create or re-read, and no webhook to
 * accept.
 */
export const builtinTitleTransfer: TitleTransferService = {
  name: 'builtin',
  createTransaction: async () => null,
  getTransaction: async (): Promise<ProviderTransaction | null> => null,
  cancelTransaction: async () => {},
  verifyWebhook(): TitleTransferEvent {
    throw new WebhookSignatureError('KeySavvy is not set up on this marketplace');
  },
};
