import type { AssistantDecision, GeneratedContent, GeneratedPart, ListingStatus, SaleStatus } from '@revy/shared';

/**
 * The AI adapter (issue 6; decision 012). Two implementations: the built-in engine (default,
 * deterministic, no network, no model weights: retrieval over the listing's facts and knowledge,
 * templated writing from structured data) and an OpenAI-compatible LLM (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL) that falls back to the built-in engine when the endpoint fails.
 *
 * Privacy by construction: the engine is only ever given what a buyer may know. The seller's
 * lowest acceptable offer, exact address, phone and email are never put in ListingFacts, so no
 * prompt can talk an engine into revealing them; an output guard also refuses answers that carry
 * contact details.
 */

/** What a buyer may know about the listing: the engine's only source besides knowledge. */
export type ListingFacts = {
  listingId: string;
  title: string | null;
  /** Asking price in cents. */
  price: number | null;
  priceExplanation: string | null;
  description: string | null;
  shortDescription: string | null;
  features: string[];
  vehicle: {
    year?: number | null;
    make?: string | null;
    model?: string | null;
    trim?: string | null;
    mileage?: number | null;
    bodyType?: string | null;
    fuelType?: string | null;
    transmission?: string | null;
    drivetrain?: string | null;
    engine?: string | null;
    exteriorColor?: string | null;
    interiorColor?: string | null;
    titleStatus?: string | null;
    condition?: string | null;
    doors?: number | null;
    seats?: number | null;
    equipment?: string[];
  };
  /** City and state only (never the ZIP or a street). */
  location: { city: string | null; state: string | null };
  offerMethods: string[];
  offerRequirements: string | null;
  /** Tags of the listing's photos (e.g. 'exterior', 'interior', 'odometer', 'damage'). */
  photoTags: string[];
  photoCount: number;
  sellerFirstName: string | null;
  /** The VIN is printed on the car and shown on the listing page: buyers may know it. */
  vin: string | null;
  /**
   * Whether the car can still be bought, for "is it still available?" (issue 15). Optional: writer inputs and
   * older callers leave them out, and then the engine says nothing about availability.
   */
  status?: ListingStatus | null;
  saleStatus?: SaleStatus | null;
};

/** A Knowledge entry as the engine sees it. */
export type KnowledgeFact = {
  id: string;
  type: string;
  category: string | null;
  question: string | null;
  content: string;
};

export type ConversationTurn = { role: 'buyer' | 'seller' | 'assistant'; content: string };

export type AnswerInput = {
  facts: ListingFacts;
  knowledge: KnowledgeFact[];
  /** The buyer's message to answer. */
  question: string;
  /** Earlier messages of the chat, oldest first (at most the last 20). */
  history: ConversationTurn[];
};

export type WriteInput = {
  facts: ListingFacts;
  knowledge: KnowledgeFact[];
  /** Which parts to write; the others are returned as they are in `facts`. */
  parts: GeneratedPart[];
};

/** One question of a buyer's message and what became of it (issue 15: each question gets its answer). */
export type DecisionPart = Pick<AssistantDecision, 'action' | 'reason' | 'text' | 'citations'> & {
  /** The buyer's words of this part. */
  question: string;
};

/**
 * An engine's decision for a whole message: the combined reply (action 'handoff' when any part needs a person) and
 * its parts, so the follow-up rule can drop a part whose topic is already with the seller.
 */
export type EngineDecision = AssistantDecision & { parts?: DecisionPart[] };

export type EngineOptions = { signal?: AbortSignal };

export interface AiEngine {
  /** 'builtin' or 'openai:<model>'. */
  readonly name: string;
  /** Decides answer or hand-off for a buyer's message. Never throws for engine failures (falls back). */
  answer(input: AnswerInput, opts?: EngineOptions): Promise<EngineDecision>;
  /**
   * Writes listing text; `onDelta` receives text as it is produced (streamed from an LLM, in
   * sentence-sized pieces from the built-in engine), so pages can show it coming.
   */
  writeListing(
    input: WriteInput,
    onDelta?: (part: GeneratedPart, text: string) => void,
    opts?: EngineOptions,
  ): Promise<GeneratedContent>;
  close(): Promise<void>;
}
