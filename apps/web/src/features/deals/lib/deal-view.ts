import type { DealActor, DealRole, DealStep, DealView } from './types';

/** The step the deal is on; the last one once it is done (or the first not done when cancelled). */
export function currentStep(deal: DealView): DealStep | undefined {
  return deal.steps.find((s) => s.status === 'current') ?? deal.steps.findLast((s) => s.status === 'done');
}

/** The current user's side of the deal, or null for staff reading it. */
export const myRole = (deal: DealView): DealRole | null => (deal.you === 'staff' ? null : deal.you);

export const otherRole = (role: DealRole): DealRole => (role === 'seller' ? 'buyer' : 'seller');

/** The other party of the deal as the current user sees it (the buyer for staff). */
export function otherParty(deal: DealView) {
  return deal.you === 'buyer' ? deal.seller : deal.buyer;
}

/** Whether `actor` includes the current user. */
export function includesMe(deal: DealView, actor: DealActor | null): boolean {
  const me = myRole(deal);
  return !!me && !!actor && (actor === 'both' || actor === me);
}

/** "You", "Sam (seller)", "Both of you": who acts, said from the current user's side. */
export function actorLabel(deal: DealView, actor: DealActor | null): string {
  if (!actor) return 'Nobody';
  const me = myRole(deal);
  if (actor === 'both') return me ? 'Both of you' : 'Seller and buyer';
  if (actor === me) return 'You';
  const party = actor === 'seller' ? deal.seller : deal.buyer;
  return `${party.displayName} (${actor})`;
}

/** "Waiting for you", "Waiting for Sam (seller)": the line under a deal's current step. */
export function waitingLine(deal: DealView): string {
  if (deal.status === 'completed') return 'Sold';
  if (deal.status === 'cancelled') return 'Cancelled';
  const step = currentStep(deal);
  if (!step?.nextActor) return step?.label ?? '';
  const who = actorLabel(deal, step.nextActor);
  return who === 'You' ? 'Your turn' : who === 'Both of you' ? 'Both of you to act' : `Waiting for ${who}`;
}

/** The role's signature on the current bill of sale, if they signed it. */
export const signatureOf = (deal: DealView, role: DealRole) =>
  deal.billOfSale?.signatures.find((s) => s.role === role) ?? null;

/** Which checklist items the role still has to tick. */
export function openChecklistItems(deal: DealView, role: DealRole) {
  return deal.checklist.filter(
    (i) => (i.who === role || i.who === 'both') && !(role === 'seller' ? i.sellerDoneAt : i.buyerDoneAt),
  );
}

/** Where the room's panels are, so "what to do now" can bring the user to one. */
export const PANEL_IDS = {
  verified: 'deal-verified',
  billOfSale: 'deal-bill-of-sale',
  payment: 'deal-payment',
  title: 'deal-title',
  handover: 'deal-handover',
  keysavvy: 'deal-keysavvy',
} as const;

export type NextAction =
  | { kind: 'panel'; panel: keyof typeof PANEL_IDS; label: string; title: string; body: string }
  | { kind: 'link'; to: string; label: string; title: string; body: string }
  | { kind: 'wait'; title: string; body: string }
  | { kind: 'none'; title: string; body: string };

export const VERIFY_PATH = '/account/verify';

/**
 * What the current user should do now, from the deal's own data: the tracker's step says whose
 * turn it is, and this picks the one thing that moves it on for this user.
 */
export function nextActionFor(deal: DealView): NextAction {
  const other = otherParty(deal).displayName;
  if (deal.status === 'completed')
    return { kind: 'none', title: 'Sold', body: 'The deal is done: the car and the money have changed hands.' };
  if (deal.status === 'cancelled')
    return {
      kind: 'none',
      title: 'This deal was cancelled',
      body: deal.cancelReason ? `Reason: ${deal.cancelReason}` : 'No reason was given.',
    };
  const me = myRole(deal);
  const step = currentStep(deal);
  if (!me || !step) return { kind: 'none', title: step?.label ?? 'Deal', body: step?.detail ?? '' };
  if (deal.provider === 'keysavvy' && (step.key === 'payment' || step.key === 'title'))
    return {
      kind: 'panel',
      panel: 'keysavvy',
      label: 'Open KeySavvy',
      title: 'KeySavvy handles payment and title',
      body: 'Follow the steps on KeySavvy; this room updates as they go.',
    };
  const myTurn = includesMe(deal, step.nextActor);
  const wait = (body: string): NextAction => ({ kind: 'wait', title: `Waiting for ${other}`, body });

  switch (step.key) {
    case 'price':
      return myTurn
        ? { kind: 'none', title: step.label, body: step.detail }
        : wait('The price is being agreed in your conversation.');
    case 'verified': {
      const mine = me === 'seller' ? deal.seller : deal.buyer;
      if (!mine.isIdVerified)
        return {
          kind: 'link',
          to: VERIFY_PATH,
          label: 'Verify your ID',
          title: 'Verify your ID',
          body: 'Both of you verify your identity before signing, so each knows who is on the other side.',
        };
      return wait(`${other} still has to verify their ID. You will be told when they have.`);
    }
    case 'billOfSale': {
      if (!deal.billOfSale)
        return {
          kind: 'panel',
          panel: 'billOfSale',
          label: 'Prepare the bill of sale',
          title: 'Prepare the bill of sale',
          body: 'Choose the state the car is registered in and generate the document you both sign.',
        };
      if (!signatureOf(deal, me))
        return {
          kind: 'panel',
          panel: 'billOfSale',
          label: 'Review and sign',
          title: 'Sign the bill of sale',
          body: 'Read the document, then sign it by typing your full legal name.',
        };
      return wait(`${other} still has to sign the bill of sale.`);
    }
    case 'payment': {
      if (me === 'buyer' && !deal.payment.method)
        return {
          kind: 'panel',
          panel: 'payment',
          label: 'Choose how you pay',
          title: 'Choose how you pay',
          body: 'Tell the seller how the money will come. Read the safety notes first.',
        };
      if (me === 'seller' && deal.payment.method && !deal.payment.fundsConfirmedAt)
        return {
          kind: 'panel',
          panel: 'payment',
          label: 'Confirm funds received',
          title: 'Confirm the money has cleared',
          body: 'Only when the funds are in your account and can no longer be recalled. Do not hand over the car before.',
        };
      return me === 'seller'
        ? wait(`${other} is choosing how to pay.`)
        : wait(`${other} confirms once the money has cleared in their account.`);
    }
    case 'handover':
      if (me === 'seller' ? !deal.handover.sellerConfirmedAt : !deal.handover.buyerConfirmedAt)
        return {
          kind: 'panel',
          panel: 'handover',
          label: 'Confirm the handover',
          title: 'Hand over the car and keys',
          body:
            me === 'seller'
              ? 'Meet, hand over the car, keys and papers, then confirm here.'
              : 'Once you have the car, keys and papers, confirm here.',
        };
      return wait(`${other} still has to confirm the handover.`);
    case 'title':
      if (openChecklistItems(deal, me).length)
        return {
          kind: 'panel',
          panel: 'title',
          label: 'Open the title checklist',
          title: 'Transfer the title',
          body: 'Tick each item of the checklist for your state as you do it.',
        };
      return wait(`${other} still has items of the title checklist to tick.`);
    case 'done':
      return { kind: 'none', title: 'Sold', body: step.detail };
  }
}
