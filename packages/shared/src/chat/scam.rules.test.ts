import { describe, expect, it } from 'vitest';
import { ScamSignalSchema, type ScamFamily } from './chat.schema';
import { SCAM_WARNINGS, scamSignals } from './scam.rules';
import { digitText, foldText, scanText } from './scam-normalise';
import { editDistance, findEmails, findLinks, findPhones, lookalikeReason } from './scam-links';

const kinds = (text: string) => scamSignals(text).map((s) => s.kind);

/** One or two phrasings per family; the many more are in eval/ai/scam-dev.ts (`npm run eval:ai`). */
const SCAMS: [string, ScamFamily][] = [
  ['Payment goes through eBay Motors escrow, their agent will email you the instructions', 'fakeEscrow'],
  ['I use my own escrow company, send the funds to them', 'fakeEscrow'],
  ['Full report at carfax-reports.info, only $24.99', 'lookalikeLink'],
  ['The money is waiting, sign in at revy-payments.co to receive it', 'lookalikeLink'],
  ['text me four one five, five five five, zero one nine eight', 'offPlatform'],
  ['contact me on w h a t s a p p please', 'offPlatform'],
  ['mail me at mark.jones at gmail dot com', 'offPlatform'],
  ['you should have got a 6 digit code by text, whats the code?', 'verificationCode'],
  ['send me a picture of your drivers license front and back', 'idPhoto'],
  ["I'll mail you a cashier's check for more than the price, refund the rest to my shipper", 'checkOverpayment'],
  ['my transporter will collect the car and the title on friday', 'shippingAgent'],
  ['Im on an oil rig for 3 months so I cannot come see it', 'farAway'],
  ['PayPal holds the payment until you send them the tracking number', 'pendingTracking'],
  ['Can I pay with steam cards?', 'giftCardCryptoWire'],
  ['I only take bitcoin', 'giftCardCryptoWire'],
  ['Send it by Western Union', 'giftCardCryptoWire'],
  ['Many people are interested, send $500 deposit to hold it', 'depositUnseen'],
  ['whoever sends $400 first gets it', 'depositUnseen'],
];

/** The classes learned from round one (decision 026), in wordings of our own. */
const ROUND_ONE_CLASSES: [string, ScamFamily][] = [
  ['A $300 deposit takes it off the market, refundable if you do not like it', 'depositUnseen'],
  ['Send the $150 transport fee and I will drive the car over to you', 'depositUnseen'],
  ['zelle me a deposit and I will show it as pending on the site', 'depositUnseen'],
  ['I will pay a deposit right now without seeing it, what is your cash app?', 'depositUnseen'],
  ['the money is processing and clears once you enter the bill of lading', 'pendingTracking'],
  ['my bank releases the funds after you send the airway bill', 'pendingTracking'],
  ['Amazon Pay guarantees vehicle sales, you send the payment to them and they hold it until delivery', 'fakeEscrow'],
  ['you will get a login code by sms, I need it to confirm the sale', 'verificationCode'],
  ['my shipper charges $700, please pay him at pickup and I add it to the total', 'shippingAgent'],
  ['I am posted overseas next month so I need to sell fast, the truck is at the base', 'farAway'],
];

/** Honest messages of the same classes. */
const ROUND_ONE_HONEST = [
  'My phone battery is at 3%, will answer here tonight',
  'Sorry, my phone is dead, will reply when it charges',
  'I am stationed at Fort Hood and can drive over on Sunday to see it',
  'Based at Lackland AFB, could I come see it after work?',
  "I'm not able to ship it, a carrier would charge too much, local pick up only",
  'Venmo does not protect buyers, so let us pay at the bank',
  'What is the access code for the parking garage?',
];

/** Round two's classes (decision 026): the scam move, in wordings of our own. */
const ROUND_TWO_CLASSES: [string, ScamFamily][] = [
  ['shall we move this chat somewhere else? this app is not secure', 'offPlatform'],
  ['please share your private email so I can send the documents', 'offPlatform'],
  ['posted to Okinawa with the Navy, no way to see it in person, pictures are enough', 'farAway'],
  ['on offshore platform till spring, limited internet, decide fast and my cousin will collect', 'farAway'],
  ['your bank will text a pin to your phone, copy it here so I can add you', 'verificationCode'],
  ['here is my licence photo, now you send me yours', 'idPhoto'],
  ['the bank check includes the transport fee, give that part to my driver', 'checkOverpayment'],
  ['shipping company comes Monday with a trailer for it', 'shippingAgent'],
  ['I sent it already, it stays pending until you upload proof you shipped the title', 'pendingTracking'],
  ['20% down now and it is yours', 'depositUnseen'],
  ['verify ownership here: revy.com-account.id/verify', 'lookalikeLink'],
];

/** Honest messages that name the topic without the move: refusals, real sites, relatives, Revy's own option. */
const ROUND_TWO_HONEST = [
  "I don't have Telegram, here is fine",
  'Happy to keep chatting on Revy rather than WhatsApp',
  'The screen mirrors WhatsApp and Spotify through CarPlay',
  'A guy on WhatsApp is using your photos, you may want to report him',
  'My cousin is deployed, I am buying it for him and can come see it Saturday',
  'I work on a rig but I am home this week, come by any evening',
  'There is an escrow option here on Revy if you would rather use it',
  'The wiring for the fog lights was redone last year',
  "I won't accept gift cards or crypto, cash at the bank only",
  'I will not hand the car to a transport company, please come yourself',
  'I might book a carrier after I see the car, is that fine?',
  'You drove it on Sunday, so a $200 deposit to hold it till Friday is fine with me',
  'Call me old fashioned, but I like paper records',
  'My phone number changed last week, messages here still reach me',
];

/** The classes learned from round three, in wordings of our own. */
const ROUND_THREE_CLASSES: [string, ScamFamily][] = [
  ["it's a tax refund check for 9k, I'll endorse it to you and you hand me the difference in cash", 'checkOverpayment'],
  ['the rental company cheque is more than the car, sign it over and give me the change', 'checkOverpayment'],
  ["my brother's hauler will come with a flatbed Tuesday to load it", 'shippingAgent'],
  ['my dispatcher collects it Thursday, just leave the title on the seat', 'shippingAgent'],
  ["I'm in Accra for work and buy vehicles to export, I can pay now without an inspection", 'farAway'],
  ['the app shows pending, normal, upload the tracking number and it finishes', 'pendingTracking'],
  ['lots of interest, zelle $300 and I will list it as pending for you', 'depositUnseen'],
  ['there is a $75 showing fee, credited to the price if you buy', 'depositUnseen'],
  ['Revy escrow agent will email you the instructions', 'fakeEscrow'],
];

/** Round three's honest classes: Revy's escrow named, a relative away with the car here, a check at the bank together. */
const ROUND_THREE_HONEST = [
  "I'd like to use the escrow option on the ad, is that ok?",
  'Revy escrow works for me',
  'My daughter is in the Air Force overseas, I am selling her car for her. You can see it in person any day.',
  'Would a cashier check be ok if we go to the bank together to get it?',
  "The order says pending at the parts store, I'll send the tracking number for the mirror when it ships",
  'My mover will come Saturday to help me move the couch',
  'I paid the inspection fee at the mechanic myself',
  "I live in Canada near the border, I won't buy without inspection",
  'I work in Alaska, not buying to export, just need a car here',
  'is there a viewing fee? never heard of that',
  'the seller wants a viewing fee, is that a scam?',
  "my neighbor's tow truck will come get it if it does not start after I buy it in person",
  'mark it pending for me and I will come see it tomorrow with cash',
];

/** The classes learned from round four's misses, in wordings of our own. */
const ROUND_FOUR_CLASSES: [string, ScamFamily][] = [
  ['my bank texted you a code, you should have gotten it by now, tell me what it says', 'verificationCode'],
  ['the check covers $12,500, keep $9,000 for the truck and forward $3,500 to my mover', 'checkOverpayment'],
  ['oops I refunded you too much yesterday, please send $700 back', 'checkOverpayment'],
  ['the wire came in $1,200 over, please refund it to my account', 'checkOverpayment'],
  ["I'm 1,500 miles away these days so you can't see it, but I take returns", 'farAway'],
  ["I'm an engineer on a two year contract overseas, the car ships once paid", 'farAway'],
  ['the transaction shows pending, send me the tracking id and it goes through', 'pendingTracking'],
  ["I'll send a deposit before I view it, what's your zelle and home address?", 'depositUnseen'],
  ['my hauler takes payment only from sellers, send him $500 and I will cover it', 'shippingAgent'],
  ['the towing company bills you for the pickup, pay them and I pay you back', 'shippingAgent'],
  ['this is not a scam, a buyer offered more and I said no, send $300 today to hold it', 'depositUnseen'],
  ['I will never ask you for a deposit, but wire the full price first', 'giftCardCryptoWire'],
];

/** Round four's honest classes: Revy's own payment, talk about scams, shipping the buyer arranges, a local visit. */
const ROUND_FOUR_HONEST = [
  'is the Revy checkout option safe for both sides?',
  'will the app protect my money if I use the escrow there?',
  'a scammer texted me claiming to be you and wanted a code, I ignored it',
  "I've read about scams with shipping agents, so I sell only in person",
  'A man offered to post me a money order above the price, I refused.',
  'I promise I will never ask you for a deposit or a wire',
  'I plan to get it shipped myself once it is mine, I have a transporter quote',
  'Pay first, then you arrange the carrier and I hand the title to the driver',
  'I serve in the navy, stationed at Naval Station Norfolk, can come see it on sunday',
  'I am based abroad but im home on leave right now, can check out the car saturday',
  'my credit union will pay you directly when we sign at the branch',
  'I live 15 miles away, can come see it tomorrow',
  'the transaction at the DMV is pending, they will mail the plates',
  'I can bring a deposit when I come see it, what is your address for the viewing?',
];

const ROUND_FIVE_CLASSES: [string, ScamFamily][] = [
  ['the site takes a cut anyway, reach me by email and we skip their fees', 'offPlatform'],
  ['my cousin handles it now, contact him directly and do not mention this app', 'offPlatform'],
  ['the lender wants the verification code sent to your phone before it pays out', 'verificationCode'],
  ['u paid too much by 900, return the difference to my sister and we are square', 'checkOverpayment'],
  ['my transfer bounced, please send it again and I refund the first one tomorrow', 'checkOverpayment'],
  ['the carrier handles everything, you pay the delivery agent and it shows up friday', 'shippingAgent'],
  ["I'm out of state, can't come see it, paying the full amount today", 'farAway'],
  ["payment says pending, ship the car and send tracking before it's released", 'pendingTracking'],
  ['I can hold the car with a deposit, half now and half at the viewing', 'depositUnseen'],
];

const ROUND_FIVE_HONEST = [
  'crypto wiped me out last year haha, so cash it is',
  'my aunt gave me an amazon gift card for my birthday, anyway when can I see it',
  'just so you know I never give out security codes, someone sent me an odd text',
  'a stranger messaged me asking for a code from my bank, is this you?',
  "the lender finishes the paperwork and they'll pay you directly when we close at the bank",
  'escrow via revy is ok by me, whatever the app provides',
  "you overpaid me by $50 at pickup, I'll send it back tonight",
  'so the lender needs the verification code sent to your phone? never heard of that',
];

/** Honest messages that share words with the scams. */
const ORDINARY = [
  'Can I pay cash at the bank when we meet?',
  "I'll get a cashier's check from my bank for the full price.",
  'Do you accept a wire transfer if we do it together at my bank branch?',
  'Can I Venmo you when I pick it up, or do you want cash?',
  'Have the airbags ever deployed?',
  'Is the turn signal working?',
  'The check engine light code was P0420, has that been looked at?',
  'The zip code is 94110 if you want to check the distance.',
  'I checked the VIN on carfax.com, shows one owner.',
  'Here is the KBB page: https://www.kbb.com/honda/civic/2018/',
  'If I like it on Saturday, can I leave a deposit and come back Monday with the rest?',
  'Happy to hold it until Saturday morning, no deposit needed.',
  'My son just got back from his deployment and needs a car, can we both come Saturday?',
  "I'm in the army reserve, drill weekend is next week so this weekend is best.",
  'Bring your license and insurance for the test drive please.',
  'Model years 2018, 2019, 2020 all have the same engine.',
  'Would you take $18,000 if I pay today?',
  'Can we meet at the police station parking lot on 3rd Street at 10?',
  'Can you text me here when you are on your way?',
];

describe('scamSignals', () => {
  it.each(SCAMS)('flags %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ORDINARY)('leaves %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it.each(ROUND_ONE_CLASSES)('flags the round-one class %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ROUND_ONE_HONEST)('leaves the honest %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it.each(ROUND_TWO_CLASSES)('flags the round-two class %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ROUND_TWO_HONEST)('leaves the honest %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it.each(ROUND_THREE_CLASSES)('flags the round-three class %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ROUND_THREE_HONEST)('leaves the honest %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it.each(ROUND_FOUR_CLASSES)('flags the round-four class %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ROUND_FOUR_HONEST)('leaves the honest %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it.each(ROUND_FIVE_CLASSES)('flags the round-five class %j as %s', (text, family) => {
    expect(kinds(text)).toContain(family);
  });

  it.each(ROUND_FIVE_HONEST)('leaves the round-five honest %j alone', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it('gives each signal its warning, addressed to the reader', () => {
    const [signal] = scamSignals('Send me the verification code you received');
    expect(signal).toEqual({ kind: 'verificationCode', warning: SCAM_WARNINGS.verificationCode });
    expect(signal!.warning).toMatch(/never share/i);
  });

  it('sees through disguises: look-alike letters, zero-width characters, leetspeak', () => {
    expect(kinds('contact me on Wh\u0430tsApp')).toContain('offPlatform'); // Cyrillic а
    expect(kinds('contact me on whats\u200bapp')).toContain('offPlatform');
    expect(kinds('i only take b1tc0in')).toContain('giftCardCryptoWire');
    expect(kinds('ＷＥＳＴＥＲＮ ＵＮＩＯＮ only')).toContain('giftCardCryptoWire');
  });

  it('keeps parsing the kinds of issue 5 stored on old messages', () => {
    for (const kind of ['offPlatformPayment', 'giftCards', 'wireTransfer', 'shippingOnly', 'overpayment'])
      expect(ScamSignalSchema.parse({ kind, warning: 'old' }).kind).toBe(kind);
  });
});

describe('normalisation', () => {
  it('folds case, width, confusables and invisible characters', () => {
    expect(foldText('PаyPаl\u200d  Ｓecure')).toBe('paypal secure');
  });

  it('joins spaced letters and reads leetspeak both ways', () => {
    expect(scanText('w h a t s a p p')).toContain('whatsapp');
    expect(scanText('z3lle')).toContain('zelle');
    expect(scanText('paypa1')).toContain('paypal');
  });

  it('writes spelled and spaced digits as runs, but not ordinary counting', () => {
    expect(digitText('four one five five five five zero one nine eight')).toBe('4155550198');
    expect(digitText('2 1 3 5 5 5 0 1 7 6')).toBe('2135550176');
    expect(digitText('one or two owners')).toBe('one or two owners');
    // Spelled words and written groups mixed, in parentheses: a phone number's length.
    expect(digitText('(four one five) 555 zero one two two')).toBe(' 4155550122');
    expect(digitText('one 2019 and two 2020')).toBe('one 2019 and two 2020');
  });
});

describe('links and contacts', () => {
  it('tells lookalike domains from the real ones', () => {
    const reason = (t: string) => lookalikeReason(findLinks(t)[0]!);
    expect(reason('https://www.carfax.com/vehicle/1')).toBeNull();
    expect(reason('paypal-secure-escrow.net')).toBe('brand');
    expect(reason('paypal.com.secure-login.net')).toBe('brand');
    expect(reason('carfaxx.com/report')).toBe('brand');
    expect(reason('autoch3ck.net')).not.toBeNull();
    expect(reason('carfaks.com')).toBe('near-miss');
    expect(reason('xn--pypal-4ve.com')).toBe('punycode');
    expect(reason('vinreportsnow.net')).toBe('bait');
    expect(reason('youtu.be/abc')).toBeNull();
    expect(editDistance('paypla', 'paypal')).toBe(1);
  });

  it('finds disguised links, phone numbers and email addresses', () => {
    expect(findLinks('open hxxps://paypal[.]com-invoice[.]support/claim').map((l) => l.host)).toEqual([
      'paypal.com-invoice.support',
    ]);
    expect(findPhones(digitText('call +44 7700 900123 or (310) 555-0187'))).toHaveLength(2);
    expect(findPhones(digitText('years 2018, 2019, 2020 and $16,500'))).toEqual([]);
    expect(findPhones('415 555 0122, text only')).toEqual(['415 555 0122']);
    expect(findEmails('robert dot hill at yahoo dot com')).toEqual(['hill@yahoo.com']);
    expect(findEmails('write to s.wells@outlook.com')).toEqual(['s.wells@outlook.com']);
  });
});
