import { DEAL_PAYMENT_METHOD_LABELS } from '@revy/shared';
import type { PaymentMethod } from './types';

/** How a buyer can pay, with the one thing to know about each (what makes it safe or risky). */
const GUIDANCE: ReadonlyArray<{ value: PaymentMethod; guidance: string }> = [
  {
    value: 'cashiers_check',
    guidance:
      "Meet at the buyer's bank and watch the teller issue it, or call the bank on a number you look up yourself to confirm it. Fake cashier's checks are common.",
  },
  {
    value: 'wire',
    guidance:
      'Fast and final once it lands. Confirm the account details by phone with the other party, never from an email or text alone.',
  },
  {
    value: 'cash',
    guidance: 'Count it together at a bank, where the teller can check the notes and deposit them on the spot.',
  },
  {
    value: 'escrow',
    guidance:
      'A licensed escrow holds the money until both sides are done. Use one you find yourself; scammers send links to fake escrow sites.',
  },
  {
    value: 'other',
    guidance: 'Agree it in writing in your conversation. Avoid payment apps and gift cards: they are hard to reverse.',
  },
];

export const PAYMENT_METHODS = GUIDANCE.map((g) => ({ ...g, label: DEAL_PAYMENT_METHOD_LABELS[g.value] }));

export const paymentLabel = (m: PaymentMethod | null) => (m ? DEAL_PAYMENT_METHOD_LABELS[m] : '');
