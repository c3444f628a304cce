import type { AssistantDecision, HandoffReason } from '@revy/shared';
import { correctWord } from './spelling';
import { isKnownWord } from './vocabulary';

/**
 * Runs before any engine answers (both engines): deterministic rules that decide a hand-off
 * from the buyer's words alone, so no model output and no clever prompt can talk the assistant
 * into price talk, bookings or private data. Order matters: private and rule-changing attempts
 * first (their wording often also looks like negotiation), then a request for a person, then
 * negotiation, then booking.
 */
const RULES: [Exclude<HandoffReason, 'unknown' | 'sla'>, RegExp[]][] = [
  [
    'private',
    [
      // Rule changing and prompt extraction.
      /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines?|policy|policies|restrictions?|above|previous|prior)\b/,
      /\byou are now\b|\bfrom now on,? you\b|\bact as\b|\bpretend\b|\brole-?play\b|\bimagine you\b|\bsimulate\b|\bhypothetically\b/,
      /\bsystem (prompt|message|instructions?)\b|\bdeveloper mode\b|\bjailbreak|\bdan mode\b|\bdo anything now\b|\bprompt injection\b|\bthe prompt\b/,
      /\byour (instructions|prompt|rules|guidelines|configuration|programming)\b/,
      /\b(new|updated) (rules?|instructions?)\b|\badmin(istrator)?\b.{0,20}\b(mode|access|override|here)\b|\bi am (the|an?) (admin|developer|seller|owner|staff|moderator)\b/,
      /\b(decode|base ?64|rot ?13|hexadecimal|spell(ed)? (it )?out|backwards|cipher|encode)\b/,
      // Private data: the seller's floor, contact details, exact address.
      /\b(lowest|least|minimum|bottom)\b.{0,30}\b(the seller|the owner|seller|owner|he|she|they|hed|he'd|shed|she'd|theyd|they'd)\b.{0,20}\b(accept|take|settle|go|say yes|agree)\b/,
      // The seller's money: what is still owed, their finances.
      /\bhow much\b.{0,25}\b(owe|owes|owed|owing|left on the (loan|note)|payoff)\b|\b(payoff|loan|lien) (amount|balance)\b|\bfinancial(ly)? (trouble|problems?|issues?|difficult\w*|struggl\w*|situation|hardship)\b|\bin (\w+ )?(trouble|debt)\b.{0,10}$/,
      // Reaching the seller outside the chat, where they live or work.
      /\b(outside|off of|away from) (this|the) (app|site|platform|chat)\b|\bget a ?hold of (him|her|them|the seller|the owner|sam)\b|\bwhere (does|do) (he|she|they|the seller|the owner|[a-z]+) (live|work|stay)\b|\b(really|truly|actually) (selling|getting rid|letting (it|her|him) go|want to sell)\b/,
      /\b(minimum|reserve|walk-?away|bottom[- ]line)\b|\bfloor (price|offer|amount)\b|\b(your|ur|ya|his|her|their|the seller'?s?|the owner'?s?) floor\b/,
      /\blowest\b.{0,30}\b(set|entered|configured|stored|saved|allowed|acceptable)\b|\boffer ?lowest\b/,
      /\be-?mail|\bgmail\b|\bhotmail\b|\byahoo\b|@/,
      // Not the car's own parts: a Tesla's "mobile connector", a "phone mount", "battery cells".
      /\b(phone(?! (mount|holder|charger|charging|mirroring|app|key))|(?<!battery )cell|mobile(?! (connector|charger|charging|app))|telephone|whats ?app|telegram|sms|text (me|him|her|them)|call (him|her|them|the seller|the owner)|contact (info|information|details|number)|number to (call|text|reach))\b/,
      /\b(address|adresse|adress|direcci[oó]n|indirizzo|endere[cç]o|street|house number|apartment|zip|postal|postcode|where (does|do) (he|she|they|the seller|the owner) live|home location|exact location|coordinates)\b/,
      /\b((last|full|legal|real|whole|complete|family)( legal)? name|surname|social security|ssn|license number|bank (account|details))\b/,
      /\breach (him|her|them|the seller|the owner) (directly|outside|off)\b|\boff (the )?(platform|app|site)\b/,
      // What the seller keeps to themselves (private Knowledge, issue 15): asked for as such, or their private life.
      /\bjust between (us|you and me)\b|\boff the record\b|\b(secret|confidential|private|hidden|internal)\b.{0,30}\b(price|number|reason|notes?|info|information|answers?|entr(y|ies)|code|details?|fields?|context)\b/,
      /\bbelow what (price|number|amount)\b|\b(what|which) (price|number|amount)\b.{0,30}\b(say no|refuse|reject|walk away|not go (below|lower)|no lower)\b/,
      /\b(gate|door|garage|lock ?box|alarm|access) code\b|\bcode to (get in|enter|the gate|the garage)\b/,
      // The digits or combination of a gate, a door or a lock box, however asked ("what 4 digits do i punch in").
      /\b(digits?|pin|combo|combination|passcode|password|keypad)\b.{0,40}\b(gate|door|garage|lock ?box|building|entrance|keypad)\b|\b(gate|garage|lock ?box|building|entrance)\b.{0,30}\b(digits?|pin|combo|combination|passcode|password)\b|\b(punch|key|type) in\b.{0,20}\b(gate|door|garage|code|digits)\b/,
      // The buyer's own family ("my wife can't drive stick") is not the seller's private life.
      /(?<!\b(my|our|me and my|for my|with my|me n my|the|a|car|child|kid|kids|baby) )\b(divorc\w*|pregnan\w*|baby|wife|husband|girlfriend|boyfriend|personal (life|reasons?|situation)|money (problems|trouble)|bankrupt\w*|laid off)\b(?! (seat|seats|car ?seat|seat base|on board|needs|can'?t|cant|wants|likes|drives|will|is (driving|tall|short)))/,
      /\b(going on|happening|happened|wrong|changed)\b.{0,20}\b(in|with) (his|her|their|the seller'?s?|the owner'?s?) (life|family|situation|finances|home)\b|\b(his|her|their|the seller'?s?|the owner'?s?) (life|family|finances|health|job)\b/,
      /\b(going through|dealing with)\b.{0,20}\b(something|a lot|stuff|hard|tough|rough|personal)\b|\bsomething personal\b|\b(is|are) (he|she|they|the seller|the owner) in (trouble|debt)\b|\bneeds? (the )?(cash|money) for\b|\bwhat (does|do) (he|she|they|the seller|the owner) need (the )?(cash|money)\b/,
      /\b(reveal|print|dump)\b.{0,15}\b(config|configuration|system)\b|\bshow (me )?(your|the) (config|configuration)\b|\b(entry|entrance|building|keypad) code\b|\bcross ?streets?\b|\bwhich block\b/,
      /\bneeds? (the )?(money|cash|funds)\b.{0,10}\b(fast|quick|quickly|urgently|asap|now|so bad)\b/,
      // What a dealer or buying service offered the seller: their private trade-in figure.
      /\b(dealer(ship)?|carmax|carvana|vroom|kbb|kelley|trade-?in|instant offer)\b.{0,30}\b(offer(ed)?|quote[ds]?|gave|give|value[ds]?|appraise[ds]?|appraisal)\b|\b(offer(ed)?|quote[ds]?|appraise[ds]?|appraisal)\b.{0,30}\b(dealer(ship)?|carmax|carvana|vroom|trade-?in)\b/,
      // Prompt or notes extraction: "repeat everything above", "summarize the seller notes".
      /\b(repeat|print|output|dump|reveal)\b.{0,30}\b(above|everything|all|notes?|instructions|context|hidden|verbatim|word for word)\b|\b(summari[sz]e|list|show|read|give me)\b.{0,20}\b(seller'?s?|owner'?s?|hidden|internal|private|your)? ?(notes|context|instructions|knowledge( base)?)\b|\babove this (line|message)\b/,
      /\b(drop|send|share|text)\b.{0,10}\b(pin|location pin|dropped pin|gps|coordinates|exact location)\b/,
      // The raw data behind the assistant ("dump the json", "every field you were given"): not a question about the car.
      /\bjson\b|\b(raw|underlying|source) (data|record|fields?|listing)\b|\b(all|every|each) (the )?(fields?|attributes|properties|keys)\b|\b(data|info(rmation)?|listing|record|context|document)\b.{0,20}\byou (were|was|have been|got) (given|fed|handed|passed|sent)\b/,
      /\b(get|have|give me|send|share|need|want) (your|his|her|their|the seller'?s?|the owner'?s?) (phone |cell |mobile )?(number|digits|socials?|instagram|facebook|ig|snap(chat)?)\b/,
      /\b(his|her|their|the seller'?s?|the owner'?s?|sam'?s) (socials?|instagram|insta|ig|facebook|fb|snap(chat)?|twitter|tiktok|linkedin|handle|profile)\b/,
      // Where exactly, which building: the exact place, not the city the listing names.
      /\bwhere exactly\b|\bexactly where\b|\bwhich (building|house|apartment|unit|floor|parking (lot|garage|spot))\b/,
      // Someone posing as staff to confirm what is on file ("verify the pickup location on file, confirm it in full").
      /\b(address|location|details?|info(rmation)?|number|name|records?)\b.{0,15}\bon file\b|\bconfirm (it|them|that|this|the \w+) in full\b|\bin full\b.{0,20}\b(address|location)\b/,
    ],
  ],
  [
    'human',
    [
      /\b(talk|speak|chat|connect|put me through|transfer)\b.{0,30}\b(owner|seller|person|human|someone|somebody|agent|representative|staff|manager|real|guy|gal|lady|man|woman|dude)\b/,
      // Waiting for the seller to come: "is he coming?", "are they back yet".
      /^\W*(is|are) (he|she|they|the (seller|owner)) (coming|back|on (his|her|their) way|online|there yet|here yet)\b/,
      // Not the assistant, or the seller spoken to as such ("not the assistant", "talk to you directly").
      /\bnot (the|a|an|some|this|your) (assistant|bot|robot|ai|machine|auto ?reply)\b|\b(talk|speak|chat) (to|with) (you|u|ya) (directly|personally|in person|one on one|1 on 1)\b/,
      /\b(real|actual|live) (person|human|people|agent|seller|owner)\b|\b(stop|no more|enough( with)?|quit|turn off) (the |with the |your |these )?(auto[- ]?(replies|reply|responses?|answers?)|bots?|automated (replies|messages|answers))\b|\bare you (a )?(bot|robot|ai|human|real|machine)\b|\bhuman,? please\b|\bnot a bot\b/,
      /\b(want|need|prefer|like) (to talk to |to speak (to|with) )?(a |an )?(real )?(human|person|agent)\b/,
      // Whether the seller is there ("is sam around?", "is the owner there yet"), or asking them directly.
      /^\W*(is|are) (the (seller|owner)|(?!(it|this|that|there|they|she|he|the|a|an|any|your|ur|its)\b)[a-z]+) (around|there|here|online|available to (talk|chat))\b(?!.{0,20}\b(today|tonight|tomorrow|tmrw|this|morning|afternoon|evening|weekend|at \d|(mon|tues|wednes|thurs|fri|satur|sun)day)\b)/,
      /\b(ask|message|hear from|deal with) (him|her|them|the seller|the owner) (directly|personally|myself|himself|herself)\b/,
      // A call asked for, not a number: the seller answers in the chat ("can he give me a call instead").
      /\b(put|get) (me|us) (in )?(touch|contact)\b|\b(seller|owner|him|her|them) directly\b|\b(give|gimme) (me|us) a (call|ring|buzz|shout)\b|\b(call|phone|ring) me\b|\bhop on a call\b/,
      /\b(does|will|is|do) (the seller|the owner|he|she|they|sam) (ever |even |usually )?(reply|replies|respond|responds|answer|answers|get back|getting back)\b/,
      /\bhave (the seller|the owner|him|her|them|sam) (call|contact|message|msg|text|dm|write|ping|get back|reach)\b|\b(seller|owner) (to )?(get back|contact me|reply to me|respond to me)\b/,
    ],
  ],
  [
    'negotiation',
    [
      /\b(lowest|least|minimum|bottom)\b.{0,30}\b(accept|take|settle|go (down )?to)\b|\b(lowest|least|bottom)\b.{0,20}\b(he|she|they|seller|owner|you|u)\s+goes\b/,
      /\b(lowest|best|final|bottom|cheapest|least)\b.{0,20}\b(price|offer|deal|number|dollar|you('d|'ll| would| will|d|ll)? (take|do|go|accept|let|sell))\b/,
      // An amount in words ("would you do twenty two", "how about fifteen grand").
      /\b(do|take|accept|pay|give|offer|how about|what about|thinking)\b.{0,12}\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)\b(?!\s*(miles|minutes|mins|years|months|days))/,
      /\bwhat (would|will|'d|d|do) (you|u|ya|he|she|they|the seller|the owner) (take|accept|sell (it|her|him) for|let (it|her|him) go for|settle for)\b/,
      /\bhow low (can|will|would|could)\b|\b(let|sell) (it|her|him) go for\b|\bmeet (me )?in the middle\b|\bsplit the difference\b/,
      /\b(discount|cheaper|bargain|haggle|negotiat\w*|flexible on (the )?price|wiggle room|come down|knock (off|down|some)|knock\b.{0,20}\boff\b|(take|shave|chop)\b.{0,15}\boff (the )?(price|asking|for)\b|lower (the |your )?price|drop (the |your )?price|obo|o\.b\.o|(good|better|best|a) deal)\b/,
      /\b(would|will|could|can) (you|u|ya|the seller|he|she|they) (take|accept|do|consider|go)\b.{0,20}(\$|\d|less|lower|an? offer|anything|down|cash)/,
      /\b(make|making|send|sending|submit|accept|accepting|taking|any|my|an|best|cash|first) (an? )?(offers?|bids?)\b|\boffers?\b.{0,10}(\$|\d)|\bbid\b/,
      /\btrade\b|\btrade-?in\b|\bswap\b|\bthrow (in|it in|them in)\b|\bpay (full |your |the )?asking\b.{0,15}\bif\b/,
      /\$\s?\d|\b\d{1,3}(,\d{3})+ (cash|dollars|bucks)\b|\b\d+k (cash|dollars|bucks|firm)\b|\bcash today\b|\bhold (it|her|him|the car|the truck)\b|\bdeposit\b/,
      /\b(is|the) price (firm|fixed|negotiable)\b|\bprice negotiable\b/,
      /\b(firm|fixed|flexible|negotiable|set in stone)\b.{0,12}\b(price|number|asking)\b|\b(price|number|asking)\b.{0,12}\b(firm|fixed|flexible|negotiable|set in stone)\b|^\W*(is it |you )?(firm|negotiable|flexible)\W*$/,
      /\$?\d[\d,.]*\s*k?\s+(firm|negotiable|flexible|obo|or best offer)\b/,
      // An amount put forward ("i was thinking 13,500", "my budget is 13k", "meet me at 14.2").
      /\b(thinking|thought|offering|pay|give|spend|budget|afford|more like|counter)\b.{0,15}(\$\s?\d|\b\d{1,3}(,\d{3})+\b|\b\d{1,3}(\.\d+)?\s?(k|grand)\b|\b\d{4,6}\b)/,
      // An amount offered in cash, however short ("ill give u 12 cash right now", "13.5 cash today").
      /\b(give|pay|offer|hand)\b.{0,12}\$?\b\d{1,3}(\.\d+)?\s*(k|grand)?\s*(cash|dollars|bucks|now|today|right now|on the spot)\b|\b\d{1,3}(\.\d+)?\s*(k|grand)?\s+cash\b(?!\s*(only|or|and))/,
      /\bmeet (me )?at \$?\d{1,3}(\.\d+|,\d{3})\s*k?\b|\bmeet (me )?at \$?\d{2,3}\s*k\b/,
      // Room to move on the price, however it is said ("any room on price", "flexibility in the number").
      /\b(room|flex|flexibility|give|movement|play|leeway|budge)\b.{0,12}\b(on|in|with)\b.{0,8}\b(price|number|asking)\b/,
      // A counter in thousands without the "k" ("how about 23 then", "would you do 14.5"); 1 to 12 is an hour.
      /\b(how about|what about|would (you|u) (do|take)|will (you|u) (do|take)|can (you|u) do|could (you|u) do)\s+((around|about|like|maybe|say)\s+)?\$?(\d{1,3}(\.\d+)?\s*(k|grand)|(1[3-9]|[2-9]\d)(\.\d+)?)\W*(then|instead|cash|firm|tops)?\W*$/,
      /\bwhat (number|price|amount|figure)\b.{0,30}\b(say yes|work for|take it|accept|make (it|a) deal|happy|sell (it|to me))\b/,
      // A message that is only an amount ("14.5 then?", "how about 13,800", "$14k?"): an offer, whatever the car.
      /^\W*(ok(ay)?|so|well|hmm+|and|then)?\W*((how|what) about\s+)?\$?\s?(\d{1,3}(,\d{3})+|\d{1,3}\.\d+|\d{2,3}k|\d{1,3}\s?grand|\d{4,6})\s*(k|cash|firm|obo|dollars|bucks)?(\W*(then|instead|cash|ok|okay|tops|final|deal|firm|last offer))*\W*$/,
      // An amount called fair or asked to do ("14 is fair for that mileage", "is 14,500 ok", "would 13.5 work").
      /(\$\s?\d|\b\d{1,3}(,\d{3})+\b|\b\d{1,3}(\.\d+)?\s?(k|grand)\b|\b(1[3-9]|[2-9]\d)(\.\d)?\b(?!\s*(miles|mi|k miles|mpg|%|percent|years?|months?|owners?|keys?|seats?|inch|in\b|am|pm|o'?clock)))\s*(is|would be|seems|sounds|feels)?\s*(more than |very |pretty |totally )?(fair|reasonable|doable|ok|okay|good|enough|alright|acceptable|workable)\b|\b(is|would|will|does|could)\s+(\$\s?\d[\d,.]*\s*k?|\d{1,3}(,\d{3})+|\d{1,3}(\.\d+)?\s?(k|grand)|(1[3-9]|[2-9]\d)(\.\d)?)\s+(be )?(ok|okay|fine|good|doable|alright|work|enough|acceptable|fair)\b/,
      // A bare amount in thousands ("23k?", "what about 12.5k") is an offer, unless it counts miles.
      // Not after "at", "around", "since"…: "serviced around 60k", "anything due at 70k" count miles.
      /(?<!\b(at|around|before|after|since|past|every|due|until|by|over|under)\s)\b\d+(\.\d+)?\s?(k|grand)\b(?!\s*(mi|miles|km|kms|kilomet))/,
    ],
  ],
  [
    'booking',
    [
      /\btest[- ]?drives?\b|\btest it\b|\bdrive it\b/,
      /\b(take|taking) (it|her|him) (out )?(for )?(a )?(spin|drive|ride|rip|test|run|cruise)\b|\btake (it|her|him) out\b|\bgo for a (drive|spin|ride)\b/,
      // An hour of the day: "after 6 if possible", "around 5:30", "7pm".
      /\b(1[0-2]|[1-9])(:[0-5]\d)?\s?(am|pm)\b|\b(after|before|around|by)\s+(1[0-2]|[1-9])(:[0-5]\d)?\b(?!\s*(k|grand|[\d,.]|miles|mi\b|%|percent|years?|months?|owners?|keys?|seats?))/,
      // When suits the seller: "what time works for you", "when's a good time", "are you free tomorrow".
      /\bwhat (time|day)s? (works|is good|suits|would work|is best)\b|\bwhen('s| is)? (a )?good time\b(?! to (charge|change|service|replace|sell|buy|drive it in))|\bwhen (works|suits) (for )?(you|u)\b|\b(are|r) (you|u) (free|around|available|home) (today|tonight|tomorrow|tmrw|this|on|at|after|later|in the)\b/,
      /\b(see|look at|check out|view|inspect|visit) (it|the car|the vehicle|the truck|her|him)\b|\bviewing\b|\bin person\b/,
      /\b(check|look) (it|her|him|the (car|truck|vehicle)) (out|over)\b/,
      // A part of the day asked about or put forward ("this evening ok?", "tomorrow morning works?").
      /^\W*(ok(ay)?|so|or|and|maybe|what about|how about)?\W*((this|tomorrow|tmrw|(mon|tues|wednes|thurs|fri|satur|sun)day) )?(morning|afternoon|evening|night)\W*(ok|okay|work|works|good|fine|possible)?\W*$|\b(this|tomorrow|tmrw|(mon|tues|wednes|thurs|fri|satur|sun)day) (morning|afternoon|evening|night)\b.{0,12}\b(ok|okay|works?|good|fine|free|possible)\b/,
      // An hour put to the seller ("does 6 work for you", "would 7:30 be ok"): 1 to 12 is an hour, not an amount.
      /\b(does|would|will|is|could|can)\s+(1[0-2]|[1-9])(:[0-5]\d)?\s*(am|pm|o'?clock|ish)?\s+(be )?(work|suit|ok|okay|good|fine|alright)\b/,
      /\b(come|stop|drop|swing) (by|over|out|and see)\b|\bmeet (up|you|the seller|somewhere)\b|\bpick (it )?up\b|\bcome get\b/,
      /\b(appointment|book (a|an|it)|booking|schedule (a|an|it|time)|set up a time|reserve a (time|slot))\b/,
      /\bwhen can (i|we)\b|\bavailable (today|tonight|tomorrow|this (week|weekend|morning|afternoon|evening)|on (the weekend|mon|tue|wed|thu|fri|sat|sun)\w*|at \d)/,
      /\b(today|tomorrow|tonight|this weekend) (at|around|after)\b/,
      // A visit with a day: "can I come saturday", "swing by tmrw", "could we meet sunday".
      /\bcan (i|we) come\b|\b(come|stop|swing|drop|meet|pop)\b.{0,20}\b(today|tonight|tomorrow|tmrw|weekend|(mon|tues|wednes|thurs|fri|satur|sun)day|sat|sun)\b/,
      // A day or an hour on its own, or moving one, is about the viewing being arranged ("or thursday works too",
      // "this saturday maybe?", "can we make it 3 instead"); an hour is 1 to 12, an amount is larger or in thousands.
      /^\W*(ok(ay)?|cool|great|or|and|so|maybe|what about|how about)?\W*(this |next |on )?((mon|tues|wednes|thurs|fri|satur|sun)day|tmrw|tomorrow|tonight|the weekend|this weekend|next week)\b[^?]{0,25}\??$/,
      /\b((mon|tues|wednes|thurs|fri|satur|sun)day|tmrw|tomorrow|tonight)\b.{0,15}\b(works?|work for (me|you)|good|fine|ok|okay|better|free|possible|instead)\b/,
      /\b(make it|can we do|could we do|move it to|push it to|change it to|how about|what about)\s+((1[0-2]|[1-9])(:[0-5]\d)?\s*(am|pm|o'?clock)?|noon|(mon|tues|wednes|thurs|fri|satur|sun)day)(\s+(instead|then|ok|okay))?\W*$/,
      // Two days offered, a visit named, being free on a day ("saturday or sunday for the drive", "hes free tuesday").
      /\b((mon|tues|wednes|thurs|fri|satur|sun)day|weekend|tmrw|tomorrow)\b.{0,6}\b(or|and)\b.{0,6}\b((mon|tues|wednes|thurs|fri|satur|sun)day|weekend|tmrw|tomorrow)\b|\bfor (the|a) (test ?drive|drive|spin|viewing|look|inspection|visit|showing)\b|\b(free|available|open|off|around)\b.{0,10}\b((mon|tues|wednes|thurs|fri|satur|sun)day|tmrw|tomorrow|tonight|this weekend|the weekend)\b/,
      /\b(pre-?purchase|ppi)\b|\b(take|bring|drive) it to (a|my|an|the|your)( [a-z]+)? (mechanic|shop|garage|dealer|dealership)\b|\b(get|have) it (looked at|looked over|checked out)\b|\b(have|get) it (inspected|checked)\b|\bmy (mechanic|inspector)\b/,
    ],
  ],
];

export const POLITE: Record<Exclude<HandoffReason, 'unknown' | 'sla'>, string> = {
  private:
    "I can't share that. The seller's contact details, exact address and price limits stay private, and my rules don't change. The seller will see your message and can reply here in the chat.",
  human: "Of course. I've let the seller know you'd like to talk to them; they will reply here in the chat.",
  negotiation:
    "Price talk is between you and the seller. I've passed your message on; they will reply here, and you can also send an offer from the listing page.",
  booking: "I've asked the seller to arrange that with you. They will reply here in the chat to agree on a time.",
};

/** Long base64-looking runs: a way to smuggle instructions past word rules. */
const BASE64_RUN = /[A-Za-z0-9+/]{16,}={0,2}/g;

function decodedBase64(text: string): string[] {
  const out: string[] = [];
  for (const m of text.match(BASE64_RUN) ?? []) {
    if (!/[0-9+/=]|[A-Z].*[a-z].*[A-Z]/.test(m)) continue; // plain long words are not base64
    const decoded = Buffer.from(m, 'base64').toString('utf8');
    // Mostly printable text: someone encoded words on purpose.
    if (decoded.length >= 8 && /^[\x20-\x7e\s]+$/.test(decoded)) out.push(decoded);
  }
  return out;
}

/**
 * The words the rules turn on, for typo tolerance ("lowst price", "negotiabel", "adress", "apointment"): a word of
 * five letters or more that the engine does not know is also read as the nearest of these. Not "drive": "drove"
 * is a word, and "drove it" must not read as a booking.
 */
const GUARD_WORDS =
  `lowest cheapest negotiable negotiate negotiating discount bargain haggle offer offers wiggle deposit
  appointment schedule booking inspection inspect mechanic viewing weekend tomorrow tonight saturday sunday monday
  tuesday wednesday thursday friday person human someone somebody seller owner phone number email address street
  contact minimum reserve instructions ignore prompt system disregard pretend whatsapp telegram`
    .split(/\s+/)
    .filter(Boolean);

function correctedForGuard(text: string): string {
  return text.replace(/[a-z]{5,}/g, (w) => (isKnownWord(w) ? w : (correctWord(w, GUARD_WORDS) ?? w)));
}

/** Folds tricks that split words: "p h o n e", "e.m.a.i.l", zero-width characters, leetspeak; and typos. */
export function normaliseForGuard(text: string): string {
  let t = text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");
  t = t.replace(/\b[a-z]([ .\-_*])(?:[a-z]\1){2,}[a-z]\b/g, (m) => m.replace(/[ .\-_*]/g, ''));
  const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
  const unleeted = t.replace(/\b[a-z0-9@$]*[a-z][a-z0-9@$]*\b/g, (w) =>
    /\d/.test(w) && /[a-z]{2}/.test(w) ? w.replace(/[0134579@$]/g, (c) => leet[c] ?? c) : w,
  );
  // The corrected reading is added, never substituted: a correction can only add a hand-off.
  const corrected = correctedForGuard(unleeted);
  return `${t} ${unleeted === t ? '' : unleeted} ${corrected === unleeted ? '' : corrected}`
    .replace(/\s+/g, ' ')
    .trim();
}

export type GuardVerdict = { reason: Exclude<HandoffReason, 'unknown' | 'sla'>; text: string } | null;

/**
 * Asking to see pictures, a video or a document ("can I see more pics", "can you send the carfax") is a question
 * about the listing, not a request to meet: the booking rules do not apply to it (issue 15).
 */
const MEDIA_REQUEST =
  /\b(see|view|look at|check|send|show|share|post|upload|get|have)(\s+(?!(it|her|him|in|person|car|truck|vehicle|them)\b)[a-z'-]+){0,3}\s+(pics?|pictures?|photos?|images?|videos?|walk-?around|car ?fax|auto ?check|history report|reports?|records?|receipts?|paperwork|documents?|title|vin)\b/g;

/** The hand-off the buyer's message calls for, or null when an engine may answer it. */
export function guardIntent(message: string): GuardVerdict {
  const encoded = decodedBase64(message);
  if (encoded.length) return { reason: 'private', text: POLITE.private };
  const text = normaliseForGuard(message);
  // Booking rules read the message without its requests for pictures or papers ("can I come see it" still books).
  const withoutMedia = text.replace(MEDIA_REQUEST, ' ');
  for (const [reason, patterns] of RULES) {
    const read = reason === 'booking' ? withoutMedia : text;
    if (patterns.some((p) => p.test(read))) return { reason, text: POLITE[reason] };
  }
  return null;
}

/** The decision for a guarded message; handed to the seller (the SLA moves it to a concierge later). */
export function guardDecision(verdict: NonNullable<GuardVerdict>, engine: string): AssistantDecision {
  return {
    action: 'handoff',
    handoffTo: 'seller',
    reason: verdict.reason,
    text: verdict.text,
    citations: [],
    confidence: 1,
    engine,
  };
}
