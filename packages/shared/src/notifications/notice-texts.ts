import type { HandoffReason } from '../ai/assistant.schema';
import { DEAL_PAYMENT_METHOD_LABELS, type DealPaymentMethod, type DealStepKey } from '../deals/deal.rules';
import { formatMoneyCents } from '../format/money';

/**
 * The words of every notification (the bell, the digest email, the push), one builder per kind. They lived as template
 * strings beside each change, and a missing value or a reason without its words made sentences like "The buyer a
 * question the assistant could not answer" (issue 19). Here each builder takes its optional parts as optional, and
 * notice-texts.test.ts builds every notification type with real and with missing inputs and reads the result.
 */
export type NoticeText = { title: string; body: string | null };

type Party = 'buyer' | 'seller';

/** Words as one line: runs of spaces and line breaks become one space, no space at either end. */
export function singleLine(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Someone's words quoted in a notice: one line, cut at a word under `max` characters with an ellipsis. */
export function clipWords(text: string | null | undefined, max: number): string {
  const line = singleLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Someone's words as a sentence of ours: a capital first, a period last unless it ends in one (or ?, !, …, a quote). */
function sentence(text: string): string {
  const line = singleLine(text);
  if (!line) return '';
  const capital = line.charAt(0).toUpperCase() + line.slice(1);
  return /[.!?…”"]$/.test(capital) ? capital : `${capital}.`;
}

const car = (name: string | null | undefined, fallback: 'your car' | 'the car') => singleLine(name) || fallback;

/** chat.message: a new message, told to the other party. */
export function chatMessageNotice(i: { to: Party; car?: string | null; text?: string | null }): NoticeText {
  return {
    title:
      i.to === 'seller'
        ? `New message about ${car(i.car, 'your car')}`
        : `The seller answered about ${car(i.car, 'the car')}`,
    body: clipWords(i.text, 200) || null,
  };
}

/** chat.offer: a new offer or counter-offer, with its amount. */
export function offerNotice(i: { by: Party; amountCents: number | null; car?: string | null }): NoticeText {
  const what = i.by === 'seller' ? 'Counter-offer' : 'Offer';
  const amount = formatMoneyCents(i.amountCents, { fallback: '' });
  return { title: `${what}${amount ? `: ${amount}` : ''} for ${car(i.car, 'the car')}`, body: null };
}

const ANSWERED = { accept: 'accepted', decline: 'declined', withdraw: 'withdrew' } as const;

/** chat.offerAnswer: an offer accepted, declined or withdrawn. */
export function offerAnswerNotice(i: {
  by: Party;
  action: keyof typeof ANSWERED;
  amountCents: number | null;
}): NoticeText {
  const amount = formatMoneyCents(i.amountCents, { fallback: '' });
  return { title: `The ${i.by} ${ANSWERED[i.action]} the offer${amount ? ` of ${amount}` : ''}`, body: null };
}

const REQUESTS = { testDrive: 'a test drive', videoTour: 'a video tour' } as const;

/** The system line a buyer's request writes in the chat ("The buyer asked for a test drive"). */
export function chatRequestLine(kind: keyof typeof REQUESTS, on: boolean): string {
  return on ? `The buyer asked for ${REQUESTS[kind]}` : `The buyer cancelled the request for ${REQUESTS[kind]}`;
}

/** chat.testDrive, chat.videoTour, chat.requestCancelled: told to the seller. */
export function chatRequestNotice(i: { kind: keyof typeof REQUESTS; on: boolean; car?: string | null }): NoticeText {
  return { title: `${chatRequestLine(i.kind, i.on)} of ${car(i.car, 'your car')}`, body: null };
}

/** What the buyer did, finishing "The buyer …": one per hand-off reason, so a new reason cannot miss its words. */
const HANDOFF_WHY: Record<HandoffReason, string> = {
  unknown: 'asked a question the assistant could not answer',
  negotiation: 'wants to talk about the price',
  booking: 'wants to book a test drive or a meeting',
  human: 'asked for a person',
  sla: 'has waited for your answer',
  private: 'asked for something only you can share',
};

/** assistant.handoff: to the seller (`seller` or, when a concierge took it, `concierge`) and to staff (`staff`). */
export function handoffNotice(i: {
  to: 'seller' | 'concierge' | 'staff';
  reason?: HandoffReason | null;
  car?: string | null;
  question?: string | null;
}): NoticeText {
  const why = HANDOFF_WHY[i.reason ?? 'unknown'] ?? HANDOFF_WHY.unknown;
  const name = car(i.car, 'your car');
  const question = i.to === 'staff' ? '' : clipWords(i.question, 160);
  return {
    title:
      i.to === 'staff'
        ? `Concierge needed: ${car(i.car, 'the car')}`
        : i.to === 'concierge'
          ? `A concierge is helping a buyer of ${name}`
          : `A buyer of ${name} needs you`,
    body: question ? `The buyer ${why}: “${question}”` : `The buyer ${why}.`,
  };
}

export type EventNoticeKind = 'requested' | 'confirmed' | 'declined' | 'rescheduled' | 'cancelled' | 'reminder';

/** event.*: a test drive's change, for its host (the seller) or its buyer. `when` is the seller's local time. */
export function eventNotice(i: {
  kind: EventNoticeKind;
  forHost: boolean;
  /** The event's status after the change ('confirmed' when booked straight into the calendar). */
  status: string;
  car?: string | null;
  when: string;
}): NoticeText {
  const name = car(i.car, 'the car');
  const when = singleLine(i.when);
  const at = when ? `, ${when}` : '';
  const on = when ? ` on ${when}` : '';
  const title = (() => {
    switch (i.kind) {
      case 'requested':
        if (i.status === 'confirmed')
          return i.forHost
            ? `Test drive booked: ${name}${at}`
            : `Your test drive of ${name} is booked${when ? ` for ${when}` : ''}`;
        return i.forHost
          ? `Test drive requested: ${name}${at}`
          : `You requested a test drive of ${name}${when ? ` for ${when}` : ''}`;
      case 'confirmed':
        return `Test drive confirmed: ${name}${at}`;
      case 'declined':
        return `The seller declined the test drive of ${name}${on}`;
      case 'rescheduled':
        return i.status === 'awaitingHost' && i.forHost
          ? `Test drive moved, please confirm: ${name}${at}`
          : `Test drive moved: ${name}${at}`;
      case 'cancelled':
        return `Test drive cancelled: ${name}${at}`;
      case 'reminder':
        return `Reminder: test drive of ${name}${at}`;
    }
  })();
  return { title, body: null };
}

/** What a deal step asks of the one it waits on, finishing "Your deal is waiting on you: …". */
const DEAL_STEP_ASK: Record<DealStepKey, string> = {
  price: 'agree on the price',
  verified: 'verify your ID',
  billOfSale: 'the bill of sale',
  payment: 'the payment',
  handover: 'the handover',
  title: 'the title transfer',
  done: 'the last step',
};

export type DealNotice =
  | { kind: 'opened'; car?: string | null; by: Party }
  | { kind: 'billReady'; changed: boolean; state?: string | null }
  | { kind: 'signed'; name?: string | null }
  | { kind: 'paymentChosen'; method: DealPaymentMethod }
  | { kind: 'fundsConfirmed' }
  | { kind: 'checked'; name?: string | null; item?: string | null }
  | { kind: 'handedOver'; by: Party }
  | { kind: 'cancelled'; by: Party; reason?: string | null }
  | { kind: 'done' }
  | { kind: 'provider'; provider: string; status?: string | null }
  | { kind: 'reminder'; step: DealStepKey; detail?: string | null };

/** deal.update and deal.reminder: a step of the deal room moved, or waits on the one told. */
export function dealNotice(n: DealNotice): NoticeText {
  switch (n.kind) {
    case 'opened':
      return { title: `A deal opened for ${car(n.car, 'the car')}`, body: `Started by the ${n.by}.` };
    case 'billReady': {
      const state = singleLine(n.state);
      return {
        title: n.changed
          ? 'The bill of sale changed: please review and sign again'
          : 'The bill of sale is ready to sign',
        body: state ? `Written for ${state}.` : null,
      };
    }
    case 'signed':
      return { title: `${singleLine(n.name) || 'The other party'} signed the bill of sale`, body: null };
    case 'paymentChosen':
      return {
        title:
          n.method === 'other'
            ? 'The buyer chose how to pay: see the deal for the details'
            : `The buyer will pay by ${DEAL_PAYMENT_METHOD_LABELS[n.method].toLowerCase()}`,
        body: null,
      };
    case 'fundsConfirmed':
      return { title: 'The seller confirmed your payment arrived', body: null };
    case 'checked': {
      const item = singleLine(n.item);
      return {
        title: `${singleLine(n.name) || 'The other party'} ticked off ${item ? `“${item}”` : 'a title item'}`,
        body: null,
      };
    }
    case 'handedOver':
      return { title: `The ${n.by} confirmed the car and keys changed hands`, body: null };
    case 'cancelled':
      return { title: `The ${n.by} cancelled the deal`, body: sentence(clipWords(n.reason, 300)) || null };
    case 'done':
      return { title: 'The deal is done: the car is sold', body: 'Every step is complete.' };
    case 'provider': {
      const status = singleLine(n.status?.replaceAll('_', ' '));
      const provider = singleLine(n.provider) || 'The title service';
      return { title: status ? `${provider}: ${status}` : `${provider} updated the deal`, body: null };
    }
    case 'reminder':
      return { title: `Your deal is waiting on you: ${DEAL_STEP_ASK[n.step]}`, body: sentence(n.detail ?? '') || null };
  }
}

/** idVerification.result: the outcome of an ID check, told to the person. */
export function idVerificationNotice(i: { verified: boolean; reason?: string | null }): NoticeText {
  return i.verified
    ? { title: 'Your ID is verified', body: 'People now see an "ID verified" badge next to your name.' }
    : { title: 'We could not verify your ID', body: sentence(clipWords(i.reason, 300)) || null };
}

/**
 * saved.priceDrop and saved.sold: a car someone saved got cheaper or sold (the saved module's alerts, issue 19; its
 * job can call these so the test below reads its words too).
 */
export function savedCarNotice(i: {
  kind: 'priceDrop' | 'sold';
  car?: string | null;
  priceBeforeCents?: number | null;
  priceAfterCents?: number | null;
}): NoticeText {
  const name = car(i.car, 'the car');
  if (i.kind === 'sold')
    return {
      title: `Sold: ${name}`,
      body: 'A car you saved has been sold. Save a search to hear when cars like it are listed.',
    };
  const after = formatMoneyCents(i.priceAfterCents, { fallback: '' });
  const before = formatMoneyCents(i.priceBeforeCents, { fallback: '' });
  const down =
    i.priceBeforeCents != null && i.priceAfterCents != null && i.priceBeforeCents > i.priceAfterCents
      ? formatMoneyCents(i.priceBeforeCents - i.priceAfterCents)
      : '';
  return {
    title: `Price drop: ${name}`,
    body: after ? (down && before ? `Now ${after}, down ${down} from ${before}.` : `Now ${after}.`) : null,
  };
}

/** saved.newMatches: cars new to a saved search, named when one, counted when several. */
export function savedSearchNotice(i: {
  search?: string | null;
  cars: { title?: string | null; priceCents?: number | null }[];
}): NoticeText {
  const search = singleLine(i.search);
  const forSearch = search ? `for “${search}”` : 'for your saved search';
  const [first] = i.cars;
  if (!first) return { title: `New cars ${forSearch}`, body: null };
  if (i.cars.length === 1)
    return {
      title: `New ${forSearch}: ${car(first.title, 'the car')}`,
      body: `${formatMoneyCents(first.priceCents, { fallback: 'Price on request' })}. It matches a search you saved.`,
    };
  const names = i.cars.slice(0, 3).map((c) => car(c.title, 'the car'));
  return {
    title: `${i.cars.length} new cars ${forSearch}`,
    body: i.cars.length > 3 ? `${names.join(', ')} and ${i.cars.length - 3} more.` : `${names.join(', ')}.`,
  };
}
