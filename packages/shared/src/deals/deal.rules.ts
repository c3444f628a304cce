import { isChecklistItemDone, type DealChecklistWho } from './deal-title-checklist';

/*
 * The deal room's rules (issue 18), zod-free so the server, the deal room and any page may use them. The server
 * computes every DealView's steps with `dealSteps`; the web shows them.
 */

export {
  titleChecklist,
  isChecklistItemDone,
  type DealChecklistWho,
  type TitleChecklistItem,
} from './deal-title-checklist';
export { US_STATES, US_STATE_CODES, isUsStateCode, toUsStateCode, type UsStateCode } from './us-states';

export const DEAL_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** builtin: the product's own flow; keysavvy: KeySavvy's escrow and title service (when partner credentials are set). */
export const DEAL_PROVIDERS = ['builtin', 'keysavvy'] as const;
export type DealProvider = (typeof DEAL_PROVIDERS)[number];

/** The caller's part in a deal. */
export const DEAL_ROLES = ['seller', 'buyer', 'staff'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
export type DealParty = 'seller' | 'buyer';

/** The steps both parties see, in order. */
export const DEAL_STEP_KEYS = ['price', 'verified', 'billOfSale', 'payment', 'handover', 'title', 'done'] as const;
export type DealStepKey = (typeof DEAL_STEP_KEYS)[number];

export const DEAL_STEP_LABELS: Record<DealStepKey, string> = {
  price: 'Price agreed',
  verified: 'Both parties verified',
  billOfSale: 'Bill of sale',
  payment: 'Payment',
  handover: 'Handover',
  title: 'Title transfer',
  done: 'Done',
};

export type DealStepStatus = 'done' | 'current' | 'upcoming';
export type DealActor = DealParty | 'both';
export type DealStep = {
  key: DealStepKey;
  status: DealStepStatus;
  nextActor: DealActor | null;
  label: string;
  detail: string;
};

/** How the buyer pays (built-in flow; `escrow` is a third-party escrow outside KeySavvy). */
export const DEAL_PAYMENT_METHODS = ['cashiers_check', 'wire', 'cash', 'escrow', 'other'] as const;
export type DealPaymentMethod = (typeof DEAL_PAYMENT_METHODS)[number];
export const DEAL_PAYMENT_METHOD_LABELS: Record<DealPaymentMethod, string> = {
  cashiers_check: 'Cashier’s check',
  wire: 'Bank wire',
  cash: 'Cash',
  escrow: 'Escrow service',
  other: 'Other',
};

/** Longest cancel reason and typed signature, in characters. */
export const DEAL_CANCEL_REASON_MAX = 500;
export const DEAL_TYPED_NAME_MAX = 120;

/** What the steps are computed from: a DealView without its steps, or the server's row. */
export type DealStepInput = {
  status: DealStatus;
  provider: DealProvider;
  sellerVerified: boolean;
  buyerVerified: boolean;
  billOfSale: null | { signatures: ReadonlyArray<{ role: DealParty }> };
  payment: { method: DealPaymentMethod | null; fundsConfirmedAt: string | null };
  checklist: ReadonlyArray<{ who: DealChecklistWho; sellerDoneAt: string | null; buyerDoneAt: string | null }>;
  handover: { sellerConfirmedAt: string | null; buyerConfirmedAt: string | null };
  /** KeySavvy deals: what the provider reported (escrow funded, title transferred). */
  providerProgress: null | { paymentDone: boolean; titleDone: boolean };
};

type StepState = { done: boolean; nextActor: DealActor | null; detail: string };

const PARTY_NAME: Record<DealActor, string> = { seller: 'the seller', buyer: 'the buyer', both: 'both of you' };

/** Who still has to act when each party has a flag: null when both have. */
function missing(seller: boolean, buyer: boolean): DealActor | null {
  if (!seller && !buyer) return 'both';
  if (!seller) return 'seller';
  if (!buyer) return 'buyer';
  return null;
}

function stepStates(d: DealStepInput): Record<Exclude<DealStepKey, 'done'>, StepState> {
  const verifyActor = missing(d.sellerVerified, d.buyerVerified);
  const signed = new Set(d.billOfSale?.signatures.map((s) => s.role) ?? []);
  const signActor = d.billOfSale ? missing(signed.has('seller'), signed.has('buyer')) : 'both';
  const handActor = missing(d.handover.sellerConfirmedAt !== null, d.handover.buyerConfirmedAt !== null);

  let payment: StepState;
  let title: StepState;
  if (d.providerProgress) {
    payment = d.providerProgress.paymentDone
      ? { done: true, nextActor: null, detail: 'KeySavvy holds the funds.' }
      : { done: false, nextActor: 'buyer', detail: 'The buyer pays into the KeySavvy escrow.' };
    title = d.providerProgress.titleDone
      ? { done: true, nextActor: null, detail: 'KeySavvy completed the title paperwork.' }
      : {
          done: false,
          nextActor: 'seller',
          detail: 'The seller sends the title to KeySavvy; KeySavvy handles the rest.',
        };
  } else {
    payment =
      d.payment.fundsConfirmedAt !== null
        ? { done: true, nextActor: null, detail: 'The seller confirmed the funds arrived.' }
        : d.payment.method === null
          ? { done: false, nextActor: 'buyer', detail: 'The buyer records how they will pay.' }
          : { done: false, nextActor: 'seller', detail: 'The seller confirms the funds arrived.' };
    const open = d.checklist.filter((item) => !isChecklistItemDone(item));
    const sellerOwes = open.some((i) => i.who !== 'buyer' && i.sellerDoneAt === null);
    const buyerOwes = open.some((i) => i.who !== 'seller' && i.buyerDoneAt === null);
    const titleActor = open.length === 0 ? null : missing(!sellerOwes, !buyerOwes);
    title =
      titleActor === null
        ? { done: true, nextActor: null, detail: 'Every title item is ticked off.' }
        : {
            done: false,
            nextActor: titleActor,
            detail: `${open.length} of ${d.checklist.length} title items left for ${PARTY_NAME[titleActor]}.`,
          };
  }

  return {
    price: { done: true, nextActor: null, detail: 'The seller accepted the price.' },
    verified:
      verifyActor === null
        ? { done: true, nextActor: null, detail: 'Both IDs are verified.' }
        : { done: false, nextActor: verifyActor, detail: `Waiting for ${PARTY_NAME[verifyActor]} to verify ID.` },
    billOfSale:
      signActor === null
        ? { done: true, nextActor: null, detail: 'Signed by both.' }
        : d.billOfSale === null
          ? { done: false, nextActor: 'both', detail: 'Either of you picks the state and creates the bill of sale.' }
          : { done: false, nextActor: signActor, detail: `Waiting for ${PARTY_NAME[signActor]} to sign.` },
    payment,
    handover:
      handActor === null
        ? { done: true, nextActor: null, detail: 'Car and keys changed hands.' }
        : {
            done: false,
            nextActor: handActor,
            detail: `Waiting for ${PARTY_NAME[handActor]} to confirm the car and keys changed hands.`,
          },
    title,
  };
}

/** Whether every step before "done" is done: the deal may finish. */
export function dealReadyToFinish(d: DealStepInput): boolean {
  return Object.values(stepStates(d)).every((s) => s.done);
}

/**
 * The seven steps with their status and who acts next. The current step is the first one not done; steps may be
 * done out of order (a checklist item ticked before payment), and then show done.
 */
export function dealSteps(d: DealStepInput): DealStep[] {
  const states = stepStates(d);
  let currentSeen = d.status !== 'open';
  return DEAL_STEP_KEYS.map((key) => {
    const label = DEAL_STEP_LABELS[key];
    if (key === 'done') {
      const detail =
        d.status === 'completed' ? 'Sold.' : d.status === 'cancelled' ? 'The deal was cancelled.' : 'Not yet.';
      return { key, label, detail, nextActor: null, status: d.status === 'completed' ? 'done' : 'upcoming' };
    }
    const s = states[key];
    if (s.done) return { key, label, detail: s.detail, nextActor: null, status: 'done' };
    const status: DealStepStatus = currentSeen ? 'upcoming' : 'current';
    currentSeen = true;
    return { key, label, detail: s.detail, nextActor: d.status === 'open' ? s.nextActor : null, status };
  });
}
