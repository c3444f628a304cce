import type { PaymentMethod } from './types';

/** How a buyer can pay, with the one thing to know about each (what makes it safe or risky). */
export const PAYMENT_METHODS: ReadonlyArray<{ value: PaymentMethod; label: string; guidance: string }> = [
  {
    value: 'cashiers_check',
    label: "Cashier's check",
    guidance:
      "Meet at the buyer's bank and watch the teller issue it, or call the bank on a number you look up yourself to confirm it. Fake cashier's checks are common.",
  },
  {
    value: 'wire',
    label: 'Bank wire',
    guidance:
      'Fast and final once it lands. Confirm the account details by phone with the other party, never from an email or text alone.',
  },
  {
    value: 'cash',
    label: 'Cash',
    guidance: 'Count it together at a bank, where the teller can check the notes and deposit them on the spot.',
  },
  {
    value: 'escrow',
    label: 'Escrow service',
    guidance:
      'A licensed escrow holds the money until both sides are done. Use one you find yourself; scammers send links to fake escrow sites.',
  },
  {
    value: 'other',
    label: 'Something else',
    guidance: 'Agree it in writing in your conversation. Avoid payment apps and gift cards: they are hard to reverse.',
  },
];

export const paymentLabel = (m: PaymentMethod | null) => PAYMENT_METHODS.find((p) => p.value === m)?.label ?? '';
