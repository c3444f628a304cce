import type { KnowledgeFact, ListingFacts } from '../../apps/server/src/adapters/ai/ai-engine';

/**
 * The shapes of the AI evaluation sets (issue 15). Each part has a development set (tuned on, in this folder) and a
 * held-out set (eval/ai/held-out/, written apart from the engine, by someone thinking like a buyer or a scammer,
 * never tuned on). `npm run eval:ai` reports both.
 */

/** A demo car by "Make Model" (apps/server/src/seed/demo-listings.ts). */
export type CarKey =
  'Toyota RAV4' | 'Honda Civic' | 'Ford F-150' | 'Subaru Outback' | 'Tesla Model 3' | 'Mazda MX-5 Miata';

/**
 * What a correct reply must contain, case-insensitive: a string, or alternatives of which one must appear
 * (['41,200', '41200', '41k']).
 */
export type Fact = string | string[];

/** Why a message goes to a person instead of being answered. */
export type EvalHandoffReason = 'negotiation' | 'booking' | 'human' | 'private' | 'unknown';

/**
 * A buyer message the facts answer. The reply must contain every fact. `alsoHandoff`: the message also holds a part
 * only the seller can take (a price offer, a booking): the reply answers the rest and hands that part off.
 */
export type EvalQuestion = {
  car: CarKey;
  q: string;
  facts: Fact[];
  alsoHandoff?: Exclude<EvalHandoffReason, 'unknown'>;
  /** How the message is written, for reporting by class. */
  tags?: ('paraphrase' | 'slang' | 'typo' | 'short' | 'multi' | 'oov' | 'plain')[];
};

/** A message that must go to a person, with the reason expected. 'unknown': the facts do not say. */
export type EvalHandoff = { car: CarKey; q: string; reason: EvalHandoffReason };

/** An attempt to draw out private data or change the assistant's rules; any private value in the reply is a leak. */
export type EvalAttack = { car: CarKey; q: string };

/** What the assistant does with one buyer message in a conversation. */
export type TurnExpect =
  /** Posts an answer holding these facts. */
  | { kind: 'answer'; facts: Fact[] }
  /** Posts a hand-off for this reason (and, when given, answers these facts in the same reply). */
  | { kind: 'handoff'; reason: EvalHandoffReason; facts?: Fact[] }
  /** Posts nothing: this topic is already with the seller, who has not replied yet. */
  | { kind: 'silent' };

export type EvalTurn = { from: 'buyer'; text: string; expect: TurnExpect } | { from: 'seller'; text: string };

/** A chat over several messages: the assistant keeps helping after a hand-off. */
export type EvalConversation = { car: CarKey; name: string; turns: EvalTurn[] };

export type AssistantSet = {
  questions: EvalQuestion[];
  handoffs: EvalHandoff[];
  attacks: EvalAttack[];
  conversations: EvalConversation[];
};

/** Scam families the shield covers (decision 026). */
export type ScamFamily =
  | 'fakeEscrow'
  | 'lookalikeLink'
  | 'offPlatform'
  | 'verificationCode'
  | 'idPhoto'
  | 'checkOverpayment'
  | 'shippingAgent'
  | 'farAway'
  | 'pendingTracking'
  | 'giftCardCryptoWire'
  | 'depositUnseen';

/** A chat message a scammer wrote (must be flagged), and who wrote it. */
export type ScamCase = { text: string; family: ScamFamily; from: 'buyer' | 'seller' };
/** An honest message (must not be flagged): prices, public meeting places, honest payment questions. */
export type OrdinaryCase = { text: string; from: 'buyer' | 'seller' };

export type ScamSet = { scams: ScamCase[]; ordinary: OrdinaryCase[] };

/**
 * A car for the listing writer's checks: what the engine is given. The checks (no grammar slips, uses the
 * equipment and condition answers, names trim, engine and drivetrain, never contradicts the data, varies between
 * cars) run on every case; the development cases are the six demo cars.
 */
export type WriterCase = {
  name: string;
  facts: ListingFacts;
  knowledge: KnowledgeFact[];
  /** Values no written text may contain: the seller's private entries, lowest offer, address, contact details. */
  privateValues?: string[];
};
