import type { OrdinaryCase, ScamCase, ScamFamily, ScamSet } from './types';

/**
 * Fresh round ten for the scam shield (decision 026): written on 2026-11-25 after round two ran and before any of its
 * lessons became rules, run once, then spent. Scam scripts across the eleven families in new wordings (a move asked
 * for without an app's name, a relative on a cruise ship, a courier's "release fee", a code read off a lock screen);
 * honest messages are hard negatives of the classes round two found (apps, phones and emails in passing, real sites,
 * relatives deployed or abroad who are local, Revy's own payment option, refusals to move off Revy or to pay first).
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

/** Round ten: first run 2026-11-25 (figures in decision 026); never tuned on. */
export const FRESH_SCAM_10: ScamSet = {
  scams: [
    escrow(
      'seller',
      'To keep us both safe the money goes to SafeHaul Vehicle Trust first, they keep it 5 days while you drive it, then release it to me',
    ),
    escrow(
      'buyer',
      'My bank offers a buyer guarantee account. I load the full amount there and it is released to you when the car arrives.',
    ),
    escrow(
      'seller',
      'Payment is handled by Facebook Marketplace Purchase Protection even though we are on here, they will send you the invoice',
    ),
    escrow('buyer', 'we can use an online trustee service i know, they hold funds until both sides confirm'),
    link('seller', 'full service history is uploaded here: autocheck-reports.co/vin/5YJ3E1EA for you to see'),
    link('buyer', 'Please confirm the transfer at revy-payments-secure.com/claim so the money lands in your account'),
    link('seller', 'login with your bank on www.chase-verify-transfer.net to receive the deposit'),
    link('buyer', 'the report from kbb is here: http://kbb-valuation.info/report?id=88 have a look'),
    off('buyer', 'can we continue this over text? this app keeps logging me out'),
    off('seller', "I don't check this site much. Drop me a message at the number in my profile photo"),
    off('buyer', 'add me on insta, carlover_mike88, easier to send pics there'),
    off('seller', 'reply faster if you write to mark.sells.cars@outlook.com'),
    off('buyer', "What's the best number to reach you on? I'd rather talk by phone than on here"),
    code(
      'buyer',
      'You will get a text from a 5 digit number with a code, just read it out to me so I can book the viewing',
    ),
    code('seller', 'To confirm you are not a bot I sent a verification to your phone. What are the six numbers?'),
    code(
      'buyer',
      'my phone is broken, I set up the account with your number by mistake. Can you forward me the code you got?',
    ),
    code('seller', 'please share the one time password from your email so the platform can verify the buyer'),
    id('buyer', 'For the insurance quote I need a pic of your license and registration, both sides'),
    id('seller', 'before we meet, snap your passport page and send it here, I have had too many no-shows'),
    id('buyer', 'Could you send your full name, date of birth and SSN so my lender can prepare the loan?'),
    id('seller', 'a selfie holding your ID please, standard procedure for test drives'),
    check(
      'buyer',
      'My employer will mail you a certified check for $23,400. Keep $21,000 for the car and pass the rest to my mover.',
    ),
    check('seller', 'I got your check but it was $2,000 over the price, please Zelle me back the difference today'),
    check('buyer', 'I will pay with a money order by FedEx, it should reach you Thursday'),
    check(
      'buyer',
      'my aunt is sending a bank draft for the car plus extra to cover pickup, you just forward the extra',
    ),
    ship('buyer', 'I have a transport company that will collect the car from your place, I pay them after pickup'),
    ship(
      'seller',
      'The car is already loaded at the carrier depot, they will deliver after you pay their handling fee',
    ),
    ship('buyer', 'my hauler will come by Friday for it, you only have to sign the release he brings'),
    ship('seller', "I'll have it delivered to your door by my logistics agent, you just pay him the 350 transport fee"),
    far('seller', "I'm working on a cruise ship until March so my brother will handle the sale, he can ship it to you"),
    far('buyer', 'I am currently overseas on contract, I will buy it now and my cousin will pick it up later'),
    far(
      'seller',
      'I relocated out of state for work and left the car with a storage company, they will ship it to you',
    ),
    far(
      'buyer',
      'im on an offshore platform for the next 6 weeks, cant view it but i want it, ill pay and send a driver',
    ),
    far('seller', 'I got posted to Germany with the Army, car is still here and I have to sell it from abroad'),
    pending(
      'buyer',
      'Cash App says the payment is on hold until you reply with the tracking code of the shipment, then it goes through',
    ),
    pending(
      'buyer',
      'PayPal has my $14,500 in pending, they need proof you have shipped the title before they release it',
    ),
    pending('seller', 'the bank put your transfer under review, send the courier receipt so they clear it'),
    pending(
      'buyer',
      'Funds are locked in my account until the seller uploads the shipment number, that is their policy',
    ),
    gift('seller', 'I only accept payment in Apple gift cards, 15 cards of $500'),
    gift('buyer', 'can i pay in ethereum? it is faster than banks'),
    gift('seller', 'Send it through MoneyGram to my agent in Ontario and the keys are yours'),
    gift('buyer', 'Give me your account number and routing so I can send it straight from my phone'),
    deposit('seller', 'Three others want it. Whoever sends 400 first gets it, then we set up a viewing'),
    deposit('seller', 'I need a small booking fee of $150 before I can share where the car is parked'),
    deposit('seller', 'You can have it without seeing it, just send half now and half on delivery'),
  ],
  ordinary: [
    b('Is it still available? I can come by Saturday morning.'),
    s('Yes, still for sale. Saturday works, 10am?'),
    b('I saw the same car on WhatsApp groups for more money, yours looks cleaner.'),
    s('The stereo supports Apple CarPlay so WhatsApp and maps show on the screen.'),
    b("I'd rather keep talking on here than switch to WhatsApp, if that's ok."),
    s('I prefer to keep everything in the Revy chat, so no phone numbers please.'),
    b('My phone died yesterday, sorry for the late reply.'),
    s('I will not text or email, let us keep it here.'),
    b("I don't use Telegram or Signal, is it fine to just message you here?"),
    s('Sure, just message me here anytime.'),
    b('I checked the history on carfax.com and it came back clean.'),
    s('Here is the free report from https://www.kbb.com/whats-my-car-worth/ for the trade-in value.'),
    b('I looked up recalls on nhtsa.gov, the airbag one was fixed?'),
    s('Yes, the recall was done at the dealer in 2022, I have the paperwork.'),
    b('My son is deployed right now, but I am buying it for him and will come look myself.'),
    s('My husband is stationed overseas so I am selling his truck, you can see it at my house any evening.'),
    b('I just got back from a work trip abroad, can I see it this weekend?'),
    s('I work offshore two weeks on two weeks off, I am home until the 12th so come any day before that.'),
    b("I'm moving out of state next month which is why I need a car now, can I test drive it tomorrow?"),
    s('I am selling because I am moving to Spain in January. You can see it anytime before then.'),
    b('Can I pay through Revy checkout instead of cash?'),
    s('Revy has a secure payment option on the listing, we can use that when you pick it up.'),
    b('Is there an escrow option on Revy or do people just pay at the bank?'),
    s('There is no escrow here, we can meet at your bank and you pay there.'),
    b('I will not send any deposit before I see the car, hope that is ok.'),
    s('No deposit needed, just come see it.'),
    b('After the test drive I can leave a $200 deposit if you hold it till Monday.'),
    s('You saw it yesterday, if you want to hold it a deposit of $300 is fine, I will write a receipt.'),
    b('I will bring a cashier check from my credit union when we meet at the branch.'),
    s('I only take cash or a cashier check at your bank, in person.'),
    b('I will need the title in hand at pickup, is it in your name?'),
    s('Title is clean and in my name, lien released last year.'),
    b('Do you have a code for the gate at your apartment complex?'),
    s('The gate code is 4412, park in spot 18.'),
    b('The check engine light showed code P0420 last week, was that fixed?'),
    s('The radio asks for a code after a battery change, it is written in the manual.'),
    b('My bank texts me a verification code when I withdraw a large amount, so I will do it the day before.'),
    s('Please bring your driver license for the test drive, I just need to see it.'),
    b('I have my license and insurance card with me when I come.'),
    s('I will show you my ID and the title so you know it is mine.'),
    b('Do you ship? I live 3 hours away.'),
    s('Sorry, no shipping, local pickup only.'),
    b("I'll have my mechanic look at it, he can come with me Saturday."),
    s('If it needs a tow I know a tow company nearby, but it drives fine.'),
    b('I will drive up with my brother and he will drive my old car back.'),
    s('I can meet you halfway at the Walmart parking lot off exit 42.'),
    b('I might use a shipping company if I buy it after seeing it, is that ok with you?'),
    s('The previous owner shipped it from Arizona, that is why it has no rust.'),
    b('Is the price negotiable? I can do $14,000 cash.'),
    s('Lowest I can go is $14,800.'),
    b('Deal at 14,500 if the inspection is fine.'),
    s('The payment app I use is Zelle, but only after you have the car and title in hand.'),
    b('I would never pay with gift cards, I had a friend get scammed like that.'),
    s("I don't take crypto or wire transfers, only cash or bank check in person."),
    b('Can we do the paperwork at the DMV together?'),
    s('Sure, DMV on Oak St opens at 8.'),
    b('My dad was in the Navy and always told me to check the frame for rust.'),
    s('Car was garaged, no rust, you are welcome to put it on a lift.'),
    b('The listing says the tires are new, what brand?'),
    s('Michelin Defenders, put on 3,000 miles ago.'),
    b('My email on my Revy account is old, will I still get notifications?'),
    s('You can change your email in Revy settings, I had the same issue.'),
    b('Someone messaged me on WhatsApp pretending to be you, just so you know.'),
    s('That was not me, I only talk here. Please report that number to Revy.'),
    b('Does the car have a tracking device or GPS subscription?'),
    s('It has OnStar but the subscription lapsed, you can renew it.'),
    b('Payment is pending on my side only because my bank limits transfers, I will bring cash instead.'),
    s('The tracking number for the spare key I ordered is not in yet, I will have it by Friday.'),
    b('Do you have the service records? A PDF on here is fine.'),
    s('I will upload the records to the listing photos tonight.'),
    b('What time works for a test drive on Sunday?'),
    s('Anytime after 1pm on Sunday.'),
    b('My wife will come instead of me, she has the cash and knows what to check.'),
    s("My neighbour will show it to you if I'm at work, he has the keys, but we settle the money together later."),
    b('Is the car at the address on the listing or somewhere else?'),
    s('It is at my house, the address on the listing is right.'),
    b('Can you send a photo of the odometer and the VIN plate?'),
    s('Here is the VIN: 1HGCV1F34LA012345, check it on carfax or autocheck.'),
    b('I booked a pre-purchase inspection at the shop on 5th, they need the car for an hour.'),
    s('Sounds fair, I will bring it there and wait.'),
  ],
};
