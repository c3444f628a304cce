import type { OrdinaryCase, ScamCase, ScamFamily, ScamSet } from './types';

/**
 * Fresh round nine for the scam shield (decision 026): written on 2026-11-25 before the round-one lessons were turned
 * into rules, run once, then spent. Scam scripts across the eleven families in wordings the development sets do not
 * use (Apple cards, USDT on TRC20, a consignment number, a commitment fee, a provincial move); honest messages are
 * hard negatives (phones and batteries, bases and deployments in passing, deposits offered after a viewing, a house's
 * escrow, radio and trouble codes, real Carfax and KBB links).
 */
const fam =
  (family: ScamFamily) =>
  (from: 'buyer' | 'seller', text: string): ScamCase => ({ text, family, from });
const b = (text: string): OrdinaryCase => ({ text, from: 'buyer' });
const s = (text: string): OrdinaryCase => ({ text, from: 'seller' });

const escrow = fam('fakeEscrow');
const link = fam('lookalikeLink');
const off = fam('offPlatform');
const code = fam('verificationCode');
const id = fam('idPhoto');
const check = fam('checkOverpayment');
const ship = fam('shippingAgent');
const far = fam('farAway');
const pending = fam('pendingTracking');
const gift = fam('giftCardCryptoWire');
const deposit = fam('depositUnseen');

/** Round nine: first run 2026-11-25, 76.6% recall (36/47), 2/62 false positives (decision 026); never tuned on. */
export const FRESH_SCAM_9: ScamSet = {
  scams: [
    escrow(
      'seller',
      'We use Apple Pay Vehicle Purchase Protection, you deposit the funds with them and they release it to me once you sign the delivery form',
    ),
    escrow(
      'buyer',
      "I'll pay through TrustDeal, a third-party service that holds the money until you hand over the title. They'll email you instructions.",
    ),
    escrow(
      'seller',
      'The sale is covered by the Facebook Marketplace buyer guarantee, just send payment to their claims department and the car gets delivered',
    ),
    escrow(
      'seller',
      'my bank offers a safe-transaction account, you put the money there and it is released to me after your 7 day trial',
    ),
    link('seller', 'Full Carfax here: carfax-report.co/vin/1HGCM8 just enter your card for the $1 verification'),
    link('buyer', 'sent the payment, accept it here → zelle-securepay.com/claim'),
    link('seller', 'Book your viewing slot at revy-bookings.net and pay the refundable fee there'),
    link('buyer', "Check my buyer rating on kbb-verified dot net first, you'll need to log in with your email"),
    off('buyer', 'can you ping me on sig nal? 2 0 6 - 5 5 5 - 0 1 7 3'),
    off('seller', 'I hardly check this app. Reach me at mark.sellers55 @ outlook . com'),
    off('buyer', 'Do you have WA? faster to chat there'),
    off('seller', 'add me on tele gram @autodeals_mike, i send more pics'),
    off('seller', 'my cell is nine one seven, five five five, zero one nine eight'),
    code(
      'buyer',
      "Before we meet I need to confirm you're a real person, I just sent a 6 digit code to your cell, read it back to me",
    ),
    code('seller', "You'll get a text from Revy with a PIN, forward it here so I can book the inspection"),
    code('buyer', "what's the number Google just texted you? it's to verify you're not a bot"),
    code('buyer', "you'll receive an authentication code via text, please share it so I can finalize the payment"),
    id('seller', 'To reserve a test drive, text a clear pic of your DL front and back'),
    id('buyer', "I'll need a scan of your passport and a utility bill for the paperwork"),
    id('seller', 'for the insurance quote I need your date of birth and your SSN'),
    id('buyer', "Please snap a selfie holding your driver licence so I know you're the owner"),
    check(
      'buyer',
      "my accountant is mailing a cashier's check for $14,500, that's $2,000 over, please give the excess to the shipper",
    ),
    check('buyer', "I'll send a certified check by FedEx tomorrow, deposit it and we're done"),
    check('buyer', 'Payment was done for $9,800 instead of $8,300 by error, kindly return the $1,500 via Zelle'),
    check(
      'buyer',
      "My company issues a business check, it will be for a bit more than the price to cover the towing, you refund what's left to the driver",
    ),
    ship('buyer', "my transport guy will come pick it up Tuesday, I'm paying the full amount before"),
    ship(
      'seller',
      'the car is parked at the shipping depot, the logistics company delivers it to your door after payment',
    ),
    ship('buyer', "I have a hauler already booked, he'll bring the payment and take the car"),
    ship('seller', "Car comes by carrier from Texas, you pay the driver's fee of $600 upfront to dispatch"),
    far('seller', "I'm currently working offshore in the Gulf of Mexico, my brother holds the keys"),
    far('seller', 'i am a nurse on contract in Saudi Arabia, the car is with a delivery company, they bring it to you'),
    far('buyer', 'Im deployed with the navy right now so I cant see it in person, my cousin will collect it'),
    far('seller', 'I relocated to Alberta for work and left the car behind, selling cheap'),
    far('seller', 'serving overseas with the army at the moment, car in storage back home'),
    pending(
      'buyer',
      'payment sent! Zelle says the funds are on hold until you upload the shipping label, then they drop into your account',
    ),
    pending(
      'seller',
      'PayPal will release your refund once the courier confirms delivery, send me the consignment number',
    ),
    pending(
      'buyer',
      'the transfer is in escrow state, it completes automatically when you add the tracking ID in the email they sent you',
    ),
    pending('buyer', 'bank says the money is approved but it only shows after you provide the shipping receipt'),
    gift('seller', 'I only take Apple cards, 4 x $500, send pics of the backs'),
    gift('seller', 'Pay the deposit in USDT on TRC20, cheaper fees'),
    gift('buyer', 'can you receive an international bank transfer? give me your account number and sort code'),
    gift('seller', 'send it by Venmo as a personal payment, not goods and services, fees are too high'),
    deposit('seller', 'Lots of interest, a $300 holding payment on Cash App gets you first viewing'),
    deposit('seller', "put $500 down by tonight and I'll pull the ad, balance when you collect"),
    deposit('seller', 'I need a small commitment fee before I give out the address, too many no-shows'),
    deposit('seller', 'to lock in the price send a refundable $250 via Zelle, then we set the viewing'),
    deposit('seller', 'send $150 so i can have it detailed and delivered to you for viewing'),
  ],
  ordinary: [
    b('My phone died last night, sorry for the late reply'),
    b("I'll be on a call until 3, will reply here after"),
    s('the stereo has Apple CarPlay so your phone connects right away'),
    b('Is the phone mount included?'),
    s('Signal lights all work, new bulbs last month'),
    b("What's the best time to reach you here tomorrow?"),
    s('I check this chat every evening, so ask away'),
    b('I saw it yesterday and I love it, can I pay a $500 deposit now and the rest Friday?'),
    s('No deposit needed, come see it first'),
    s("I don't take deposits, first person who shows up with the money gets it"),
    b("Would you hold it until Saturday if I come see it then? I can't do sooner"),
    s("Someone else is coming at 4, but you're welcome to come at 6 if it's still here"),
    s("After the test drive, if you want it, a deposit with a written receipt is fine and I'll take the ad down"),
    b("We're closing on our house next week so I'll have funds after escrow"),
    b('Does Revy have any buyer protection?'),
    s("I'd rather not use any escrow thing, let's just meet at your bank"),
    b("I'll bring a cashier's check for the agreed $11,200 and we can call the bank together"),
    s('Check engine light came on once, it was a loose gas cap'),
    b('Can I check the tire tread when I come by?'),
    b("I'm local, no shipping needed, I can come Sunday"),
    s("I'm not able to ship it, pick up only in Tacoma"),
    b("My brother is a mechanic and he'll come with me to look at it"),
    b("If I buy it, I'll rent a U-Haul trailer and tow it home myself since it doesn't run"),
    s('I had it towed to the shop last year for the transmission, receipts included'),
    b("I'm in the Air Force at JBLM, free this weekend to come test drive"),
    b('I just got back from deployment and need a reliable car, can I see it Tuesday?'),
    s("Selling because I'm moving to Germany next month, available to show any evening"),
    b("my husband is in the navy and he'll come with me to look Saturday"),
    s("I work offshore two weeks on two weeks off, I'm home until the 20th so come anytime"),
    b("I'm waiting for my loan to be approved, should hear by Thursday"),
    s('Title is pending from the DMV, I have the receipt showing the transfer'),
    s('I ordered new wiper blades, tracking says they arrive Monday'),
    b("I'll pay cash or a cashier's check, whichever you prefer"),
    s("The car comes with a Costco gas card I never used, it's yours"),
    b('Can I pay part with Zelle at the meetup and the rest cash?'),
    b('My bank can do a wire while we sit together at the branch'),
    s('The radio code is on a card in the manual'),
    b("What's the gate code for your building, so I can get in Saturday?"),
    s('It threw a P0171 code, fixed with a new intake gasket'),
    b("I'll send you a message here when I'm parked outside"),
    s("Bring your driver's license for the test drive, I'll just glance at it"),
    b('Can you send a photo of the title? I want to check the name matches the ID you show me'),
    s("Here's a picture of the registration, the license plate is current"),
    s('Carfax: https://www.carfax.com/vehicle/1FTFW1E50NFA12345'),
    b('KBB says private party value is around $14k: kbb.com/ford/f150/2019'),
    b('Would you take $9,000 cash today?'),
    s("Price is firm, it's already below KBB"),
    b('Can we meet at the Walgreens parking lot on 5th and Pine?'),
    s("My cousin can show it while I'm at work, he's there after 5"),
    b("I'm buying it for my daughter, she'll come too to drive it"),
    s("Sorry, I'm out of town until Sunday, can show it Monday evening"),
    b('Is it ok if I send you my offer in writing here? $12,500'),
    s('The extended warranty is transferable, it covers the powertrain till 2027'),
    b("I'm at work till 6, I'll message here when I'm on my way"),
    s("Pay at the bank when we meet, I'll sign the title right there"),
    b("Do you accept payment by Venmo? I'd send it in front of you after the test drive"),
    s('The first person who comes and drives it can have it, no holds'),
    b('Do you need a deposit to hold it? I can come tomorrow to see it'),
    s("Military discount? Ha, I'm a vet myself, I'll knock off $200"),
    b("I'm stationed at Fort Bragg, can I come see it after 5 on Thursday?"),
    s('The battery is new, the phone charger port works too'),
    b("I don't need shipping, my dad and I will drive up Saturday morning"),
  ],
};
