import type { OrdinaryCase, ScamCase, ScamFamily, ScamSet } from './types';

/**
 * Fresh round eleven for the scam shield (decision 026): written on 2026-11-25 after round two's lessons became
 * rules, run once, then spent — the honest figure for those rules, since round ten's failures were seen while they
 * were written. Scams in wordings none of the sets use; honest messages are hard negatives of the topic-without-move
 * classes (apps and contacts named in passing, refusals, relatives far away, Revy's own options).
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

/** Round eleven: first run 2026-11-25 (figures in decision 026); never tuned on. */
export const FRESH_SCAM_11: ScamSet = {
  scams: [
    escrow('seller', 'We close through CarSure Holdings, you fund the account and they pay me after your 7 day check'),
    escrow('buyer', "I'll put the money with a settlement agent, he releases it the minute the title is in my hands"),
    escrow('seller', 'Walmart Auto Assurance covers private sales, they will email you how to send the payment'),
    link('seller', 'Pay the reservation at revy-checkout.net/r/8812 and the car is marked sold to you'),
    link('buyer', 'here is the vin check I ran, c4rfax-history.com/v/1FTFW, looks clean'),
    link('seller', 'go to secure-zelle-claim.com and sign in with your bank to pull the funds'),
    off('buyer', 'i am going to be away from the computer, ping me on my cell instead'),
    off('seller', "Let's take this to email, I'm easier to reach there. jdavis1977 at aol"),
    off('buyer', 'you have kik or line? i dont like this chat'),
    off('seller', 'Message me directly, search my name on Facebook and send a request'),
    code('buyer', 'a text from Revy will come to you with a number, send it back here so I can verify your listing'),
    code('seller', 'I need the 2fa that just popped up on your screen to finish the transfer'),
    code('buyer', 'hey read me the digits google texted you, just to prove youre the owner'),
    id('buyer', 'My insurer wants a scan of your drivers license before they insure the car'),
    id('seller', 'Send me your ID front/back and I will hold the car for you'),
    id('buyer', 'whats your license number and birthday so I can run a background check on the seller'),
    check('buyer', 'The check from my company is for $26,000, the car is $22,000, zelle the rest to my shipper'),
    check('buyer', "I'll overnight you a cashier's check, it includes the towing fee, pay the tow guy from it"),
    check('seller', 'oops, my buyer deposited too much into your account, just send the overage back'),
    ship('buyer', 'A driver from my transport company will come with a trailer on Tuesday, he has my payment papers'),
    ship('seller', 'It is already at the shipping yard, the courier will bring it once you settle the fee'),
    ship('buyer', 'movers are coming for my stuff anyway, they will take the car too, just give them the keys'),
    far('seller', 'I am currently in the Philippines caring for my mother, my agent has the car and can ship it'),
    far('buyer', 'On deployment till next year. I trust the photos, my dad will pick it up after I pay'),
    far('seller', 'I work on a container ship and I am at sea most of the year, so I sell by shipping it to the buyer'),
    far('buyer', 'I am abroad on business and cannot come, can you arrange delivery after I pay?'),
    pending('buyer', 'Zelle is holding the transfer until you show them the tracking number, they emailed me'),
    pending('seller', 'Your payment shows processing. As soon as you send the shipping receipt it completes'),
    pending('buyer', 'the money is in escrow at my bank, it frees up when the driver confirms pickup with the waybill'),
    gift('seller', 'Payment in Google Play cards only, buy 10 of them and send me the codes'),
    gift('buyer', 'I will pay you in USDT, send me your wallet'),
    gift('seller', 'wire the money to my business account in Dubai, details below'),
    deposit('seller', 'Before I drive it 2 hours to you I need $250 for gas, refundable'),
    deposit('seller', 'Put down $500 today and I will remove the listing for you'),
    deposit('buyer', 'I cannot see it but I will send 1000 now so you keep it for me, what is your zelle'),
  ],
  ordinary: [
    b('Hi, is this still for sale? I am free Saturday.'),
    s('Yes it is. Saturday at 11 works for me.'),
    b('I noticed the listing was also shared in a WhatsApp group, glad I found it here.'),
    s('Android Auto works, you can use Waze and Telegram on the screen.'),
    b("I'd like to keep our messages on Revy, I don't really use Snapchat or Instagram."),
    s('Please keep messages here, I do not give my number out.'),
    b('My phone number is on my Revy profile already, is that enough for the appointment?'),
    s('No need to email me anything, just bring your license when you come.'),
    b('I tried calling the dealer down the street but they were closed, so I came here.'),
    s('I use an iPhone, the car pairs with it fine.'),
    b('I pulled a report on autocheck.com, there is one minor accident listed.'),
    s('The KBB private party value is on kbb.com, I priced it a bit under that.'),
    b('I checked recalls on nhtsa.gov with the VIN, nothing open.'),
    s('Yes, the minor accident was a bumper scrape, repaired at a body shop.'),
    b('My brother is in the Navy, he told me to check the underbody, can I bring a jack?'),
    s('My daughter is studying abroad so her car is for sale, it is parked at my house.'),
    b('I just came back from working overseas and need something reliable, can I see it Sunday?'),
    s('I am a flight attendant so I travel a lot, but I am home Thursday and Friday.'),
    b('My husband works offshore, so I will come alone to see it.'),
    s('I was in the army for 8 years, the truck has been well maintained.'),
    b('Does Revy have a way to pay through the site, or is it cash?'),
    s('Revy says on the listing page that payment happens in person, I am fine with cash or bank check.'),
    b('Can we do the payment with Revy escrow if that exists?'),
    s('I have never used escrow for a car, in person at the bank is simpler.'),
    b('I never send money before seeing a car, so I will bring the cash Saturday.'),
    s('You do not need to pay anything until you have driven it.'),
    b('I took it for a spin yesterday, can I leave $250 to hold it until my loan clears?'),
    s('I accept cash, cashier check at your bank, or Zelle once the title is signed in person.'),
    b('The payment from my credit union is pending but it will clear by Friday, I will bring a cashier check.'),
    s('I do not take money orders or personal checks, sorry.'),
    b('No gift cards or crypto from me, just cash.'),
    s('The check engine light is off, I scanned it with my OBD reader.'),
    b('Is the wiring harness for the trailer hitch included?'),
    s('The alarm has a code, I will write it down for you at the sale.'),
    b('My bank sends a verification text before big withdrawals, so I will go the day before.'),
    s('For the test drive, I just need to see your license, I will not keep a copy.'),
    b('I will have my ID and proof of insurance with me.'),
    s('I do not ship and I do not deliver, sorry, pickup at my place.'),
    b('If I buy it I may have a shop tow it home since I cannot drive stick yet.'),
    s('A transport company dropped it off when I bought it from Colorado, that is in the paperwork.'),
    b('Could we meet at a police station parking lot for safety?'),
    s('Sure, the station on Maple has a safe exchange zone.'),
    b('What is the lowest you would take if I pay cash today after the test drive?'),
    s('I could do $500 off if you come today.'),
    b('Are the tires and brakes in good condition?'),
    s('Brakes were done in spring, tires have about 60% left.'),
    b('Did you get the text I sent you on here yesterday?'),
    s('Sorry I missed it, the notification did not show on my phone.'),
    b('Any tracking of the oil changes? Receipts or an app?'),
    s('All oil changes are in the dealer app, I can show you when you visit.'),
  ],
};
