import { describe, expect, it } from 'vitest';
import type { ScamSignalKind } from './chat.schema';
import { SCAM_WARNINGS, scamSignals } from './scam.rules';

/** Real phrasings of the private-sale scams, each with the kind it must raise. */
const SCAMS: [string, ScamSignalKind][] = [
  ['Can I just Zelle you the money tonight?', 'offPlatformPayment'],
  ['I will pay with CashApp, whats your $cashtag', 'offPlatformPayment'],
  ['send your cash app and ill pay the deposit', 'offPlatformPayment'],
  ['Venmo me $200 to hold it and it is yours', 'offPlatformPayment'],
  ['Pay with PayPal friends & family so there are no fees', 'offPlatformPayment'],
  ['Just pay me directly, the site takes too long', 'offPlatformPayment'],
  ['I only accept Bitcoin or USDT for this car.', 'offPlatformPayment'],
  ["Let's deal outside the platform, text me", 'offPlatformPayment'],
  ['Can you pay with Steam cards? I need them for my nephew', 'giftCards'],
  ['Buy 5 iTunes cards of $100 and send me the pictures', 'giftCards'],
  ['Deposit is $500 in GOOGLE PLAY gift cards', 'giftCards'],
  ['An Amazon gift card works as deposit', 'giftCards'],
  ['I need you to wire the deposit first', 'wireTransfer'],
  ['Send it by Western Union to my agent', 'wireTransfer'],
  ['MoneyGram the money and I ship the car', 'wireTransfer'],
  ['Make a bank transfer to my agent, he handles the paperwork', 'wireTransfer'],
  ['Wire transfer only, no cash.', 'wireTransfer'],
  ['My shipper will come pick it up, I am out of the country.', 'shippingOnly'],
  ["I'll send a transport company to collect the car", 'shippingOnly'],
  ["I'll buy it without seeing it, just hold it for me", 'shippingOnly'],
  ["I'm overseas at the moment on an oil rig", 'shippingOnly'],
  ['I am currently deployed so my mother will handle payment', 'shippingOnly'],
  ["I'll mail you a cashier's check for more than the price", 'overpayment'],
  ['My accountant sent a check over the asking price, please refund the difference', 'overpayment'],
  ['Just send back the extra to my shipper after the check clears', 'overpayment'],
  ['Please send me the verification code you receive, to prove you are real', 'verificationCode'],
  ['Tell me the 6-digit code that you got by text', 'verificationCode'],
  ['I use Google Voice, read me the code', 'verificationCode'],
  ['Forward the confirmation code I just sent to your phone', 'verificationCode'],
  ['SEND ME THE CODE YOU RECEIVED!!!', 'verificationCode'],
];

/** Ordinary car-sale messages that must raise nothing. */
const ORDINARY = [
  'Is the car still available?',
  'Can I pay cash at the bank when we meet?',
  'Does it have a clean title?',
  'I can come Saturday at 10',
  'the transmission was replaced last year',
  "I'll bring my mechanic",
  'Can you send me the VIN?',
  "What's your lowest price?",
  'Have the airbags ever deployed?',
  'Can I pay with my Visa card at the dealership office?',
  'Any rust under the car? I live near the coast.',
  'How many owners has it had?',
  'I would like to schedule a test drive this weekend',
  "I won't buy without seeing it in person, of course.",
  'Are the service records available?',
  'Would you take $18,000 if I pay today?',
  "I'll get a cashier's check from my bank for the full price.",
  'Can we meet at the police station parking lot?',
  "What's the check engine light about?",
  'The tires look new, when were they changed?',
  'Is the wiring harness original?',
  'Could you send me more photos of the interior?',
  'Does it come with two keys?',
  "I don't want to overpay, what did you pay for it?",
  'My brother is a transport engineer and will come with me',
  'Does the paint code match the door?',
  'Can you text me the address?',
  'When was the timing belt done?',
  "Thanks! I'll let you know by Friday.",
  'Does the Apple CarPlay work?',
];

describe('scamSignals', () => {
  it.each(SCAMS)('flags %j as %s', (text, kind) => {
    const kinds = scamSignals(text).map((s) => s.kind);
    expect(kinds).toContain(kind);
  });

  it.each(ORDINARY)('does not flag %j', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it('gives each kind once, with its human warning', () => {
    const found = scamSignals('Zelle or Venmo me, or buy Steam cards, or wire the money via Western Union');
    expect(found.map((s) => s.kind)).toEqual(['offPlatformPayment', 'giftCards', 'wireTransfer']);
    for (const s of found) expect(s.warning).toBe(SCAM_WARNINGS[s.kind]);
  });

  it('reads curly quotes and odd spacing like straight ones', () => {
    expect(scamSignals('I\u2019m   overseas right now').map((s) => s.kind)).toEqual(['shippingOnly']);
  });
});
