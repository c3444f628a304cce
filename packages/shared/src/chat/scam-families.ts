import type { ScamFamily } from './chat.schema';
import { digitText, foldText, scanText } from './scam-normalise';
import { findEmails, findLinks, findPhones, isOfficialHost, loginPath, lookalikeReason } from './scam-links';
import {
  AFTER,
  AGENT,
  AGENT_ACT,
  AMOUNT,
  BRAND_PROTECTS,
  APPS,
  APP_NOT_A_MOVE,
  BEFORE,
  CAR_HELD,
  CHECK_NOUN,
  CHECK_STRONG,
  CODE,
  CODE_ASK,
  CODE_CONTEXT,
  CODE_PURPOSE,
  CODE_RECEIVED,
  CODE_THING,
  COMPANY_COMES,
  CONTACT,
  CRYPTO,
  DEPOSIT,
  DEPOSIT_OFFER,
  DEPOSIT_QUESTION,
  HOLD_INTENT,
  DEPOSIT_THEN_CAR,
  ESCROW,
  ESCROW_HONEST,
  ESCROW_SCAM,
  FAR_NOT_NOW,
  FAR_OTHER,
  FAR_REMOTE,
  FAR_REMOTE_HARD,
  FAR_REMOTE_STRONG,
  FAR_SELF_STRONG,
  FAR_SELF_WEAK,
  FRIENDS,
  GIFT,
  GIVE_BACK,
  HOME_BASE,
  HELD_BETWEEN,
  ID_ASK,
  ID_DETAILS,
  ID_NEAR_PHOTO,
  ID_NEAR_PHOTO_OWN,
  IN_PERSON,
  LINK_BAIT,
  LOCAL_VISIT,
  LOGIN,
  MONEY,
  NO_SHIP,
  NOT_A_CODE,
  OVER,
  OVERPAY_OFFER,
  PAY_APP,
  PAY_ASK,
  PAY_REFUSED,
  PAY_FIRST,
  PENDING,
  REFUND_EXTRA,
  REVY_ESCROW,
  REFUND_REST,
  REMOTE,
  SEND_HAULER,
  SEND_TRACKING,
  SCAM_TALK,
  NEVER_ASK,
  NOT_A_SCAM,
  SSN,
  TRACKING,
  UNSEEN,
  VIEWING_FEE,
  WIRE,
  WIRE_ALWAYS,
  WIRE_BY,
} from './scam-cues';

/**
 * The scam shield's families (decision 026). Each family is a combination of cues read from the normalised text,
 * so a lone money word or a lone "check" never flags: a deposit is flagged with a before-seeing-it cue, a check with
 * a mailed-or-more-than-the-price cue, a code with a verification cue and a request for it. Honest payment at a
 * meeting ("at the bank when we meet") takes the edge off the money families.
 */

const any = (t: string, ...res: RegExp[]) => res.some((re) => re.test(t));
/** Money sent somewhere: what makes a protection program more than talk. */
const MONEY_MOVES = /\b(send|sent|pay|paid|deposit|transfer\w*|wire|money|funds|payment)\b/;

export type Cues = { t: string; folded: string; hasLink: boolean; badLink: boolean; escrowLink: boolean };

export function readCues(text: string): Cues {
  const t = scanText(text);
  const folded = foldText(text);
  const links = findLinks(folded).filter((l) => !findEmails(folded).some((e) => e.endsWith(l.host)));
  const bad = links.filter((l) => lookalikeReason(l) !== null || loginPath(l));
  const unofficial = links.filter((l) => !isOfficialHost(l.host));
  return {
    t,
    folded,
    hasLink: links.length > 0,
    badLink: bad.length > 0 || (unofficial.length > 0 && (LOGIN.test(t) || LINK_BAIT.test(t))),
    escrowLink: links.some((l) => /escrow|protect/.test(l.host) && lookalikeReason(l) !== null),
  };
}

/**
 * A sum the size of a deposit (20 to 1,999 dollars, or a percentage), not a car's price: "$300", "500 dollars",
 * "pay 250", "10%". "$18,000", "16k" and "2019" are not.
 */
function hasDepositSizedSum(folded: string): boolean {
  const sums = [
    ...folded.matchAll(/\$ ?(\d[\d,]*)(k\b)?/g),
    ...folded.matchAll(/\b(\d[\d,]*) ?(dollars|usd|bucks)\b/g),
    ...folded.matchAll(
      /\b(?:pay|send|transfer|need|want|require|zelle|venmo|cash ?app)\w* (\d[\d,]*)\b(?! ?(k|miles|am|pm))/g,
    ),
  ];
  if (/\b\d{1,2} ?(%|percent)/.test(folded)) return true;
  return sums.some((m) => !m[2] && Number(m[1]!.replace(/,/g, '')) >= 20 && Number(m[1]!.replace(/,/g, '')) < 2000);
}

/** Revy's own checkout accepted, whatever it is called: "escrow through the app is fine, whatever revy offers". */
const REVY_ESCROW_ACCEPTED =
  /\bescrow (through|via|in|on) (the app|revy)\b[^.!?\n]{0,40}\bwhatever (revy|the app|the site) (offers|has|provides)\b/g;
/** A bank or lender named as the one paying. */
const LENDER_PAYS = /\b(bank|lender|credit union)\b[^.!?\n]{0,60}\bpay (you|u) directly\b/;
/** The writer refusing to pass on a code: "I'll never share a verification code". */
const CODE_REFUSED =
  /\b(never|won'?t|will not|don'?t|do not|wouldn'?t)( ever)? (share|give|send|read|forward)\w*( out)?( a| any| the| my)?( verification| security| confirmation)? codes?\b/g;
/** A code request someone else sent, reported to the reader: "someone texted me asking for a code, is that you?". */
const CODE_REPORTED =
  /\b(someone|somebody|a (stranger|number|guy))\b[^.!?\n]{0,30}\b(texted|messaged|called|emailed)\b[^.!?\n]{0,20}\basking (me )?for (a|the|my) codes?\b[^?\n]{0,40}\bis (that|this) (you|u)\b/g;
/** Money moving in the same message as a gift card or crypto: paying, sending, buying, an amount, a wallet. */
const PAY_MOVE =
  /\b(pay\w*|send\w*|sent|buy|buying|purchase|accept\w*|take|takes|taking|transfer\w*|deposit\w*|wallets?|address|atm|load\w*|scratch\w*|codes?|numbers?|receipts?|pics?|photos?|picture|only|prefer\w*|via|worth|dollars|usd|bucks|price|cost|funds|money|rest|balance|amount|convert\w*|exchange|cash out|owe)\b|\$|\d/;

/** Leaving Revy to dodge its fee or its protection, or keeping the site out of it, said without naming an app. */
const DODGE_REVY =
  /\b(revy|the (site|app)|they) takes? (a|their) cut\b|\bskip (their|revy'?s?|the (site|app)'?s?) (protection|fees?|cut)\b|\b(don'?t|do not|never) (mention|bring up|tell) (this|the|revy) (site|app|ad)\b/;
/** Someone else (a bank, an app) needing the code sent to the reader's phone. */
const CODE_FOR_THIRD_PARTY =
  /\b(needs?|requires?|wants?|asking for)\b[^.!?\n]{0,20}\b(confirmation|verification|security|one[- ]?time) codes?\b[^.!?\n]{0,25}\bsent to (your|ur) (phone|cell|number|email|mobile)\b(?! ?\?)/;
/** An overpayment the reader is told they made, to be sent back; or a payment "reversed", to be paid again. */
const OVERPAID_CLAIM =
  /\b(you|u) (overpaid|over ?paid|paid (me )?(too much|extra|twice|double))\b[^.!?\n]{0,40}[,;] (please |pls |just |kindly |so )?(send|return|refund|transfer|wire)\w*( it| the (difference|extra|excess|rest))? (back|to)\b|\b(reversed|bounced|failed|declined|returned)\b[^.!?\n]{0,40}\b(send|pay|transfer)\w*( it| the (money|payment))? again\b[^.!?\n]{0,40}\brefund/;
/** The reader told to pay a shipper's agent. */
const PAY_THE_AGENT =
  /\b(you|u) (pay|send (the )?(money|payment) to) (their|the|my|our) (shipping |transport |delivery )?agents?\b/;
/** Buying from another state without seeing the car. */
const FAR_UNSEEN =
  /\b(buying|i'?m|i am|we are|located|based|live)\b[^.!?\n]{0,15}\b(from )?out of state\b[^.!?\n]{0,40}\b(no time to see|won'?t (be able to )?see|can'?t (come )?see|without seeing|no need to see|sight unseen)/;
/** Payment marked pending and the car asked to ship (with tracking) before the reader sees it. */
const SHIP_BEFORE_SEEN =
  /\b(its|it'?s|is|shows|says) pending\b[^.!?\n]{0,40}\b(ship|send (the )?(car|tracking))\w*\b[^.!?\n]{0,40}\b(tracking|before)\b/;
/** A hold split in halves, half of it before the viewing: "I'll hold it with a deposit, half now, half when you see it". */
const HALF_TO_HOLD = /\bhold (it|the car|the truck)\b[^.!?\n]{0,40}\b(deposit|payment)\b[^.!?\n]{0,20}\bhalf now\b/;

/** Every family a message's text falls into (at most once each). */
export function detectFamilies(text: string): Set<ScamFamily> {
  const c = readCues(text);
  // A refused payment ("I don't take crypto or wire transfers") is not a request for one.
  const base = c.t
    .replace(/[^.!?\n]+/g, (s) => (SCAM_TALK.test(s) && !NOT_A_SCAM.test(s) ? ' ' : s))
    .replace(NEVER_ASK, ' ');
  const t = base.replace(PAY_REFUSED, ' ');
  const found = new Set<ScamFamily>();
  // "The rest at pickup" leaves the money asked for now remote: only the balance is paid in person.
  const inPerson = IN_PERSON.test(
    t.replace(/\b(the )?(rest|balance|remainder|remaining( amount)?)\b[^.!?\n]{0,25}/g, ' '),
  );

  if (c.badLink) found.add('lookalikeLink');
  {
    const t = base.replace(PAY_REFUSED, ' ').replace(REVY_ESCROW, ' ').replace(REVY_ESCROW_ACCEPTED, ' ');
    // Revy has no escrow: one offered in a chat is a scam unless it is a house's, refused, or a question about Revy.
    const escrowOffered = /\bescrow/.test(t) && !ESCROW_HONEST.test(t) && !inPerson && !/\?\s*$/.test(c.folded);
    const escrowScam = ESCROW.test(t) && (c.badLink || (any(t, ...ESCROW_SCAM) && !ESCROW_HONEST.test(t)));
    // A brand's protection program, or money held between the parties for a while, offered (not asked about).
    const programOffered =
      (BRAND_PROTECTS.test(t) || HELD_BETWEEN.test(t)) &&
      MONEY_MOVES.test(t) &&
      !ESCROW_HONEST.test(t) &&
      !inPerson &&
      !/\?\s*$/.test(c.folded);
    if (c.escrowLink || escrowScam || escrowOffered || programOffered) found.add('fakeEscrow');
  }

  const phones = findPhones(digitText(c.folded));
  // A lender paying the seller at its branch is not a move off Revy: "my bank will pay you directly once we sign".
  const contactText = LENDER_PAYS.test(t) ? t.replace(/\bpay (you|u) directly\b/g, ' ') : t;
  if (
    APPS.test(t.replace(APP_NOT_A_MOVE, ' ')) ||
    CONTACT.test(contactText) ||
    DODGE_REVY.test(t) ||
    phones.length ||
    findEmails(c.folded).length
  )
    found.add('offPlatform');

  const codeText = t.replace(NOT_A_CODE, ' ').replace(CODE_REFUSED, ' ').replace(CODE_REPORTED, ' ');
  const codeAsked = CODE_ASK.test(codeText) && CODE_THING.test(codeText) && CODE_RECEIVED.test(codeText);
  if (
    (CODE.test(codeText) && CODE_CONTEXT.test(codeText) && CODE_ASK.test(codeText)) ||
    (codeAsked &&
      (CODE_PURPOSE.test(codeText) ||
        /\b(codes?|digits|otp|pin|sms)\b/.test(codeText) ||
        /\b(numbers?|digits) (in|from|on) (it|the (text|sms|message))/.test(codeText) ||
        /\b(type|enter|put|paste|copy)\b[^.!?\n]{0,15}\b(numbers?|digits|codes?|it)\b[^.!?\n]{0,10}\b(here|in (the|this) chat|for me)\b/.test(
          codeText,
        ) ||
        /\b(read|tell|send|give|forward|share)( (them|it|those|that))?( back)? (to )?me\b|\bsend (it|them) back/.test(
          codeText,
        ))) ||
    /\bgoogle voice\b/.test(t) ||
    CODE_FOR_THIRD_PARTY.test(codeText)
  )
    found.add('verificationCode');

  // "Bring your photo ID" is the in-person check, not a request for a picture of it.
  const idText = t.replace(/\b(bring|show|carry|have)( your| a| my| valid| some)* (photo|picture) ?id\b/g, ' ');
  if (ID_NEAR_PHOTO.some((re) => re.test(idText)) || ((SSN.test(t) || ID_DETAILS.test(t)) && ID_ASK.test(t)))
    found.add('idPhoto');
  if (/\bsend (me )?(a |your |ur )?(copy of )?(your |ur )?(driver'?s?|licen[cs]e|id|passport)\b/.test(t))
    found.add('idPhoto');
  if (ID_NEAR_PHOTO_OWN.test(idText) && /\b(you|u) (send|share|show|text|upload|snap)( me)? yours\b/.test(idText))
    found.add('idPhoto');

  if (
    (CHECK_STRONG.test(t) && (OVER.test(t) || (REMOTE.test(t) && !inPerson))) ||
    (CHECK_NOUN.test(t) && OVER.test(t)) ||
    REFUND_REST.test(t) ||
    REFUND_EXTRA.test(t) ||
    OVERPAY_OFFER.test(t) ||
    OVERPAID_CLAIM.test(t) ||
    ((CHECK_STRONG.test(t) || CHECK_NOUN.test(t)) && GIVE_BACK.test(t)) ||
    (/\bmoney ?orders?\b/.test(t) && !inPerson && !/\b(dmv|post office|county|court)\b/.test(t))
  )
    found.add('checkOverpayment');

  if (
    ((AGENT.test(t) && AGENT_ACT.test(t)) ||
      COMPANY_COMES.test(t) ||
      SEND_HAULER.test(t) ||
      CAR_HELD.test(t) ||
      PAY_THE_AGENT.test(t)) &&
    !NO_SHIP.test(t)
  )
    found.add('shippingAgent');

  // A base at home is local; a writer who will drive over to see the car is not far away, unless the deal stays remote.
  const ft = t.replace(HOME_BASE, 'stationed locally');
  const far = FAR_SELF_STRONG.test(ft) || FAR_SELF_WEAK.test(ft);
  const notNow = FAR_NOT_NOW.test(ft);
  const comesOver = LOCAL_VISIT.test(ft) && !FAR_REMOTE_HARD.test(ft);
  if (
    !comesOver &&
    ((FAR_SELF_STRONG.test(ft) && !notNow) ||
      (far && (notNow ? FAR_REMOTE_STRONG : FAR_REMOTE).test(ft)) ||
      (FAR_OTHER.test(ft) && FAR_REMOTE.test(ft)) ||
      (FAR_UNSEEN.test(ft) && !notNow))
  )
    found.add('farAway');

  if (((PENDING.test(t) || SEND_TRACKING.test(t)) && TRACKING.test(t) && MONEY.test(t)) || SHIP_BEFORE_SEEN.test(t))
    found.add('pendingTracking');

  // Gift cards and crypto count when money moves; "my bitcoin is all gone" or a gift card once received is small talk.
  const riskyPay = (GIFT.test(t) || CRYPTO.test(t)) && PAY_MOVE.test(t);
  if (riskyPay || WIRE_ALWAYS.test(t) || (PAY_APP.test(t) && FRIENDS.test(t))) found.add('giftCardCryptoWire');
  else if ((WIRE.test(t) || WIRE_BY.test(t)) && !inPerson) found.add('giftCardCryptoWire');

  const upfront =
    (DEPOSIT.test(t) || PAY_APP.test(t)) &&
    (BEFORE.test(t) || DEPOSIT_THEN_CAR.test(t)) &&
    !AFTER.test(t) &&
    !DEPOSIT_QUESTION.test(t) &&
    !DEPOSIT_OFFER.test(t) &&
    !inPerson;
  const notAsked = AFTER.test(t) || DEPOSIT_QUESTION.test(t) || DEPOSIT_OFFER.test(t) || inPerson;
  const payFirst = AMOUNT.test(t) && any(t, ...PAY_FIRST) && !AFTER.test(t) && !inPerson;
  // Money for a car nobody will see, even offered: "I'll send a deposit now, no need to see it".
  const unseenMoney =
    (DEPOSIT.test(t) || PAY_APP.test(t)) && UNSEEN.test(t) && !AFTER.test(t) && !DEPOSIT_QUESTION.test(t) && !inPerson;
  // A deposit offered before the viewing, with the reader's account or home address asked for: the offer is the bait.
  const offeredFirst =
    DEPOSIT.test(t) &&
    BEFORE.test(t) &&
    DEPOSIT_OFFER.test(t) &&
    /\b(what'?s|what is|send|give|share)( me)? (your|ur) (paypal|zelle|venmo|cash ?app|bank|account|(home )?address)/.test(
      t,
    ) &&
    !AFTER.test(t) &&
    !inPerson;
  // A small sum asked for to keep the car is a deposit whatever it is called; a price-sized sum is an offer or a price.
  const smallSumToHold = PAY_ASK.test(t) && hasDepositSizedSum(c.folded) && HOLD_INTENT.test(t) && !notAsked;
  if (
    (upfront &&
      (DEPOSIT.test(t) || /\b(hold|reserv\w*|lock|keep|save|aside|first|before|yours|refund\w*)\b/.test(t))) ||
    payFirst ||
    smallSumToHold ||
    (VIEWING_FEE.test(t) && !notAsked) ||
    unseenMoney ||
    offeredFirst ||
    HALF_TO_HOLD.test(t)
  )
    found.add('depositUnseen');

  return found;
}
