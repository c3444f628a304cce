import { SCAM_FAMILIES, type ScamSignal, type ScamSignalKind } from './chat.schema';
import { detectFamilies } from './scam-families';

/**
 * Scam warnings on chat messages (issues 5 and 15, decision 026). Messages are flagged, never blocked: the person the
 * message is addressed to sees the warning next to the text. Each warning speaks to that person and says what to do.
 * The detection is in scam-families.ts (cue combinations over normalised text, scam-normalise.ts) and
 * scam-links.ts (links, phone numbers, email addresses).
 */
export const SCAM_WARNINGS: Record<ScamSignalKind, string> = {
  fakeEscrow:
    'This message points you to an escrow or "protection" service. Scammers invent escrow companies and fake eBay, Amazon or PayPal programs to collect payments. Revy has no escrow: never pay a service the other person chose.',
  lookalikeLink:
    'This link may imitate a site you know (a payment, report or Revy page) or ask you to sign in. Do not enter passwords, card or bank details there: type the address of the real site yourself.',
  offPlatform:
    'This message asks to move the conversation to another app, text or email. Scams start by moving people off Revy, where we cannot see the messages or help you: keep talking here.',
  verificationCode:
    'Never share a verification code sent to your phone or email. It lets the other person take over your accounts or your phone number.',
  idPhoto:
    "Do not send photos of your driver's license, ID or passport, or your social security number. They are used for identity theft. Show your license in person at the test drive instead.",
  checkOverpayment:
    'Checks and money orders sent by mail, especially for more than the price, are a classic scam: they bounce days after you have refunded the "extra". Take payment at a bank, in person.',
  shippingAgent:
    'A buyer or seller who sends a shipper, transport company or tow truck instead of coming in person is a common scam pattern. Meet in person and see the car yourself.',
  farAway:
    'The other person says they are abroad, deployed or on a rig and cannot meet. That story is a common part of car scams: only deal with someone you can meet in person.',
  pendingTracking:
    'Payment services never hold money "until you send a tracking number". This is a fake payment notice: nothing has been paid.',
  giftCardCryptoWire:
    'Gift cards, crypto and wire transfers cannot be reversed, and no honest buyer or seller asks for them. Pay or get paid in person, at a bank.',
  depositUnseen:
    'Never pay a deposit for a car you have not seen. Scammers list cars they do not have and ask for a deposit "to hold it". See the car first.',
  // Issue 5 kinds: only stored messages carry them.
  offPlatformPayment:
    'This message asks for payment through an app or crypto. Payment apps and crypto have no buyer or seller protection: meet in person and pay at a bank.',
  giftCards: 'Nobody legitimate takes gift cards for a car. This is a common scam.',
  wireTransfer:
    'Wire transfers and money-transfer services cannot be reversed. Never wire money to someone you have not met, or to an "agent".',
  shippingOnly:
    'Buyers or sellers who cannot meet and insist on a shipper or transport company are a common scam. See the car and meet in person.',
  overpayment:
    'Overpayment with a check and a request to refund the difference is a classic scam: the check bounces after you have sent the money.',
};

/** The scam signals of a message's text, at most one per family, in SCAM_FAMILIES order. */
export function scamSignals(text: string): ScamSignal[] {
  const found = detectFamilies(text);
  return SCAM_FAMILIES.filter((f) => found.has(f)).map((kind) => ({ kind, warning: SCAM_WARNINGS[kind] }));
}
