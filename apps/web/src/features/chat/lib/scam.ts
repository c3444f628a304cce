import type { ScamSignalKind } from '@revy/shared';

/**
 * A short name for each scam family (decision 026), the heading of the warning a recipient sees and the label in
 * staff's queue. The advice itself is the server's warning sentence (SCAM_WARNINGS), stored with the message.
 */
export const SCAM_FAMILY_LABELS: Record<ScamSignalKind, string> = {
  fakeEscrow: 'Fake escrow or payment service',
  lookalikeLink: 'Suspicious link',
  offPlatform: 'Moving off Revy',
  verificationCode: 'Asks for a verification code',
  idPhoto: 'Asks for a photo of your ID',
  checkOverpayment: 'Check or money order scam',
  shippingAgent: 'Shipper or agent instead of meeting',
  farAway: 'Abroad, deployed or on a rig',
  pendingTracking: 'Fake "payment pending" notice',
  giftCardCryptoWire: 'Gift cards, crypto or wire transfer',
  depositUnseen: 'Deposit before seeing the car',
  offPlatformPayment: 'Payment outside Revy',
  giftCards: 'Gift cards',
  wireTransfer: 'Wire transfer',
  shippingOnly: 'Shipping only',
  overpayment: 'Overpayment',
};

/** The label of a kind read from a message's metadata; unknown kinds (a newer server) get a plain one. */
export const scamFamilyLabel = (kind: string): string =>
  (SCAM_FAMILY_LABELS as Record<string, string>)[kind] ?? 'Possible scam';
