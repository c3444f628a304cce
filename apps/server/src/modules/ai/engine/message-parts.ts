import { correctSpelling, isDomainTerm, knownWords, tokenize } from './vocabulary';

/** The engine's own words, for reading a typo ("acidents") as the car talk it is when cutting a list. */
const KNOWN = knownWords([]);

/**
 * A buyer's message as its questions (issue 15): "how many miles? and would you take 20k" is two asks, and each
 * gets its own answer or hand-off. Splits at sentence ends and line breaks, then inside a sentence where a joining
 * word ("and", "also", "plus", a comma) is followed by the start of a new question ("and is it AWD", ", any
 * accidents"), and at a bare "and" between two things asked about ("miles on it and asking price?").
 */

/** Words that open a question or an ask in buyer chat, slang included. */
const OPENERS =
  "is|isn't|are|aren't|does|doesn't|do|don't|did|didn't|has|hasn't|have|had|was|were|what|what's|whats|wats|how|how's|hows|" +
  "any|anything|can|could|would|will|should|when|where|why|who|which|u|you|r|tell|send|i'd|i'll|i|id|ill|whens|where's|wheres|" +
  'also|lowest|best|price|mileage|miles';

const JOIN = new RegExp(
  `\\s*(?:,\\s*(?:and|also|plus|but|&|n)?|\\s(?:and|also|plus|but|&|n))\\s+(?=(?:${OPENERS})\\b)`,
  'gi',
);

/** Two bare options and nothing else: "oil or coolant", "front or rear?". */
const EITHER_OR = /^\s*[a-z-]+ or [a-z-]+\W*$/i;
const OPENER = new RegExp(`^\\W*(?:${OPENERS})\\b`, 'i');

/** "and"/"or" between two things asked about: "miles on it and asking price?" is two questions. */
const AND = /\s+(?:and|or|&|\+)\s+/i;

/**
 * Splits a part at "and"/"or" when the two sides ask about car things that share nothing: "miles on it and asking
 * price", "any accidents or body work?"; "pads and rotors", "manual or automatic" or "hard top or soft top" (one
 * thing, or an either-or) stay together.
 */
function splitAtAnd(part: string): string[] {
  const pieces = part.split(AND);
  if (pieces.length !== 2) return [part];
  const [a, b] = pieces.map((p) => new Set(tokenize(p).filter(isDomainTerm).flatMap(withParts)));
  // Split only when the two sides share no car talk: "hard top or soft top" (or "hardtop or soft top") is one
  // either-or question.
  if (!a!.size || !b!.size || [...b!].some((t) => a!.has(t))) return [part];
  const [first, second] = pieces.map((p) => p.trim()) as [string, string];
  // "interior color and condition": the side named first is the side of both.
  const side = /^(interior|exterior|inside|outside)\s+\S+$/i.exec(first)?.[1];
  if (side && /^[a-z]+\W*$/i.test(second)) return [first, `${side} ${second}`];
  return [first, second];
}

/** A term with the car words it is run together from ("hardtop": hard, top). */
function withParts(term: string): string[] {
  for (let i = 3; i <= term.length - 3; i++) {
    const [x, y] = [term.slice(0, i), term.slice(i)];
    if (isDomainTerm(x) && isDomainTerm(y)) return [term, x, y];
  }
  return [term];
}

/**
 * A list of things asked about ("miles, accidents, and battery %?"): one question per item when every item holds
 * car talk of its own; "black, gray and white" or "pads, rotors" (no item of its own) stay whole.
 */
function splitList(part: string): string[] {
  const pieces = part
    .split(/\s*,\s*(?:and|or|n|&|plus)?\s*/i)
    .map((p) => p.trim())
    .filter((p) => /[a-z0-9]/i.test(p));
  if (pieces.length < 2) return [part];
  const terms = pieces.map((p) => new Set(tokenize(correctSpelling(p, KNOWN)).filter(isDomainTerm)));
  const own = terms.every((t, i) => [...t].some((x) => terms.every((o, j) => j === i || !o.has(x))));
  return own ? pieces : [part];
}

/**
 * A piece that only completes the question before it: a bare question word ("who fixed it and when") or the
 * options asked between ("bed length? 5.5 or 6.5").
 */
const COMPLETES =
  /^(when|where|who|why|how|what|which|how much|how long|how many)\W*$|^[\d\s.,'"/-]*(?:(or|and|ft|feet|foot|inch|inches|in|mm|cm|l|liter|litre)[\d\s.,'"/-]*)*\??$/i;

function joinCompletions(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    if (out.length && COMPLETES.test(p)) out[out.length - 1] = `${out[out.length - 1]} ${p}`;
    else out.push(p);
  }
  return out;
}

/** Greetings and thanks that carry no question when they stand alone. */
const PLEASANTRY =
  /^(hi|hey|hello|helo|hallo|hii+|heyy+|yo|hiya|good (morning|afternoon|evening)|thanks?( you)?|thx|ty|ok(ay)?|cool|great|awesome|nice|perfect|cheers|sup|hi there|hey there|quick question|question|one more( thing| question| q)?|also|and|so|um+|hmm+|meanwhile|in the meantime|btw|by the way|anyway|((hi|hey|hello|yo)( there)?,? (man|bro|dude|guys|all|folks)))[\s,!.?]*$/i;

/** Compliments and interest that carry no question ("great car!", "I'm interested", "love it"). */
const CHITCHAT =
  /^(hi|hey|hello|yo)?[\s,!.]*(i )?(love|like|dig) (these|those|this|the) (cars?|trucks?|models?|ones?|miatas?|teslas?|wagons?|suvs?)[\s,!.]*$|^((hi|hey|hello|yo)\s*)?(man|bro|dude|there|sam|guys|all|folks)?[\s,!.]*(i'?m |im |i am |very |really |super |so )*(interested|keen)( in (it|this|that|the|your|ur)( [a-z0-9-]+)?)?[\s,!.]*$|^(i )?(love|like|dig) (these|those|this|the) (cars?|trucks?|models?|ones?|miatas?|teslas?|wagons?|suvs?)[\s,!.]*$|^(sounds|looks|seems) (fun|great|good|nice|awesome|cool|sweet|perfect|clean|solid)[\s,!.]*$|^((what an?|such an?|really|very|super)\s+)?(great|nice|cool|beautiful|sweet|awesome|lovely|gorgeous|clean|sharp|good)( looking)?( car| truck| ride| suv| wagon| one| vehicle| miata| tesla)?[\s,!.]*$|^(i'?m|i am|im) (very |really |super )?interested[\s,!.]*(in (it|this|the car|your car))?[\s,!.]*$|^(i )?love (it|this|the car|this car)[\s,!.]*$/i;

/**
 * What a message made only of pleasantries is ("thanks!", "hi there"): the engine replies in kind rather than
 * handing "thanks" to the seller as a question it cannot answer. Null when the message holds anything else.
 */
export function pleasantryOf(message: string): 'thanks' | 'greeting' | null {
  const sentences = message
    .split(/(?<=[?!])\s*|(?<=\.)\s+|\n+|;\s*/)
    .flatMap((s) => s.split(/,\s*/))
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
  if (!sentences.length || !sentences.every((s) => PLEASANTRY.test(s) || CHITCHAT.test(s) || isGreetingByName(s)))
    return null;
  return sentences.some((s) => /\b(thanks?|thank you|thx|ty|cheers)\b/i.test(s)) ? 'thanks' : 'greeting';
}

/** What makes a part a question or a request even without a question mark ("need the vin", "wondering if…"). */
const ASKING = new RegExp(
  `^\\W*(${OPENERS}|need|want|wondering|curious|looking|let me know|lmk|gimme|show|check|confirm|so)\\b|\\b(i|we|im|i'm) (need|want|would like|'d like|am looking|am wondering)\\b|\\bneed to know\\b|\\b(wondering|curious|lmk|let me know|tell me|whether|how|what|when|where|which|who|why)\\b|\\bif (it|its|it's|the|there|you|u|he|she|they)\\b(?! (helps|matters|that helps))`,
  'i',
);

/**
 * A remark, not a question: no question mark, no question or request in its words ("hey man, interested.", "my wife
 * can't drive stick", "sounds fun."). Beside a question it is context, not something to hand the seller as an
 * unknown; while the seller is awaited it is for them (follow-up.ts).
 */
export function isRemark(text: string): boolean {
  const t = text.trim();
  return !t.includes('?') && (REMARK_START.test(t) || LAUGH_END.test(t) || ACK.test(t)) && !ASKING.test(t);
}

/** An acknowledgement ("ok cool.", "got it"): said in passing before the next question. */
const ACK = /^\W*((ok(ay)?|k|cool|nice|great|alright|sweet|got it|gotcha|awesome|perfect|sounds good)\W*)+$/i;

/** A call for attention after a question ("timing belt?? anyone"): it asks nothing of its own. */
const CALL = /^\W*(anyone|anybody|someone|somebody|hello+|helo)\W*$/i;
export const isCall = (text: string) => CALL.test(text);

/** How a remark about oneself or one's impression starts; a bare fragment ("leak anything") is still a question. */
const REMARK_START =
  /^\W*(my|our|i|i'm|im|i've|ive|we|we're|were|he|she|he's|hes|she's|shes|his|her|they|their|sounds|looks|seems|love|loving|wife|husband|kids?|son|daughter|just|lol|haha|thats|that's)\b|^\W*(?!(is|are|was|were|what|whats|how|hows|when|where|why|who|which|any|does|do|did|has|have|can|could|would|will)\b)[a-z]+ (is|are|was|were|gets?|can be) /i;

/** A remark that ends in a laugh ("denver winters lol"): said in passing, not asked. */
const LAUGH_END = /\b(lol|lmao|haha+|hehe+)\W*$/i;

/** A nudge for the seller's reply ("any update?", "still waiting on him", "did he say anything yet"). */
const NUDGE =
  /^\W*(any (update|news|word|reply|response|answer)s?( yet)?|(i'?m |im )?still waiting( on (him|her|them|the seller|the owner|sam|a reply|an answer))?|waiting on (him|her|them|the seller|the owner|sam)|(did|has) (he|she|they|the seller|the owner|sam) (say|said|reply|replied|respond|responded|answer|answered|get back|gotten back|write|written)( anything| back)?( yet)?|(is|will|are) (he|she|they|the seller|the owner|sam) (gonna |going to |ever )?(answer|reply|respond|get back)( or (what|not))?( to me)?|anyone there|anybody there|helloo+)\W*$/i;

/** Whether a part only asks after the seller's reply: while it is awaited there is nothing to add (follow-up.ts). */
export const isNudge = (text: string) => NUDGE.test(text.trim());

/** A greeting to someone by name ("hi sam", "hey there ann"): a name is no car talk and no word the engine knows. */
function isGreetingByName(text: string): boolean {
  const m = /^(?:hi|hey|hello|yo|morning)(?: there)?,?\s+([a-z]+)[\s,!.]*$/i.exec(text.trim());
  return !!m && !KNOWN.has(m[1]!.toLowerCase()) && !tokenize(m[1]!).some(isDomainTerm);
}

/** The message's parts in order; never empty for a message with words (the whole message, if nothing splits). */
export function splitQuestions(message: string): string[] {
  const sentences: string[] = [];
  let asked = false;
  for (const sentence of message.split(/(?<=[?!])\s*|(?<=\.)\s+|\n+|;\s*/)) {
    // Bare options after a question only narrow it ("any leaks? oil or coolant", "scratches? front or back"): the
    // question before is the ask, and its answer covers them.
    if (!(asked && sentences.length && EITHER_OR.test(sentence) && !OPENER.test(sentence)))
      sentences.push(
        ...[sentence]
          .flatMap((s) => s.split(JOIN))
          .flatMap(splitList)
          .flatMap(splitAtAnd)
          .map((s) => s.trim().replace(/^(and|also|plus|but|&|n|so)\s+/i, ''))
          .filter((s) => /[a-z0-9]/i.test(s)),
      );
    asked = /\?\s*$/.test(sentence);
  }
  const parts = joinCompletions(
    sentences.filter((s) => !PLEASANTRY.test(s) && !CHITCHAT.test(s) && !isGreetingByName(s)),
  );
  // Fragments of one or two words ("4x4?", "Mileage?") are real questions; only pleasantries are dropped.
  if (parts.length) return parts;
  return message.trim() ? [message.trim()] : [];
}
