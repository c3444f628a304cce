import type { AssistantDecision } from '@revy/shared';

/**
 * The last check on any answer, from either engine: text that carries an email address, a
 * phone number or a street address is never posted. The engines are not given such data, but a
 * seller's knowledge entry or an LLM could still produce it.
 */
const EMAIL = /[a-z0-9._%+-]+\s*(@|\(at\)|\[at\])\s*[a-z0-9.-]+\s*(\.|\(dot\)|\[dot\])\s*[a-z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const STREET =
  /\b\d{1,6}\s+(?:[a-z0-9]+\.?\s+){0,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|court|ct|place|pl|terrace|parkway|pkwy|circle|cir|(?<!wheel\s)drive|(?<!wheel\s)dr)\b\.?/i;

export function containsPrivateData(text: string): boolean {
  return EMAIL.test(text) || PHONE.test(text) || STREET.test(text);
}

const PRIVATE_TEXT =
  "I can't share contact details or an address here. The seller will see your message and can reply in the chat.";

/** The decision, or a 'private' hand-off when its text carries contact details or an address. */
export function guardOutput(decision: AssistantDecision): AssistantDecision {
  if (decision.action !== 'answer' || !containsPrivateData(decision.text)) return decision;
  return { ...decision, action: 'handoff', handoffTo: 'seller', reason: 'private', text: PRIVATE_TEXT, citations: [] };
}
