/**
 * The words of the scam shield's families (decision 026), read on the normalised text (scam-normalise scanText).
 * Each is one kind of cue; scam-families.ts combines them, so none of these flags a message on its own.
 */

/** The deal happens face to face: payment at the bank, at the meet-up, after seeing the car. */
export const IN_PERSON =
  /\b(when (we|i|you) (meet|sign|pick it up|come)|in person|at (the|my|your) (bank|branch|credit union|meet-?up)|(together|while we'?re) at|at pickup|when i pick|(go|going|head|walk|meet)( over)? (to|at) (the|a|your|my) (bank|branch|post office|credit union)( \w+)? together)/;

/** Things that make a link a login or verification page, in the words around it. */
export const LOGIN =
  /\b(log ?in|login|sign ?in|signin|enter your (password|card|bank|details|login|credentials)|(verify|confirm) your (account|identity|details|email|bank)|credentials|password|card details|login required)\b/;

/** An unknown site offered as a report, a payment or a reservation page. */
export const LINK_BAIT =
  /\b(pay\w*|card|deposit|reserve|checkout|invoice|claim|accept|funds|money|carfax|autocheck|report|history|vin check)\b/;

/** Big brands whose name a fake protection program borrows (a payment app, a bank, a marketplace, a carrier). */
const BIG_BRAND =
  '(amazon|ebay|google|paypal|apple|facebook|meta|walmart|venmo|zelle|cash ?app|visa|mastercard|amex|american express|chase|wells fargo|bank of america|citi(bank)?|carvana|carmax|autotrader|cars\\.com|craigslist|offer ?up|revy|fedex|ups|dhl)';
/** A brand that protects, guarantees, covers or holds the money: "Google Wallet protects vehicle buyers". */
export const BRAND_PROTECTS = new RegExp(
  `\\b${BIG_BRAND}( \\w+){0,2} (protect\\w*|guarantee\\w*|insur\\w*|covers?|safeguard\\w*|secures? (the|your) (money|funds|payment|purchase)|(holds|keeps|will (hold|keep)) (it|the (money|funds|payment)|your (money|funds|payment)))\\b`,
);
/** Money kept by someone between the parties for a while: "they keep it during the 5 day inspection period". */
export const HELD_BETWEEN =
  /\b(middle ?man|intermediary|go-between)\b|\b(safe|secure|protected|trusted|guaranteed|insured|trust) ?(pay|payment|transaction|checkout|transfer|deal) (account|service|program|system|wallet|for cars)\b|\b(insured|protected|secure|safe|trust|holding) (payment )?(account|wallet)\b|\b(nobody|no one) (touches|can touch|gets|can access) (it|the (money|funds|payment))|\b(money|funds|payment) (stays?|sits?|remains?|is kept|is held|will be (kept|held)) (with|in|at|by)\b|\b(they|it|who|which|that) (release|releases|pay|pays) (it |the (money|funds|payment) )?to (me|you|the seller)\b[^.!?\n]{0,10}\b(after|when|once|until)\b|\b(inspection|trial|approval|review|holding|waiting|verification) period\b|\b(third[- ]party|independent|neutral)\b[^.!?\n]{0,30}\b(service|company|agent|account|platform)\b|\b(release|releases|hold|holds)\b (my|the|your) (money|funds|payment)\b[^.!?\n]{0,15}\b(after|when|once|until)\b|\b(they|it|who|which|that) (hold|holds|keep|keeps|secure|secures)( onto)? (it|the (money|funds|payment)|your (money|funds|payment))\b[^.!?\n]{0,30}\b(until|during|for|while|till)\b/;
export const ESCROW =
  /\b(escrow\w*|(vehicle|buyer|purchase) (purchase )?protection( program| plan| service)?|protect\w* (purchase|account|program|plan|payment|checkout)|secure (pay|checkout)|(amazon|ebay|google|paypal|apple|facebook|walmart) (pay\w* )?(vehicle|car|auto) (services?|protection|program|purchase)|(money[- ]back |purchase )?guarantee\w*|covers? (car|vehicle|auto)s?( sales?)?|revy (secure )?(pay|payments?|checkout|protection)|revy (offers|has|provides) (a )?(safe|secure|protected)|(vehicle|car) purchase (program|plan)|secure (payment|transaction) (service|company))\b/;
/** Escrow that is not a chat offer: a house's, one refused, or Revy's own asked about. */
export const ESCROW_HONEST =
  /\b((doesn'?t|does not|don'?t|do not|won'?t|will not|never|not|no|without) (\w+ ){0,2}(protect\w*|cover\w*|guarantee\w*|escrow)|(my|our|the|a) (house|home)|(house|home) (sale|closing|purchase|loan)|mortgage|closing|closes|refinanc\w*|when you bought|(no|not|any|without|never) (an? |any )?escrow|(does|do|is) revy|escrow (on|with|through|at|from) revy|revy'?s escrow|(not sure|unsure|no idea|asking) (about|of) escrow)\b|\b(on|through|with|by|at|from) revy ?\?/;
/** Revy's own payment option pointed to or asked about: removed before the escrow cues are read. */
export const REVY_ESCROW =
  /\b(the )?revy (payment|pay|checkout) (option|feature|system|button)s?\b|\b(does|do|will|would|can) (the app|revy|this (site|app)|the site)\b[^.!?\n]*\?|\b(the )?escrow (option|feature|button|setting)s?\b[^.!?,\n]{0,20}\b(here|on (revy|this site|the site|the app|the listing|the ad)|in the (app|listing|ad))\b|\brevy'?s? escrow\b(?! (agent|officer|department|dept|team|account|service|company|will|email|contact))|\bescrow (in|on|among) (the|revy'?s) (payment |checkout )?(options?|page|checkout)\b[^.!?\n]{0,15}(\bhow (does|do|would|will) (that|it|this|escrow|they) work( on (this site|here|revy))?)?/g;
export const ESCROW_SCAM = [
  /\b(ebay|amazon|google|paypal|facebook|walmart|apple)\b[^.!?\n]{0,40}\b(escrow|protect\w*|guarantee\w*|covers?|purchase (program|plan))/,
  /\bescrow\w*\b[^\n]{0,60}\b(agent|company|dept|department|account|invoice|instructions|release|hold|holds|deposit|funds|transfer|contact)/,
  /\b(agent|company|funds|money|payment|deposit)\b[^\n]{0,40}\bescrow/,
  /\b(through|thru|trough|via|with|use|using) (my|their|his|our|the|an?) (escrow|company)/,
  /\b(my|their|his|our) (own )?escrow/,
  /\b(pay\w*|send|deposit|wire|money|funds)\b[^\n]{0,30}\b(escrow|protect\w*|guarantee\w*|purchase (program|plan))/,
  /\b(hold|holds|keep|keeps)\b (your|the) (money|payment|funds)/,
  /\b(amazon|ebay|google|paypal|apple|facebook|walmart) (pay\w* )?(vehicle|car|auto) (services?|protection|program|purchase)/,
];

export const PENDING =
  /\b(pending|on hold|hold it|held|releas\w*|credit you|activate|goes through|approved|waiting for|frozen|froze|freez\w*|stuck|locked|until|credit\w*|once|as soon as|after|process(ing|ed)?|unlock\w*|sends? it when|when (the|you|your) [^.!?\n]{0,20}(entered|uploaded|added|confirmed|provided)|in (process|progress|review)|under review|clears?|cleared|awaiting|verif\w*|reflect\w*|complete\w*|show (up|in)|shows (up|in))\b/;
/** Proof the car (or an item) was sent: tracking, waybill, bill of lading, a shipment confirmed. */
export const TRACKING =
  /\b(tracking|track(ing)? (number|no|id|code|#)|(air ?)?way ?bill|bill of lading|consignment (number|note|no)|proof of (shipping|shipment|delivery|dispatch|postage)|(shipping|shipment|shipper|delivery|dispatch|courier|freight|carrier|transport)( company| agent| firm)? (info|information|data|receipt|number|code|id|confirmation|proof|details|label|slip|reference)|receipt number of shipping|shipment|(courier|carrier|driver|ups|fedex|dhl) scans?|scan\w* (the )?(package|parcel|shipment)|(package|parcel) (is )?scanned|shipping proof|proof (that )?(the )?(title|car|truck|vehicle|keys|item|papers) (was|were|has been|is) (sent|shipped|mailed|dispatched)|proof (that )?(you|u)( have|'ve| had)? (shipped|sent|mailed|dispatched)|(confirm|confirmation of|proof of) (the )?(shipment|shipping|dispatch|delivery|pickup|pick-up))\b/;
export const SEND_TRACKING =
  /\b(send|provide|give|upload|reply with|enter|add|submit|needs?|wants?|requires?|asks? for|waiting (for|on))\b[^.!?\n]{0,25}\b(tracking|(air ?)?way ?bill|bill of lading|consignment|proof of (shipping|shipment|delivery|dispatch|postage)|(shipping|shipment|dispatch) (receipt|label|confirmation|number|proof))\b|\b(wants?|needs?|requires?|asks? for)\b (the |a |your |me the )?(shipping |shipment )?tracking|\bbefore (the )?(money|payment|funds) (shows|arrives|appears|clears)/;
export const MONEY =
  /\b(transaction|(it|that|status|payment|transfer|app) (says|shows|showing|is showing|reads)( as)? pending|i (sent|paid|transferred) (it|you|the)|pay|payment|paid|funds|money|transfer\w*|zelle|paypal|cash ?app|bank|escrow)\b/;

const RISKY_PAY =
  '(gift ?cards?|crypto\\w*|bitcoins?|wires?( transfers?)?|wire transfers?|western union|money ?gram|zelle|venmo|cash ?app|paypal|checks?|cheques?|money ?orders?|deposits?)';
/** The writer refusing a risky payment: removed before the money families are read. */
export const PAY_REFUSED = new RegExp(
  `\\b(never|don'?t|do not|won'?t|will not|wouldn'?t|would not|can'?t|cannot|not going to|refuse to)( ever)? (pay|take|accept|use|do|send|deal)\\w*( (with|in|by|via|through|any))?( \\w+)? ${RISKY_PAY}((,| or| and| nor|,? or)+ ${RISKY_PAY})*(?! (goods|g ?& ?s|business|protection))|\\bno ${RISKY_PAY}((,| or| and| nor|,? or)+ ${RISKY_PAY})*\\b`,
  'g',
);
export const GIFT =
  /\b(gift ?cards?|razer gold|steam wallet|paysafe ?\w*|neosurf|prepaid (visa|mastercard|debit|cards?)|google play (credit|balance)|(itunes|steam|google ?play|ebay|target|vanilla (visa|mastercard|prepaid)|vanilla|razer|apple) (gift )?cards?|scratch (them|the cards?))\b/;
export const CRYPTO =
  /\b(bitcoins?|btc|crypto\w*|usdt|usdc|tether|ethereum|eth|litecoin|dogecoin|binance|coinbase|bitcoin atm|wallet address|crypto wallet)\b|\b(bc1|0x)[a-z0-9]{25,}/;
export const WIRE_ALWAYS =
  /\b(western union|money ?gram|remitly|worldremit|ria money|xoom|routing (and|&) account (number|no|#)|routing (number|no|#)|(your|ur) routing|account and routing|iban|swift code|transferwise|payoneer|skrill|(via|by|through|using|with|on) (wise|revolut)|(euro|foreign|overseas|offshore|international) (bank )?account|(your|ur) (online )?bank(ing)? (login|log-?in|password|credentials|username|user ?name|pin)|online banking (login|details|password)|(your|ur) (bank account|account number|bank details|banking details|bank info))\b|\bbank (account|details|info)\b[^.!?\n]{0,30}\b(so i can|to) (transfer|send|pay|wire|deposit)/;
export const WIRE_BY =
  /\b(by|via|through|with) (a |bank |international )?wire\b|\bwire (today|now|tonight|tomorrow)\b|\b(your|ur) bank (name|account|details|info)\b/;
export const WIRE =
  /\bwir(e|ed)\b[^\n]{0,12}\b(transfer|money|funds|payment|deposit|you|me|it|the|to|from|only)\b|\bwiring (the )?(money|funds|payment|deposit|transfer|it to|you|me)\b/;
export const PAY_APP = /\b(zelle|venmo|cash ?app|paypal|apple pay|chime)\b/;
export const FRIENDS =
  /\b(friends? ?(and|&|n) ?family|family ?(and|&|n) ?friends?|f ?& ?f|f ?n ?f|(as|mark\w* (it )?(as)?|select|choose|pick|under|tick) (a )?(family|friends?)( (member|payment))?|(friends?|family) (option|setting|mode|tab)|not (as )?(a )?business( payment)?)\b/;

export const DEPOSIT =
  /(\$ ?\d[\d,]*|\b\d[\d,]* ?%?) down\b|\b(deposit|down ?payment|hold(ing)? (fee|payment)|(pay|send|cover)\b[^.!?\n]{0,40}\b(fee|bill|charges?|invoice)|(pay|send) (something|a little|some|a bit)( small)?|(release|storage|delivery|transport|shipping|processing|admin\w*|handling|paperwork|booking|holding|registration) (fee|charge|deposit)|reserv\w* (fee|payment|deposit|charge|of)|(pay|send)( a| the)? (reservation|holding amount)|(viewing|inspection|booking|showing|appointment) (fee|payment|charge)|good faith|token (of|payment|amount|fee|deposit)|non-?refundable|refundable \$ ?\d+|pay (half|part|something|a little|some)( now| first| upfront)?|half now|advance payment|in advance|upfront|up front|\d+ ?% (now|first))\b/;
export const BEFORE =
  /\b(before (you |u |i |we |the )?(come|see|view|viewing|show\w*|inspect|inspection|visit|meet|test|test drive|give|send)|to (hold|reserve|secure|lock|keep|save|block)|(hold|lock|keep|save|reserve|block|set aside|put aside) (it|the car)( for you)?|reserv\w*|secure it|take (it|the ad|the listing) (off|down)|off (the )?(market|site|marketplace|listings?)|(mark|list|set|put|show) (it|the car|the truck|the ad|the listing)( as)? (pending|sold|reserved|on hold)|(bring|deliver|drop|drive|tow)(s|es)? (it|the car|the truck|the vehicle)( over| off)? (to (you|your)|over|for you)|for (a|the|your) (test drive|viewing|showing|inspection)|first come|someone else|other (buyers|people)|many (people|buyers)|refundable|serious|first|now|today|in advance|upfront|then (you|we|i) (can|set|arrange|schedule)|down before|after (you |u )?(pay|send|transfer)\w*|wasting (my|our) time|(delete|remove|pull|take down) the (ad|listing|post)|(it'?s|it is) yours|(car|truck|vehicle) is yours|(it )?stays yours|(and|then|so) (you|u) can (see|view|come|look|test|check)|to (come )?(see|view|look at|check out) (it|the car|the truck)|so (i|he|she|we|they) (know|knows|can be sure)|(you|u)( will|'ll)? (show|turn) up|to (confirm|book|secure|lock in) (the |your |an? )?(appointment|viewing|slot|spot|showing|visit|test drive)|(send|give) (you )?the (address|location))\b/;
export const AFTER =
  /\b((you|u) (saw|drove|test drove|have seen|'ve seen|inspected) (it|the car|the truck)|(since|now that) (you|u)('ve| have)? (seen|saw|driven|drove)|after (you('ve| have)? |i |we )?(see|seen|saw|the test ?drive|test driving|drive|decide|inspection|inspect|viewing)|once you('ve| have)? (seen|driven|decided)|when (you|we) (come|meet|see|pick)|(?<!(don'?t|not|n'?t|never) )(like|liked) it|no deposit|won'?t take money|not take money|no need to pay|(never|don'?t|do not|won'?t|wouldn'?t|not) (to )?(send|pay|give|put)( a| any)? (deposit|money)|(don'?t|do not|won'?t|not|never) (want|need|take|ask for|require|accept)( a| any)? (deposits?|money up ?front))/;
/** Money asked for first, without the word deposit: "whoever sends $400 first", "pay $250 first to get the address". */
export const PAY_FIRST = [
  /\b(pay|pays|send|sends|transfer|zelle|venmo|cash ?app)\b[^.!?\n]{0,40}\b(first|upfront|up front|in advance|right now|to hold|to reserve)\b/,
  /\b(whoever|the one who|first (one|person) (to|who)|the first (\w+ )?(who|to|that))\b[^.!?\n]{0,25}\b(pay|pays|send|sends|deposit)/,
  /\bto get the (address|keys|location)\b[^.!?\n]{0,40}\b(pay|send)\b/,
];
/** A deposit first, the car after: "pay a $200 deposit and he will show it to you". */
export const DEPOSIT_THEN_CAR = /\bdeposit\b[^.!?\n]{0,40}\b(show|see|view|address|location)\b/;
/** The reader asking about a deposit is not asked for one: "do you need a deposit to hold it?". */
export const DEPOSIT_QUESTION =
  /\b(do|would|will|should|can) (you|i) (need|want|require|take|accept|leave|put|pay)\b[^.!?\n]{0,30}\bdeposit|\b(is|are|will) (a |any |the )?deposit (be )?(needed|required|necessary)|\bneed(ed)? a deposit\?|\b(is|are|will|would) (the |a |any |your )?deposits? (be )?\w+[^.!?\n]{0,40}\?/;
/**
 * The writer offering their own deposit ("can I leave a deposit until I see it Saturday?") takes a risk; nobody is
 * asked to pay. A scam deposit is asked of the reader.
 */
export const DEPOSIT_OFFER =
  /\b(can i|could i|i can|i could|i'?ll|i will|let me|i'?d like to|should i|hold it with|if i (send|pay|transfer))\b(?:(?!\b(hold|keep|reserve|save|lock|block|mark|need|require|want|ask)\b)[^.!?\n]){0,25}(\b(deposit|half now|pay half)|\$ ?\d+)/;
/**
 * The car bought or held without being seen ("no need to see it", "sight unseen"): with money, a deposit scam even
 * when the writer offers to pay (the buyer's fake payment), unless it is refused.
 */
export const UNSEEN =
  /\b(no need to (see|view|inspect|look at|check)|(don'?t|do not|won'?t) (even )?(need|have) to (see|view|inspect|look at)|without (even )?(seeing|viewing|inspecting|looking at)|sight unseen|never (seen|see) it|no (viewing|inspection) needed)\b/;
/** Money asked of the reader: a payment verb with an amount, or a payment app. */
export const PAY_ASK =
  /\b(pay|send|transfer|zelle|venmo|cash ?app|paypal|chime|apple pay|google pay|(i|we) (require|need|want|ask for)|kindly (make|pay|send))\b/;
/** What a deposit is for: keeping the car for the reader, or letting them see it. */
export const HOLD_INTENT =
  /\b(hold|keep|(and|then|so) (you|u) can (see|view|come|look|test|check)|book\w*|so (i|he|she|we|they) (know|knows)|(show|turn) up|before (i |we )?(send|share|give|tell)( you)? (the|my) (address|location)|the location|(pics|photos|address|location) and (the )?(address|location|pics|photos)|reserv\w*|(mark|list|set|put|show) (it|the car|the truck|the ad|the listing)( as)? (pending|sold|reserved|on hold)|block|save|lock|secure|set aside|put aside|(it'?s|car is|truck is) yours|off the market|take (it|the ad) down|first come|before (you |i )?(see|view|come|give)|the address|today|now)\b/;
/** A fee charged just to see the car: money before the viewing by definition. */
export const VIEWING_FEE =
  /(\b(i|we) (charge|ask|require|need|take)\b[^.!?\n]{0,20}|\b(there'?s|there is|it'?s|it is|plus|with) an? (\$ ?\d+ )?|\b(pay|send|zelle|venmo|cash ?app)\b[^.!?\n]{0,20})\b(viewing|showing|appointment|test[- ]?drive|visit(ing|ation)?|look(ing)?) (fee|charge|payment)\b(?![^.!?\n]{0,20}\?)|\b(viewing|showing|appointment|test[- ]?drive|visit(ing|ation)?) (fee|charge) (is|of) \$ ?\d/;
export const AMOUNT = /(\$ ?\d|\d+ ?(dollars|usd|bucks)\b|\b\d{2,5}\b)/;

export const CHECK_STRONG =
  /\b((cashier'?s?|certified|bank|official|company|business|insurance|settlement|payroll|tax|refund|personal)[" ]{0,3}(check|cheque)s?|certified funds|cashier'?s? funds|money ?orders?|cheques?|bank draft)\b/;
export const CHECK_NOUN =
  /\b((your|the|my|a|his|her|their) check|by check|with a check)\b(?! engine| out| it| up| the| if| with| for (rust|leaks))/;
export const OVER =
  /\b(more than|over (the )?(asking|price|agreed|amount)|\d+ over|above (the )?(asking|price)|extra|excess|difference|balance|overpa\w*|refund|send back|wire back|return the|plus (the )?(shipping|transport|delivery|fees?|\$?\d+)|cover (the )?car (plus|and)|the rest|remaining|remainder|deduct|includ\w* (the )?(pickup|pick-up|shipping|transport|delivery|mover|driver|agent|fees?)( cost| fee)?|(that|the extra|his|their) (part|share|portion))\b/;
export const REMOTE =
  /\b(mail|mailed|mailing|courier|fedex|ups|usps|dhl|overnight|post|po box|ship\w*|send (it|you|them)|sent (by|to)|on its way|my (client|secretary|accountant|company|boss|agent|mover|shipper|transporter)|transport\w*|agent|shipper|mover|driver|pick ?up (cost|fee)|pickup (cost|fee))\b/;
export const GIVE_BACK =
  /\b(give|send|pay|wire|transfer|return)\b (me |him |her |them |us )?back\b[^.!?\n]{0,15}(\$|\d|the|cash)|\b(send|wire|transfer|give|pay|zelle|venmo)\b[^.!?\n]{1,20}\bback( (to|for)\b|\s*([.!,]|$))|\binstead of\b|\b(give|send|pay|hand|wire|transfer|return)( me| him| her| them| us)? (the )?(change|difference)\b|\bsign(ed|ing)? (it|the check|the cheque|them) over\b|\b(cash|deposit) (it|the check)\b[^.!?\n]{0,20}\b(send|wire|transfer|pay|give)\b/;
/** More than the price offered for nothing: "full asking + $500 for your trouble". */
export const OVERPAY_OFFER =
  /\b(asking|price)( price)? ?(\+|plus|and) ?\$ ?\d+|\$ ?\d+ (extra )?for (your|the) (trouble|time|inconvenience)/;
/** Money the writer says they overpaid, to be sent back: "I accidentally sent $3000 extra, refund the extra". */
export const REFUND_EXTRA =
  /\b(came|come|went|arrived) (in|through) (\$ ?)?\d[\d,]*k? (over|extra|too much)\b[^.!?\n]{0,30}\b(refund|return|send|wire)|\b(refund|return)\b[^.!?\n]{0,15}\b(the )?(difference|extra|excess|balance|rest|overpayment|change)\b|\b(accidentally|mistakenly|by mistake|in error|by error) (sent|paid|transferred|wrote|made out|issued)|\b(sent|paid|transferred|refunded) (you )?((\$ ?)?\d[\d,]*k? )?(extra|too much|more than|by (mistake|error|accident)|in error)|\b(refund|return|send|give|pay|wire|transfer)\b[^.!?\n]{0,20}\b(overage|surplus|overpayment)\b|\bsend (me )?back \$ ?\d/;
export const REFUND_REST =
  /\bkeep (\$ ?)?\d[\d,]*k?( dollars)?\b[^.!?\n]{0,30}\b(send|wire|pay|give|forward|transfer)\b[^.!?\n]{0,10}(\$ ?)?\d|\b(refund|send back|return|wire back|give back|send|pay)\b[^\n]{0,20}\b(the )?(difference|extra|excess|balance|rest)\b[^\n]{0,20}\b(to|back)\b|\b(send|give|pay|wire|transfer|return)( me| him| her| them)? back the (difference|extra|excess|balance|rest|change)\b/;

export const AGENT =
  /(\b(my|our|the|his|a|(\w+ )?(husband|wife|son|daughter|brother|sister|father|dad|mother|mom|boss|cousin|uncle|friend|client|company|buyer)'s) |^)(dispatcher|dispatch (team|guy|driver)|shipper|shipping (company|agent|agency)|transport(er|ation)? (company|agent|agency|service)|transporter|mover|movers|moving company|carrier|car hauler|hauler|tow ?truck|towing (company|service)|tow company|(pick ?up|pickup|tow|towing) (company|service|firm)|pick ?up agent|agent|logistics (company|agent|partner)|haulage (firm|company)|haulier|(trucking|shipping|transport|towing|haulage|moving) (firm|company)|driver(?= (with|will|comes|coming|to (pick|collect|get|take)))|(pick ?up|pickup|transport|tow|towing|shipping|delivery|logistics|freight) (guy|man|person|people|driver|team|crew)|driver (my|our|his|the) (company|agent|shipper|boss) (sends|will send|hired)|(shipping|transport|logistics) partner|(freight )?forwarder|exporter|export (agent|company)|clearing agent|shipping line|courier|delivery (company|agent|partner)|car shipping company)\b/;
export const AGENT_ACT =
  /\b(invoic\w*|bills (you|u)|takes? (only )?(payment|money|cash)|arriv\w*|export\w*|charg\w*|fees?|(you|u|please|pls|kindly|just) (\w+ )?(pay|send|cover|front|give)|pick|picks|picking|pickup|collect\w*|come (get|for)|take the car|load|handle\w*|arrang\w*|deliver\w*|ship\w*|releas\w*|contact\w*|bring\w*|come (get|for|to (get|pick|collect|take))|coming (for|to get)|with (a|the|his|my) (trailer|flatbed|truck)|flatbed|(will|gonna|going to) come (grab|get|collect|pick|load|take|tow|haul|for)|keys|comes|coming (for|to))\b/;
/** Shipping declined: "I'm not able to ship it", "pick up only", "no shippers". */
export const NO_SHIP =
  /\b((have|get) it shipped( home)? myself|you arrange the (transport\w*|shipp\w*|carrier|hauler|truck)|(not able|unable|can'?t|cannot|won'?t|will not|don'?t|do not) (to )?(ship|deliver|use a (shipper|carrier))|no (shipping|shippers|carriers|transporters)|pick ?up only|local (pick ?up )?only|(i'?m|i am) local|only (buy|sell|deal) local\w*|(buy|sell) local only|(not|won'?t|never|don'?t|do not) (release|hand|give|sell)( (over|off))?( the (car|truck|vehicle)| it)? to an? (transport|shipp|carrier|hauler|tow|agent|driver|third)\w*|(after|once) (seeing|i see|i'?ve seen|i have seen|i saw|i test drive|i drive) (it|the (car|truck|vehicle))\b|after the (test drive|inspection))\b/;
export const COMPANY_COMES =
  /\b((transport|shipper|carrier|hauler|tow truck|towing|driver|truck)\b[^.!?\n]{0,25}\b(i|we) (booked|hired|arranged|sent)|(i|we) (booked|hired|arranged)\b[^.!?\n]{0,20}\b(transport|shipper|carrier|hauler|tow|truck)|(auto|car|vehicle) transport\w*\b[^.!?\n]{0,30}\b(will|to) (come|collect|pick|get|load)|freight (company|forwarder|agent)|(company|firm|agent|service|driver|carrier|hauler|shipper|transporter)\b[^.!?\n]{0,20}\bwill (collect|pick|come|load|take))/;
export const SEND_HAULER =
  /\b(send|arrange|hire|hired|book|sending|arranging) (a |the |my )?(dispatcher|tow|shipper|transport|carrier|hauler|towing|flatbed|trailer|car carrier|pickup (service|truck))/;
export const CAR_HELD =
  /\b(car|vehicle|truck) is (already )?(at|with|in) (the |a |my )?(shipping|storage|transport|port|logistics|warehouse|agent)/;

const FAR_STRONG =
  '(overseas|abroad|out of (the )?country|offshore|oil rig|on a rig|(rig|platform|ship|vessel) for|on (an? |the )?(\\w+ )?(rig|platform|vessel|tanker)|on an? (\\w+ )?(ship|boat)|at sea|sea ?man|cargo ship|deployed|deployment|stationed)';
const FAR_WEAK =
  '((\\d{1,2},\\d{3}|\\d{3,4}|thousands? of|hundreds of) (miles|km|kilometers) away|military|army|navy|marines?|air force|soldier|out of state|pipeline|(in|to) (the )?(uk|england|london|germany|canada|dubai|nigeria|ghana|france|spain|italy|japan|korea|australia|europe|asia|africa|mexico|philippines|malaysia|china|india|turkey|poland|qatar|saudi|kuwait|iraq|afghanistan|alaska|hawaii|uae|oman|bahrain|singapore|thailand|vietnam|indonesia|brazil|argentina|russia|ukraine|israel|egypt|(the )?middle east|the gulf|north sea|south america|central america|caribbean|south africa|kenya|ireland|scotland|netherlands|belgium|sweden|norway|denmark|switzerland|austria|portugal|greece|new zealand|hong kong|taiwan|pakistan|bangladesh|jamaica|iceland|abu dhabi|doha|riyadh|lagos|abuja|accra|nairobi|manila|kabul|baghdad|seoul|tokyo|okinawa|guam|sydney|toronto|vancouver|alberta|ontario|london|paris|berlin|madrid|rome|istanbul|dublin|warsaw|kyiv|bucharest|johannesburg|cape town|kuala lumpur|jakarta|bangkok|mumbai|karachi|dhaka))';
const SELF =
  "(i am|i'm|im|i m|am currently|currently|presently|right now|at the moment|i live|i work|working|serving|posted|based|on duty|on (a )?(tour|assignment|mission|contract)|on an? (\\w+ ){0,3}(contract|assignment|tour|posting)|i moved|i've moved|i relocated|i got|we are|we're|we relocated|we moved|i have been|i was (transferred|relocated|deployed|posted|sent)|(i|we) (just |recently )?(got|have been|'ve been|were) (transferred|relocated|posted|reassigned|moved)|^(\\w+ )?(deployed|stationed|relocated|posted|transferred|working|living|based|currently|serving|moved|on))";
/** Someone else far away ("my husband is on a ship") counts only with a remote-deal cue: families visit too. */
const OTHER = '(my|our) (husband|wife|son|daughter|brother|sister|father|mother|client|boss|cousin) is';
/**
 * Talk about scams, not one: a warning, a scam someone else tried, a promise never to ask ("I heard about scams where
 * people ask for codes", "someone claiming to be you", "I will never ask you for a code"). Removed before the families
 * are read, a sentence at a time; "this is not a scam" is not talk about scams.
 */
export const SCAM_TALK =
  /\b(heard|read|know|warned) (about|of) scams\b|\b(a|had a|got a|gotten a) scam (message|text|call|email)\b|\bclaiming to be (you|me)\b|\b(someone|somebody|a (guy|man|woman|person|buyer|seller)|people)\b[^.!?\n]{0,120}\b(i|we) (said no|refused|declined|ignored (it|him|her|them)|turned (it|him|her|them) down)\b/;
export const NOT_A_SCAM = /\b(not|no|isn'?t|ain'?t) (a )?scam/;
export const NEVER_ASK = /\b(i|we) (will|would|'ll)? ?never ask (you )?for\b[^.!?,\n]*/g;
/** Plans and the past are not "far away now": "deployed next spring", "moving abroad in August", "I'm home now". */
export const FAR_NOT_NOW =
  /\b(next (week|month|year|spring|summer|fall|winter)|in (a few|\d+|two|three) (weeks|months)|in (january|february|march|april|may|june|july|august|september|october|november|december)|(moving|going|leaving|heading|i'll be|will be) (abroad|overseas|to)|(i'?m|i am) (home|back)( now| on leave| until| till| for| this (week|month)| today| these days)|back home now|(moved|came|got|just|am|i'?m) back|back from|returned (from|home)|now that (i'?m|im|i am) (home|back)|two weeks off|until|when i('m| am)? back|i'll be back|back (home )?(on|next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(she|he|they|we|i) will come (see|to see|look)|come see it with me)\b/;
export const FAR_SELF_STRONG = new RegExp(`\\b${SELF}\\b[^.!?\\n]{0,30}\\b${FAR_STRONG}`);
export const FAR_SELF_WEAK = new RegExp(`\\b${SELF}\\b[^.!?\\n]{0,45}\\b${FAR_WEAK}\\b`);
export const FAR_OTHER = new RegExp(`\\b${OTHER}\\b[^.!?\\n]{0,30}\\b(${FAR_STRONG}|${FAR_WEAK})`);
export const FAR_REMOTE_STRONG =
  /\b(agent|deliver\w*|ship(ping|ped|per|s)\b|ship (it|the car|the truck|to you)|transport\w*|storage|without seeing|can'?t (come|meet|show|see)|cannot (come|meet|show|see)|sell (it )?(fast|quick\w*|asap|urgent\w*)|need(s)? to sell|must sell|quick sale|(car|truck|vehicle|it) is (already )?(at|on|in) (the|my|a) (base|port|depot|storage|warehouse|airport))\b/;
/** The deal stays remote whatever else is said: someone else collects, it is shipped, nobody can meet. */
export const FAR_REMOTE_HARD =
  /\b(agent|deliver(y|ed|s)|ship(ping|ped|per|s)\b|ship (it|the car|the truck|to you)|transport\w*|without seeing|(can'?t|cannot|unable to) (come|meet|show|see))\b/;
/** A base at home ("stationed at Fort Cavazos", "based at Lackland AFB") is local: it is read as "stationed locally". */
export const HOME_BASE =
  /\b(stationed|based|posted|serving|station) (at|in|on|near|out of) (fort|ft\.?|camp|joint base|jb|naval (station|base|air station)|nas|mcas|the base|(\w+ ){1,2}(afb|air force base|naval station|naval base|army base|marine corps base))\b/g;
/** The writer coming over to see the car: "can drive over Saturday", "can I come see it". */
export const LOCAL_VISIT =
  /\b((?<!\b(you|u|agent|he|she|they|who) )can (come )?(see|view|check out|look at|test drive) (it|the car|the truck)|(you|u) can (see|view|look at|check out|inspect|test drive) (it|the car|the truck|the title|them)( \w+)? (in person|here|any ?time|any day)|(i|we|but|and) (can|could|will|am able to) (drive|come|stop|swing|head|meet|be there)|(i'?ll|we'?ll) (drive|come|stop|swing|meet)|(can|could|may) (i|we) (come|drive|stop|swing|see|look|meet|test)|available to (show|meet)|(can|could|will) (show|meet)( you)?( it)? (any|this|today|tomorrow|on|in person|at))\b/;
export const FAR_REMOTE =
  /\b(agent|ship\w*|transport\w*|can'?t (come|meet|show|see)|can ?not|unable|without seeing|storage|my (wife|son|brother|mother|daughter|husband) will|pick ?up|pick (it|the car) up|collect\w*|(in|near) your (state|city|area|town)|(my )?friend (can|will)|as is|by mail|for my (brother|son|daughter|wife|husband|mother|mom|father|dad|sister|nephew|niece|cousin|family)|on (a )?contract|cheap|low price|below (value|market)|quick sale|urgent\w*|must sell|need(s)? to sell|when i come back|not local|(car|truck|vehicle) is (at|with|in) (my|a|the)|(my|our) (cousin|friend|brother|sister|mother|father|wife|husband|son|daughter|uncle) (has|will|is keeping|keeps)|no way to (see|come|meet|view|look)|(good|fine|ok|okay|happy) with the (pics|photos|pictures)|(pics|photos|pictures) are (enough|fine|good)|(car|truck|vehicle|it) is still (in|at|here|there|with)|(car|truck|vehicle) still (in|at|here|there)|have to sell|has to go|(?<!\b(not|never|won'?t|will not|don'?t|do not|wouldn'?t|can'?t|cannot)\b[^.!?,\n]{0,20})(without (an? |any )?(inspect\w*|viewing|seeing it)|no inspection|(for|to) export|exporting)|from (abroad|overseas|here)|decide (fast|quick\w*|now|today)|(limited|little|no) (internet|signal|network|access)|internet only)\b/;

const ID_WORD =
  /\b(driver'?s? ?l[iy][cs]{1,2}en[cs]e|drivers? l[iy][cs]{1,2}en[cs]e|driving l[iy][cs]{1,2}en[cs]e|l[iy][cs]{1,2}en[cs]e(?! plate)|identity (card|document)|id document|national id|residence permit|green card|dl|id|i\.d\.?|id card|identification|passport|state id|proof of identity|insurance card)\b/;
const PHOTO =
  /\b(photo ?cop(y|ies)|xerox|photos?|pics?|pictures?|images?|scans?|scanned|cop(y|ies)|selfies?|snap|upload|screenshots?|front and back|both sides)\b/;
const ID_SRC = ID_WORD.source;
const PHOTO_SRC = PHOTO.source;
/** A photo and an ID in the same sentence, not the writer's own ("a picture of my license" is offered, not asked). */
export const ID_NEAR_PHOTO = [
  new RegExp(`${PHOTO_SRC}[^.!?\\n]{0,40}(?<!\\bmy )${ID_SRC}`),
  new RegExp(`(?<!\\bmy )${ID_SRC}[^.!?\\n]{0,30}${PHOTO_SRC}`),
];
/** Any ID and photo in one sentence, the writer's own included. */
export const ID_NEAR_PHOTO_OWN = new RegExp(
  `${PHOTO_SRC}[^.!?\\n]{0,40}${ID_SRC}|${ID_SRC}[^.!?\\n]{0,30}${PHOTO_SRC}`,
);
export const ID_ASK = /\b(send|text|email|upload|share|give|need|require|forward|snap|take)\b/;
/** Identity details asked for in writing: the licence number, the date of birth. */
export const ID_DETAILS =
  /\b(your|ur) (driver'?s? )?(license|licence|dl|passport|id) (number|no|#)|\b(your|ur) (full )?(date of birth|dob|birth ?date)|mother'?s maiden name/;
export const SSN =
  /\b(social security( number)?|ssn|(your|ur) social( number| #)?\b(?! media| account| profile| handle| page))\b/;

export const NOT_A_CODE =
  /\b(zip|gate|paint|error|trouble|engine|promo|discount|area|door|alarm|radio|obd2?|dtc|garage|building|lockbox|parking|wi-?fi|entry|access|key ?box) ?codes?\b|\bcodes? p\d+|\bdrop (me )?a pin|pin (the|your) location/g;
export const CODE =
  /\b(codes?|otp|pin|pin number|pass ?codes?|pass ?keys?|2fa|two[- ]factor|tokens?|one[- ]?time (code|password|pin|pass ?code)|(auth|authentication|login|log-?in|sign-?in) (code|number|pin|key)|(verification|confirmation|security) (number|code|pin)|(\d|four|five|six)[- ]?(digits?|numbers)( code| number| pin)?)\b/;
export const CODE_CONTEXT =
  /\b((from|on|to) (your|ur) (phone|email|e-mail|cell|number|mobile)|verif\w*|confirm\w*|security|secure|otp|one[- ]?time|google( voice)?|sms|text(ed)?|sent (to )?(your|ur|you)|(sent|texted|emailed|messaged)\b[^.!?\n]{0,20}\bto (your|ur|you)|got|gotten|get|receive\w*|came|prove|real|legit|scam\w*|bot|register|unlock|authenti\w*|log-?in|sign-?in|account|2fa|two[- ]factor|by (sms|text|phone|email)|via (sms|text|phone|email))\b/;
/** A message sent to the other person's phone or email, asked back: "what does the text say", "send me those numbers". */
export const CODE_RECEIVED =
  /\b(sent (to )?(your|ur) (phone|email|number|cell)|(you|u) (will |should |just )?(get|got|receive\w*)|(text|sms|message) (from|with)|from google|in the (sms|text)|i (made|had) (them|google|it) send|what (does|did) the (text|sms|message) say|reply with what|(will )?come to (you|your phone|ur phone)|(will|gonna|is going to) (send|text) (you|u)\b|send\w*\b[^.!?\n]{0,25}\bto (your|ur) (phone|cell|number|email|mobile)|coming to (you|your phone))/;
export const CODE_THING = /\b(codes?|numbers?|digits|pin|otp|text|sms|confirmation|verification)\b/;
export const CODE_PURPOSE =
  /\b(verif\w*|confirm\w*|security|real|prove|secure|google|book\w*|finali\w*|unlock|register)/;
export const CODE_ASK =
  /\b(send|give|tell|read|share|forward|reply|pass|type|copy|paste|enter|what('?s| is| was)?|which|provide|(i|we) (need|require|want)|need (you|u) to)\b/;

export const APPS =
  /\b(wh?ats? ?ap+|wa\.me|tele ?gram|t\.me|wechat|we chat|kik|viber|line app|imessage|hangouts|google chat|(facebook|fb) messenger|signal app|on signal|(to|onto|over to) signal|via signal|signal me|add me on signal|signal number|snapchat|(your|ur|my) (snap|ig|insta|instagram|facebook|fb)|(on|add me on|dm me on|message me on) (ig|insta|instagram|snap|facebook|fb)|(add|dm|follow) me\W{0,3} ?(on )?(snap\w*|ig|insta\w*|facebook|fb|telegram|tg|kik|tiktok|twitter)|(snap\w*|ig|insta\w*|telegram|tg|kik|tiktok|twitter)\W{0,3}@[a-z0-9_.]{3,})\b/;
const APP_NAME =
  '(wh?ats? ?ap+|tele ?gram|signal|wechat|we chat|kik|viber|snap ?chat|snap|instagram|insta|ig|facebook|fb|messenger|imessage)';
const APP_LIST = `${APP_NAME}((,| or| and| nor|,? or| and or)+ ${APP_NAME})*`;
/**
 * An app named without moving to it: refused ("I don't use WhatsApp", "rather here than Telegram"), a car feature
 * ("CarPlay shows WhatsApp"), a warning about someone else ("someone on WhatsApp pretending to be you"). Removed
 * before APPS is read; a refusal never reaches past a comma, so "don't worry, add me on WhatsApp" still flags.
 */
export const APP_NOT_A_MOVE = new RegExp(
  [
    `\\b(than|instead of)\\b(?![^.!?,;\\n]{0,15}\\b(app|site|revy|here|chat)\\b)[^.!?,;\\n]{0,15}?\\b${APP_LIST}\\b`,
    `\\b(don'?t|do not|never|no longer|not|won'?t|will not|can'?t|cannot|no)\\b(?![^.!?,;\\n]{0,25}\\b(me|my|so|but|just|please|pls|add|text|message)\\b[^.!?,;\\n]{0,10}${APP_NAME})[^.!?,;\\n]{0,25}?\\b${APP_LIST}\\b`,
    `\\b(pretend\\w*|impersonat\\w*|fake|scam\\w*|someone|somebody|some guy|a guy|people)\\b[^.!?\\n]{0,30}\\b${APP_LIST}\\b|\\b${APP_LIST}\\b[^.!?\\n]{0,40}\\b(pretend\\w*|impersonat\\w*|fake account|not me|report)`,
    `\\b(carplay|android auto|stereo|screen|display|infotainment|head ?unit|supports?|bluetooth)\\b[^.!?\\n]{0,30}\\b${APP_LIST}\\b|\\b${APP_LIST} (groups?|reads|messages show|notifications|integration|and maps|works)\\b`,
    `\\b(saw|seen|found|posted|listed)\\b[^.!?,;\\n]{0,30}?\\bon ${APP_LIST}\\b(?! (me|number))`,
  ].join('|'),
  'g',
);
export const CONTACT =
  /\b(te?xt me(?! here)(?![^.!?\n]{0,25}\b(here|in (the|this) (chat|app)|on revy)\b)|txt me|text (u|you) (my|the)|te?xt (at|on) \d|send me a text|shoot me a text|hit me up|call me(?! (old|crazy|paranoid|picky|cautious|a))|call or text|call\/text|my ((cell ?phone|cell|phone|mobile|whatsapp|home|work) ?(number|no|#)?|number|no|#)( is)?:? ?(\+|\(|\d|zero|one|two|three|four|five|six|seven|eight|nine)|(your|ur) (cell|phone|mobile|whatsapp) (number|no|#)|(what'?s|give me|send me|share|drop|leave)( me)? (your|ur) (cell|phone|mobile|number|whatsapp|#|digits|contact)|on wa\b|(continue|talk|chat|contact|reach|write|move)( me| you| this| the (chat|conversation))? (by|via|over|on|through|to) (e-?mail|mail|text|sms|phone)|(move|switch|continue) (this|the (chat|conversation)|things) (to|over to|onto|on|elsewhere|somewhere)\b|(this|the) (chat|app|site) (is not|isn'?t) (private|secure|safe)|(message|text|call|reach|contact|write to) me (at|on) (the|my) number|the number (in|on) my (profile|bio|photo|pic|ad)|(best|good|easiest|quickest) number to (reach|call|text|contact)|(talk|speak|chat) (by|on the|over the) phone|reach me (at|on|by|directly)|contact me (at|on|by|directly|via)|e-?mail me|(send|shoot|drop|write) (me )?an? e-?mail|mail me|my e-?mail( address)? ?(is|:)|(what'?s|send|give|share|drop|leave)( me)? (your|ur) ((personal|private|direct|real|best|own|work) )?e-?mail|(what'?s|what is|whats) (your|ur) (e-?mail|number|cell|phone number|whatsapp|telegram|ig|insta|snap)|(your|ur) e-?mail( address)?(?=\?)|email address|gmail|yahoo|hotmail|outlook|icloud|aol|(off|outside( of)?) (this|the) (app|site|platform)|(another|other|different) (platform|app|site|website)|(via|by|through|over|on|to) (my|your|ur) (e-?mail|whatsapp|cell|phone number|number)|(your|ur) (paypal|zelle|venmo|cash ?app) (e-?mail|address|account|tag|info|details)|outside revy|not (always )?(online|on) here|don'?t (use|check) this (app|site)|away from (the|this) app|not on here( often)?|(?<!\b(lender|bank|credit union|financ\w*|loan company)( can| will| would| could| may)? )pay (me|you) directly)\b/;
