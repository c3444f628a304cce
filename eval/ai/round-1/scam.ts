/**
 * ROUND 1 of the held-out sets (issue 15): written apart from the engine and run once on 2026-11-25 (built-in
 * engine 88.6% correct, hand-off recall 95.1%; scam recall 92.5%, 0.6% false positives; writer used 30/49 answers).
 * After that run it became development data the engine is tuned on; the held-out part is now eval/ai/held-out/
 * (round 2), written afresh by someone who saw neither round.
 *
 * HELD-OUT evaluation set for the scam shield (issue 15). Never tune the rules on it.
 *
 * How it was written: by hand, reading only eval/ai/types.ts (ScamFamily) and the brief's description of the
 * families. The shield's rules, their tests and the development set were not opened, and no rule was run on these
 * messages. Scams are written the way they arrive on Marketplace / Craigslist: polite or pushy, urgent, broken
 * English, typos, links on lookalike domains, phone numbers written with spaces, dots or words. Both buyers and
 * sellers scam (`from`). Phone numbers use the 555-01xx fiction range; domains are invented lookalikes.
 *
 * Judgement rules:
 * - scams: each message carries one family as its main trick (real scams combine tricks; where a message also
 *   touches a second family it is filed under the trick it leans on). Moving the talk off the platform counts with
 *   or without a number ("send me your number I'll text you" counts), as the brief defines the family.
 * - ordinary: honest messages a shield must let through, with many hard negatives: prices and offers, public meeting
 *   places with street names, cash / bank / cashier's check FOR THE AGREED PRICE verified at the issuing bank, a
 *   deposit AFTER seeing the car with a receipt, showing a licence IN PERSON before a test drive, honest mentions of
 *   phones (battery died, on a call), shipping declined ("I'm local"), military mentioned in passing by someone who
 *   comes in person, VIN / Carfax talk, two links to the real carfax.com and kbb.com, and ZIP codes.
 * - Left out as genuinely ambiguous: "can I call you?" / "what's your number?" from someone otherwise local and
 *   honest (the family definition makes it off-platform, but honest buyers write it too), a buyer wiring money from
 *   his own bank with both parties present, paying a deposit by app before a viewing "because of many buyers", and
 *   a relative picking the car up for a buyer who has seen it.
 */
import type { OrdinaryCase, ScamCase, ScamFamily, ScamSet } from '../types';

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

export const ROUND1_SCAM: ScamSet = {
  scams: [
    // ---- fake or lookalike escrow / payment services ----
    escrow(
      'seller',
      'To keep us both safe lets do the deal through SafeAutoEscrow (safeautoescrow.net). You pay them, they release to me only when you accept the car.',
    ),
    escrow(
      'buyer',
      'i will pay via escrow.com-secure-pay.net , they hold the funds and you get an email confirming the funds are secured',
    ),
    escrow(
      'seller',
      'Payment must go through Amazon Payments Vehicle Purchase Protection. Amazon will email you the invoice with the instructions.',
    ),
    escrow(
      'buyer',
      'I already paid into the PayPal Escrow Service, check your email from paypal-escrow-services.com and follow their steps to release it',
    ),
    escrow(
      'seller',
      'we use Revy Secure Pay for this car, here is the link revy-securepay.com/pay/88213 pay there and the car is yours',
    ),
    escrow(
      'buyer',
      'My bank has an escrow department, they will contact you from transactions@cbc-escrow-service.com to finish the sale',
    ),
    escrow(
      'seller',
      'Google Wallet protects vehicle buyers. you send the money to Google, they keep it during the 5 day inspection period and then pay me',
    ),
    escrow(
      'buyer',
      'lets use TrustedCarEscrow dot com, they are licensed and insured. i opened the file already, you just register and accept',
    ),
    escrow(
      'seller',
      'The car is at the escrow company warehouse. You pay the escrow agent, they deliver and you have 7 days to return it for full refund',
    ),
    escrow(
      'buyer',
      'i use escrow-vehiclesafe.org all the time its 100% safe, you get paid after i sign. please create an account on there',
    ),
    escrow(
      'seller',
      'Only payment option is eBay Motors escrow, ebay keeps the funds until you drive the car 5 days. send me your full name and email and ebay will contact you',
    ),
    escrow(
      'buyer',
      'I paid through Escrow Guardians, they said you need to pay a $150 release fee before the funds go to your account',
    ),
    escrow(
      'seller',
      'for your protection we go thru Carvana Secure Delivery escrow, I forward you the invoice with payment details today',
    ),
    escrow(
      'buyer',
      'Hi, I prefer to use a vehicle escrow service, autopayprotect.co , they charge the fee to me not you. Kindly register so they can send you the agreement',
    ),

    // ---- lookalike report / payment links, links asking for a login ----
    link(
      'buyer',
      'before i drive out can you get a report from carfax-vin-check.net/report ? only 19.99, that is the only site i trust',
    ),
    link('buyer', 'please send me a history report from vinhistoryreport-online.com , i need it before i buy'),
    link(
      'buyer',
      'someone is using your pics on another site, log in here to report it: revy-support-center.com/login',
    ),
    link(
      'seller',
      'Please confirm your interest on our secure page revy-listings.co/verify and sign in with your email and password',
    ),
    link(
      'buyer',
      'I sent the payment with zelle, click here to accept it zelle-payments-secure.com/accept and log in with your bank',
    ),
    link('buyer', 'Can you do the report at autocheckvinreports.org? carfax ones are fake sometimes'),
    link(
      'seller',
      'Full carfax is here https://carfax.com.vehicle-report.info/2019-rav4 just log in with facebook to view',
    ),
    link(
      'buyer',
      'Your listing was reported. Verify your account within 24h at https://revy.com-account-verify.net or it will be removed',
    ),
    link(
      'buyer',
      'i cant see all the photos, can u upload them here drive-google-docs.share-files.net and login with your gmail',
    ),
    link(
      'buyer',
      'my dealer needs a vin report from vinaudit-history.com (the real one not vinaudit.com), it costs 24.99',
    ),
    link('seller', 'Here is the invoice, log in at paypaI-invoice.com with your paypal to pay it'),
    link('buyer', 'Please login to confirm the funds arrived: https://www.chase-secure-transfer.com/login'),
    link(
      'buyer',
      'check the blue book value here kbb-valuations.net/free and tell me what it says, you have to sign in first',
    ),

    // ---- moving the talk off the platform ----
    off('buyer', "Is this still available? Text me at 512 555 0187 I don't check this app"),
    off('buyer', 'pls contact me on whatsapp +1 (323) 555-0144 for quick reply'),
    off('buyer', "I'm interested, email me at jameswilson.buyer1965@gmail.com so we can discuss more"),
    off('seller', 'hello, write me on telegram @auto_sale_tom I answer faster there'),
    off('buyer', 'text me five one two, five five five, zero one nine three'),
    off('buyer', 'hit me up on signal 2 0 6 - 5 5 5 - 0 1 7 7 im ready to buy'),
    off('seller', 'I rarely log in here, add me on WhatsApp and I send more pictures and details'),
    off('buyer', 'Can we continue this over email? this app keeps glitching for me. its markd4car at gmail dot com'),
    off('buyer', 'my number is (four one five) 555 zero one two two, text only please'),
    off('seller', 'Message me on WhatsApp: plus one, nine seven one, five five five, zero one six six'),
    off('buyer', 'is it avail? send me your number i will text you the details'),
    off('buyer', 'please drop your cell number so my assistant can reach you'),
    off('seller', 'This app takes a fee from me, lets finish on text, my cell is 503.555.0110'),
    off('buyer', 'hi! whatsapp me 4 4 7 7 0 0 9 0 0 1 2 3'),

    // ---- verification codes ----
    code(
      'buyer',
      "Before we go further I need to verify you are real. I'm sending you a code, please tell me what it says",
    ),
    code('buyer', 'you should get a 6 digit code from Google in a sec, send it back to me to prove your not a scammer'),
    code('buyer', 'I just sent a verification code to your phone, pls read it to me'),
    code('buyer', "what's the code you received? it's from revy to confirm the sale"),
    code('seller', "To confirm your reservation I'm texting you a code, reply here with it"),
    code('buyer', 'can you forward me the 6-digit number you just got? my bank needs it for the transfer'),
    code('buyer', 'lot of scammers on here lol. i sent a code to ur number, give me the code so i know your legit'),
    code('buyer', 'Please send the verification code Google Voice just sent you, it is only to confirm identity'),
    code('seller', 'zelle sent you a code to receive the payment, tell me that code and the money will release'),
    code('buyer', 'hey sorry I accidentally sent my login code to your phone, could you send it back to me?'),
    code('buyer', 'the app said a code was texted to the seller. what are the numbers?'),
    code('seller', 'For security I need the one-time passcode you will receive by sms now'),
    code('buyer', 'ok i sent you a G- code, type it here so i know you are the real owner'),

    // ---- photos of a licence or ID ----
    id('buyer', "can you send me a photo of your drivers license so i know you're the real owner"),
    id('seller', 'before the test drive please send me a picture of your ID front and back'),
    id('buyer', 'Please send a pic of the title and your ID together so my bank can approve the loan'),
    id('seller', "For insurance reasons I need a photo of your driver's licence and a selfie holding it"),
    id('buyer', "send a photo of your license next to the car and i'll come today"),
    id('seller', 'to hold it for you just send a clear photo of your state ID'),
    id('buyer', "My financing company needs a copy of the seller's ID, can you snap a pic and send it here"),
    id('seller', 'I had a lot of time wasters. Send me a picture of your driving licence first then we talk'),
    id('buyer', 'to prove ownership pls send your drivers licence photo and the registration'),
    id('seller', 'please attach a scan of your passport or license before i reserve the car for you'),
    id('buyer', 'for the paperwork can you take a photo of your DL and SSN card'),
    id('seller', 'Send me front and back photos of your license and your insurance card to schedule'),
    id('buyer', "need a photo id from you to make sure you're not a scammer, i will send mine too"),

    // ---- cashier's checks, money orders, certified checks, overpayment ----
    check(
      'buyer',
      "I'll send a cashier's check for $28,000, just send the extra back to my shipper after you deposit it",
    ),
    check(
      'buyer',
      'My accountant will mail you a certified check for the full amount plus $2,500 for transport, please refund the difference with zelle',
    ),
    check(
      'buyer',
      'I will pay with a money order, it will be a bit more than the price, you can give the change to my mover',
    ),
    check('buyer', 'The check my client sent is over the price by $3,000 by mistake, please wire back the excess'),
    check(
      'buyer',
      "I'll mail a certified cashier check today. you deposit it and when it clears give the balance to the pickup agent",
    ),
    check('buyer', "I'm sending you a USPS money order for $19,000. keep 15,500 and send the rest to my cousin"),
    check(
      'buyer',
      'can i pay with a cashiers check for 30k? the extra is for my agent who picks it up, you just give him the cash',
    ),
    check(
      'buyer',
      'my company only issues certified checks, it will be for $40,000, take your price and hand the rest to the driver',
    ),
    check('buyer', "I'll overnight a bank draft that includes the shipping fee, just pay the shipper when they come"),
    check('buyer', 'i can send a business check today for more than asking, refund me the difference after it clears'),
    check(
      'buyer',
      'my insurance settlement check is $21,350, ill sign it over to you and you send me back the $5,850 difference',
    ),
    check(
      'buyer',
      'money order is on its way by fedex, it is for $32,000, please deposit it and send $2,200 back by western union',
    ),
    check(
      'seller',
      'I will mail you a cashiers check for your $500 deposit refund, it will be for $2,500 by bank error so please send the extra $2,000 back',
    ),

    // ---- shipping / transport / tow pick-up by an agent ----
    ship(
      'buyer',
      "I'm buying it for my son, my shipping company will come pick it up once paid, you dont have to do anything",
    ),
    ship('buyer', "my transporter will pick up the car and the title, I'll take care of all the shipping"),
    ship('buyer', "I'll arrange a tow truck to pick it up friday, the driver will have your payment"),
    ship('buyer', "The carrier I use charges $850, please pay them when they arrive and I'll add it to my payment"),
    ship(
      'seller',
      'I am relocating so the car is already with a shipping company, they deliver to your door, you pay their fee upfront',
    ),
    ship('buyer', 'my agent will come with a flatbed to get it, no need to meet me'),
    ship('buyer', 'i cant come in person, my pick up agent will collect it after payment clears'),
    ship(
      'seller',
      'The vehicle is at the transport company depot. once you pay them they ship it to you within 3 days',
    ),
    ship('buyer', 'I will have it shipped to me, my mover contacts you for the pick up, plz keep the title ready'),
    ship('buyer', 'Do not worry about the transport, my shipper from Midwest Auto Haulers will come for it'),
    ship('buyer', "i'm buying for a client, his shipping company will pick it up and handle everything"),
    ship(
      'buyer',
      'The towing company I hired will be there tomorrow 9am with your money, just hand them the keys and title',
    ),
    ship(
      'seller',
      'Delivery is included, my shipping agent brings it to your home, you pay the agent before he unloads it',
    ),

    // ---- buyer or seller far away: abroad, deployed, oil rig, at sea ----
    far('buyer', "I'm offshore on an oil rig right now, can't view the car but I want it, I'll pay full price"),
    far('seller', "I am deployed with the army in Germany so I can't show the car, but I'll give you a great price"),
    far(
      'buyer',
      'I am in the UK on business at the moment, buying it for my daughter in Texas, full asking price no problem',
    ),
    far(
      'seller',
      "I got transferred for work to Alaska and the car stayed in storage down here, that's why it's so cheap",
    ),
    far('buyer', 'I am a marine engineer working at sea, I will not be able to come inspect it, I trust you'),
    far('seller', 'im military being stationed overseas next week, need to sell fast, the car is at the base'),
    far(
      'buyer',
      "Hello, I'm out of the country in Dubai for work but I'd like to buy this for my brother in the US. how do we go about it?",
    ),
    far('buyer', 'i am deployed at the moment, my wife will send the payment, i cant see the car but its fine'),
    far(
      'seller',
      "I'm out of the country for work (Canada) for the next months, the car is with my cousin who will handle everything",
    ),
    far(
      'buyer',
      'Good day, I am a nurse on contract in Saudi Arabia, I want to buy the car for my mom, no need to see it',
    ),
    far(
      'seller',
      "I'm a widow and moved abroad, I just want the car to go to a good person, that's why the price is low",
    ),
    far('buyer', "i'm working on a ship till next month, can't come see it but i'll buy it as is, full price"),
    far(
      'buyer',
      "I work on a rig in the Gulf, 3 weeks on 3 off, so I can't do a test drive. I'll pay you now and arrange pickup",
    ),

    // ---- payment pending until a tracking number is sent ----
    pending('buyer', 'I sent the payment on Zelle, it says pending until you send the shipping tracking number'),
    pending(
      'buyer',
      'paypal is holding the funds until you upload the tracking number for the title, please ship it today',
    ),
    pending(
      'buyer',
      'The bank said the money will be released as soon as you give them the tracking number of the shipment',
    ),
    pending(
      'buyer',
      'Payment is done, check your email from paypal, you need to send the tracking number to receive it',
    ),
    pending('buyer', 'funds are in escrow pending the tracking info, send the keys by fedex and give me the tracking'),
    pending('buyer', 'I paid already, your account will be credited once you send the tracking # for the title'),
    pending(
      'buyer',
      'zelle says your account is not business so the payment is on hold until you give a tracking number',
    ),
    pending('buyer', 'the transfer is pending, they need proof of shipment. mail the title and send tracking pls'),
    pending('buyer', "you'll get the money after you send me the waybill number, that's how my bank works"),
    pending('buyer', 'i already pay, cashapp say pending till seller confirm shipping with tracking code'),
    pending(
      'buyer',
      'Please ship the spare key and title overnight and send me the tracking so the bank releases your funds',
    ),
    pending(
      'buyer',
      'The payment of $24,900 is approved but will only show in your account after the tracking number is submitted',
    ),

    pending(
      'buyer',
      'I sent the money on Cash App for Business, it will be released when you send the USPS tracking number of the title',
    ),
    pending(
      'buyer',
      'my payment is showing as processing, paypal needs you to confirm shipment with a tracking number before it clears, then you get it',
    ),

    // ---- gift cards, crypto, wire transfers ----
    gift('seller', 'I only accept payment in bitcoin, the car ships once the transaction is confirmed'),
    gift('seller', 'Payment can be made with Steam or Apple gift cards, send the card numbers here'),
    gift('buyer', "can i pay in USDT? i'll send to your wallet right now"),
    gift(
      'seller',
      'wire the full amount to my account at First National, I send routing and account number, car delivered next day',
    ),
    gift('seller', 'please send the payment through Western Union to my agent Mr. David Collins'),
    gift('buyer', 'I can pay 100% in crypto, ETH or BTC, tell me your wallet address'),
    gift('seller', 'I accept Google Play cards for the down payment, 5 cards of $200'),
    gift('seller', 'send the money by MoneyGram to my sister, she handles the sale for me'),
    gift('buyer', 'i will wire the money from my overseas account today, send me your IBAN and swift code'),
    gift('seller', 'Payment only via bitcoin ATM, I will send you the QR code'),
    gift('seller', 'I need the payment in Amazon gift cards, its safer for both of us'),
    gift('buyer', "I'll pay with a Coinbase transfer, it's instant. what's your crypto address?"),
    gift('seller', 'you can pay with ebay gift cards, buy them at walmart and send me pictures of the back'),

    // ---- deposits before seeing the car ----
    deposit('seller', "I have a lot of interest, send a $300 deposit on Zelle and I'll hold it for you"),
    deposit('seller', 'To schedule the viewing I need a refundable deposit of $500 first'),
    deposit('seller', 'the car is in storage, pay the $250 storage release fee and then you can come see it'),
    deposit('seller', 'send half now via cashapp and the rest when you get it'),
    deposit('seller', "Deposit of $1,000 required to take it off the market, fully refundable if you don't like it"),
    deposit('seller', 'someone else wants it, if you send a $200 deposit right now its yours'),
    deposit('seller', 'I only show the car to serious buyers who pay a $400 holding deposit first'),
    deposit('seller', "pay the $199 delivery deposit and i'll bring the car to you for a test drive"),
    deposit('seller', "send a deposit on venmo @tom-auto-sales and I'll mark it pending"),
    deposit('seller', 'I need 10% upfront before I meet anyone, too many no shows'),
    deposit('buyer', "I'll send you a deposit now to hold it, no need to see it. what's your paypal?"),
    deposit('seller', 'Before I give you the address send 150 as a good faith deposit'),
    deposit(
      'seller',
      'Send the down payment through paypal friends and family and the car is yours, I will deliver it',
    ),
  ],

  ordinary: [
    // ---- openers and availability ----
    b('is this still available?'),
    b('hi is the rav4 still for sale'),
    b('still got it?'),
    b('Hello! Interested in your Civic. Is it still available?'),
    b('hey is the truck still around'),
    b('available?'),
    b('hi, saw your listing, is it still for sale? thanks'),
    b('Is the Outback still up for grabs'),
    s('Yes, still available!'),
    s('Hi, yes it is. Any questions?'),
    s("It's still available, had a couple people look but no sale yet"),
    s('Sorry, someone is coming to look at it tomorrow, but it is still available for now'),
    s('Hey thanks for reaching out, the car is still for sale'),
    b('is the tesla still available or is it pending'),
    s("Sold it yesterday, sorry! I'll take the listing down"),
    b('hi there, first time buying from a private seller, hope that is ok'),
    b('Good morning, is this car still available? I am looking for something for my daughter'),
    b('hey whats up, still selling the miata?'),
    s('Morning! Yes, still available.'),
    b('interested'),

    // ---- prices and offers ----
    b('would you take 22k?'),
    b('what is your lowest price'),
    b('is the price negotiable?'),
    b('I can offer 14,000 cash'),
    b('would you do 35 for the truck'),
    b("what's the best you can do on it"),
    b("I'm at 13,500, let me know"),
    b('any flexibility on price? kbb says a bit lower'),
    b('would you meet me at 29k'),
    b("i'll give you 15 even, cash"),
    b('is 24k doable if i come today'),
    b('price firm?'),
    b("obo? what's the o"),
    b("I'd like to offer $28,500"),
    b('Would you consider 12,800? it needs tires soon'),
    b('can you knock a little off for the scratch on the bumper'),
    b("what's the least you'd take"),
    b('would you take 16 for the miata, I can come this week'),
    b('how firm are you on 36,750'),
    b('meet in the middle at 25?'),
    s('The price is firm, sorry'),
    s("I could do 24,000, that's about as low as I'll go"),
    s('Lowest I can do is 15,000'),
    s("I'm asking 14,200 but I'm open to reasonable offers"),
    s('Thanks for the offer, I can come down to 35,500'),
    s("I'll take 29k if you can pick it up this weekend"),
    s("That's a bit low for me. Can you do 15,200?"),
    s('Deal at 24,500'),
    s('Not much room, priced it under KBB already'),
    s("Let me think about it and I'll get back to you tonight"),
    b('ok 24,500 works for me'),
    b('deal. when can I pick it up?'),
    b("that's a little high for me, I'll pass but thanks"),
    b('would you take my 2012 corolla as a trade plus cash'),
    s('No trades, sorry, just selling it outright'),
    b("I'll offer asking price if you include the floor liners"),

    // ---- public meeting places ----
    b('meet at the Target parking lot on 5th st?'),
    b('can we meet at the police station on Main St, they have a safe exchange spot'),
    s('We can meet at the Safeway on Lincoln Ave, lots of parking'),
    b('how about the Costco lot on Hwy 290 around noon'),
    s("I'm near Zilker Park, there's a big public lot off Barton Springs Rd"),
    b('Is the Walmart on Colfax ok? I can be there at 3'),
    s("Let's meet at the Starbucks at 45th and Stone Way"),
    b('can we do it at the DMV parking lot so we can transfer right after'),
    s('I usually show it in the Home Depot parking lot on Valencia St'),
    b('theres a safe trade zone at the sheriff office on 12th ave, works for me'),
    b('meet halfway? maybe the Shell station at exit 24'),
    s('The mall parking garage on level 1 works, near the food court entrance'),
    b("I'll be at the Lowe's on Burnet Rd in 20 mins, red jacket"),
    s('We can meet at the library on Broadway, open till 8'),
    b('can we meet somewhere public? I would feel better'),
    s('Sure, a public place is fine by me. Your pick.'),
    b("What's a good spot near you to meet, I'm coming from Oakland"),
    s('The Chevron at 24th and Mission has a big lot'),
    b('how about in front of my credit union on Belmont st, then we can do the paperwork inside'),
    b('I work near the Whole Foods on Lamar, can we meet there after 6'),
    s("I'm in the Fremont area, there's a public lot next to the troll under the bridge lol"),
    b('Can I come to your place or do you prefer to meet somewhere?'),
    s('I prefer meeting at a public spot, the Target on Stevens Creek Blvd'),
    b('ok see you at the Target lot, ill text here when im there'),
    b('is the police department lot on Washington fine? they have cameras'),
    s('The parking lot at Sloan Lake park works, by the boathouse'),
    b('meet at the autozone on 38th so we can check the codes with their scanner?'),
    s("Let's do the O'Reilly parking lot on Division, I can be there at 4"),
    b('whats the cross street near you'),
    s("I'm near the Mission and 20th area, we can meet on the street, plenty of parking on weekends"),

    // ---- honest payment questions ----
    b('do you take cash'),
    b('can we do it at my bank'),
    b("I'll bring a cashier's check from my credit union for the agreed price and we can verify it at the branch"),
    b('is cash ok or do you want a cashiers check'),
    s('Cash or a cashier check, and we can go to your bank together to get it'),
    b('can I pay with a cashier check from Chase? we can meet at the chase branch and you can watch them print it'),
    s("I'd prefer we do the payment at my bank so they can count the cash"),
    b('I have a loan pre-approval from my credit union, they send the check to you directly once we sign'),
    b('can i pay part cash and part zelle at the time of sale'),
    s("Zelle is fine as long as it's done in person when you pick it up and I see it land"),
    b('Do you accept financing? I am pre approved with Navy Federal'),
    s('Financing works, your lender just needs the payoff info when we do the paperwork at the bank'),
    b("I'll need to go to the bank to get the cash, can we meet at a Wells Fargo?"),
    s('Bank transfer is fine, we can do it at my branch and I hand you the keys when it shows up'),
    b('how much cash do you want, exactly the agreed price right?'),
    s("I'll bring a pen so we can write up a bill of sale"),
    b('my credit union gives me a cashiers check for the exact amount, is that ok'),
    s('I take cash. If you bring a cashiers check we go to the issuing bank to verify it first'),
    b('does escrow cost extra on this site?'),
    b("I'd rather pay at the bank than carry that much cash around"),
    s('Totally fair, we can meet at your bank'),
    b('can I bring my dad, he is helping me pay'),
    b('do i pay sales tax to you or at the dmv?'),
    s('You pay the tax at the DMV when you register it'),
    b("I'll pay the full 15,500 in cash on saturday when I see it"),
    s("Once payment's done at the bank I sign the title over right there"),
    b('can we count the cash at the bank so you know its real'),
    b('I have the money ready, just want to see it first'),
    s('Payment when you take the car, nothing before'),
    b('is a personal check ok if we go to my bank and cash it together there'),
    s("I'd rather cash or cashier's check but I'm happy to go to the bank with you"),
    b(
      'after the test drive today could I leave $500 cash down with a signed receipt to hold it till my loan clears monday?',
    ),
    s(
      'If you like it after seeing it, a small deposit in person with a receipt is fine, otherwise first come first served',
    ),
    s('No deposit needed, just come see it'),
    b('my bank needs the VIN and mileage for the loan, can you confirm them'),

    // ---- honest mentions of phones ----
    b('my phone died sorry, back now'),
    b('sorry for the late reply, was on the phone with my insurance'),
    s('Sorry, phone was on silent, just saw this'),
    b("I'll message here when I'm on my way"),
    b('my phone is at 5% so if I go quiet that is why'),
    s('I will be driving, so might be slow to answer on here'),
    b('Does the phone mount come with it or is that yours'),
    s('Wireless phone charger pad works, CarPlay too'),
    b('does it have a usb port to charge my phone'),
    b('cracked my phone screen, typing is hard lol'),
    s("I'll reply here as soon as I'm off work"),
    b("my phone's GPS says 35 min from me, I'll leave now"),
    b('sorry, bad signal up here, messages are delayed'),
    s('The bluetooth pairs with any phone, I had an android and my wife an iphone'),
    b('phone autocorrected your name sorry'),

    // ---- shipping honestly discussed ----
    b("I'm local, no shipping needed"),
    b("I live 20 min away so I'll just drive it home"),
    b("I'll drive it home myself, no transport needed"),
    s("I don't ship, local pickup only"),
    b('my brother will drive me there so I can drive it back'),
    b("I'm about 2 hours away but I'll come see it in person first"),
    s('Sorry, not doing shipping, you need to come see it'),
    b('do you know if it would fit in a normal garage, mine is small'),
    b('if I buy it Saturday can I leave it at your place until Sunday morning? I need a ride back for my other car'),
    s("You'd need to come in person, I'm not comfortable shipping it"),
    b("I'll take the train up and drive it back"),
    b("I'm flying in on friday to buy it in person, will that work if I test drive first"),
    s("I can meet you at the airport if you fly in, it's 20 min from me"),
    b('no shipping needed, I can pick it up in person this weekend'),
    b('how far is it from the airport? I want to come look at it before I decide'),

    // ---- military and far away in passing, honest ----
    b("I'm stationed at Fort Cavazos but can drive over Saturday to look at it"),
    b("I'm ex-navy, used to have a truck like this"),
    b('any discount for veterans lol, just kidding'),
    s('My dad was in the Air Force, he bought this truck new'),
    b('im on leave this week so I have time to come see it any day'),
    b('just got back from deployment and need a car, can I see it tomorrow?'),
    b('I work on the base in Lakewood, 30 min away, can I come after 5'),
    s("I'm traveling for work next week, so this weekend is the best time to see it"),
    b('just moved here from Germany, do I need anything special to register a car in CA?'),
    s("I'll be out of town Monday to Wednesday, I can show it any other day"),

    // ---- VIN, Carfax, history ----
    b('what is the VIN?'),
    b('can you send the vin so I can run a carfax'),
    s('The VIN is on the listing, feel free to run it'),
    b('do you have a carfax report'),
    s('I ran an AutoCheck last month, clean, I can show it when you come'),
    b('ran the vin, looks good. one thing, why does it show a registration in nevada in 2020?'),
    s('Here is the free Carfax from the dealer: https://www.carfax.com/vehicle/2T3P1RFV4KW012345'),
    b('kbb says private party around 24k: https://www.kbb.com/toyota/rav4/2019/'),
    b('any recalls open on this vin?'),
    s('All recalls were done at the dealer, I have the paperwork'),
    b('can you tell me which body shop fixed the tailgate? just for my records'),
    b('is the vin on the dash matching the title?'),
    s('Yes, the VIN matches the title and the door sticker'),
    b('the carfax shows 2 owners, is that right?'),
    s('Carfax shows one accident for the tailgate, it was repaired at a body shop'),
    b('do you have the maintenance records or just the carfax'),
    s('Service records are in the glovebox, you can look through them'),
    b('is it a salvage or clean title'),
    s('Clean title in my name, no liens'),
    b('any warranty left on it?'),
    b('whats the build date on the door sticker'),
    b('would you mind if I looked up the vin on the nhtsa site first? just checking recalls'),
    s('Go ahead, the NHTSA site shows no open recalls for it'),
    b('does carfax show the odometer reading from the last inspection'),
    s('The emissions report from last year is in the folder with the title'),

    // ---- test drive and inspection logistics ----
    b('can I test drive it this weekend'),
    b('when can I come see it?'),
    s('I can show it Saturday from 10 to 2'),
    b('would 6pm tomorrow work for a test drive'),
    s("Sure, bring your license and we'll go for a drive"),
    b("Can I bring it to my mechanic for a pre-purchase inspection? it's 10 minutes from you"),
    s("Fine by me, I'll drive it there and wait"),
    b('i want to bring my own obd scanner, is that ok'),
    s('Yes, bring whatever you want to check it'),
    b("I'm running 15 min late, sorry, traffic on 101"),
    s("No worries, I'll wait"),
    b("I'm here, parked next to the cart return"),
    s('Silver RAV4 by the entrance, see you'),
    b('can my wife drive it too, she will be the main driver'),
    s('Of course, as long as she has her license with her'),
    s('Can I see your license before the test drive? Just a look in person, no photos needed'),
    s("I'll ride along on the test drive, hope that's ok"),
    b('Is it ok if we take it on the freeway for a bit'),
    s('Sure, there is an on-ramp right next to the lot'),
    b('I would like the car to be cold when I arrive, please dont warm it up'),
    s("Ok I won't start it before you get here"),
    b('can we reschedule to sunday? something came up'),
    s('Sunday works, same time?'),
    b('will you be there or someone else'),
    s("It'll be me, Sam"),
    b('how long does a test drive usually take with you? 20 min?'),
    b('my mechanic can look at it wednesday at 10 if that works for you'),
    s('Wednesday at 10 is good, send me the shop name'),
    b('Can I come with my brother, he knows cars better than me'),
    s('The more the merrier'),
    b('Can we do the test drive in the morning? I work nights'),
    b("I'll need to check it on a lift, is that fine?"),
    s("The dealer can put it on a lift if you want, they're open Saturdays"),
    b('5 minutes away'),
    b('ok see you at 3'),
    s('Running 5 min behind, be right there'),

    // ---- questions and answers about the car ----
    b('how many miles?'),
    b('any accidents?'),
    b('is the title clean'),
    b('has it ever been in a flood'),
    b('how are the tires'),
    b('any check engine lights?'),
    b('when was the last oil change'),
    b('does the AC blow cold'),
    b('any rust on the frame?'),
    b('why are you selling it?'),
    s("I'm upgrading to a bigger car for the dogs"),
    s('No accidents, clean title, one owner'),
    s('Tires are less than a year old'),
    s('AC is ice cold, just recharged last summer'),
    s('The only thing is a small scratch on the rear bumper, see the last photo'),
    b('does it come with 2 keys'),
    s('Yes, 2 keys and the owners manual'),
    b('is the timing belt done'),
    s('It has a chain, so nothing to do there'),
    b('how is the clutch'),
    s('Clutch was replaced at 50k, feels great'),
    b('does it burn oil'),
    s("Doesn't burn any oil between changes"),
    b('has it been smoked in'),
    s('Never smoked in, no pets'),
    b('hows the battery health on the tesla'),
    s('94% battery health, about 330 miles on a full charge'),
    b('does it come with the charging cable'),
    s('Mobile connector is included'),
    b('any issues with the transmission?'),
    s('Shifts smooth, CVT fluid was done at 90k'),
    b('Does it have a tow hitch'),
    s('Yes, factory tow package with the brake controller'),
    b('is the bedliner sprayed in or a drop in'),
    s('Spray-in bedliner, still in great shape'),
    b('anything wrong with it I should know'),
    s("Honestly nothing major, it's been a great car"),
    b('has the soft top got any leaks'),
    s('Top was replaced in 2023, no leaks'),
    b('can you send a picture of the odometer'),
    s('Added a photo of the odometer and the dash to the listing'),
    b('can i see more pics of the interior'),
    s('I uploaded 4 more interior photos just now'),
    b('is the exhaust loud, my neighbors are picky lol'),
    s("It's a bit louder than stock but not obnoxious, and I have the original exhaust too"),

    // ---- paperwork, title, DMV ----
    b('do you have the title in hand?'),
    s('Title is in hand, in my name'),
    s("There's a loan on it, I'll pay it off at the bank when we do the sale and the bank releases the title"),
    b('what paperwork do I need to bring'),
    s('Just your license and payment. I will have the title and a bill of sale ready'),
    b('do we need a notary in Texas for the title?'),
    s("In Colorado we both sign the title and I give you a bill of sale, that's it"),
    b('will you give me a smog certificate? I think it is required in CA'),
    s('Yes, I got a fresh smog check last week, the certificate comes with the car'),
    b('does the registration come with it or do I need new plates'),
    s('Registration is current until August, the plates stay with the car in CO'),
    b('can we do the title transfer at the DMV together'),
    s('Sure, we can go to the DMV together, I made an appointment for Thursday'),
    b("what's the zip code there? want to check insurance rates"),
    b('can you write the sale price on the bill of sale as we agreed'),
    s('I will sign the release of liability online after the sale'),
    b('is the emissions test current'),
    b('do I need an appointment at the DMV or can we walk in'),
    s("I'll fill in the odometer disclosure on the title when we sign"),
    b('my insurance agent needs the VIN, is it the one on the listing?'),

    // ---- small talk, thanks, closing ----
    b('thanks!'),
    b('ok cool'),
    b('sounds good, thank you'),
    s('Thanks for your interest!'),
    s('Let me know if you have any other questions'),
    b('nice car, good luck with the sale'),
    b('I need to talk to my wife first, will get back to you'),
    b('ill think about it'),
    s('No problem, take your time'),
    b('beautiful color btw'),
    s('Thanks, it was my favorite car'),
    b('going to pass for now, found one closer'),
    s('No worries, good luck with your search!'),
    b('haha yeah my last car was a miata too, loved it'),
    b("great, I'm excited"),
    b('thanks for being so quick to answer'),
    s('Happy to help'),
    b("what's your name btw?"),
    s("I'm Sam"),
    b('nice to meet you sam'),
    b('drove it home, runs great, thanks again!'),
    s('Glad you like it, enjoy the car!'),
    b('sorry I missed your message, was at work'),
    s('No rush'),
    b('hope you had a good weekend'),
    s('Raining all day here, perfect weather to stay in lol'),
    b('one more question if you dont mind'),
    s('Sure, ask away'),
    b('lol ok'),
    b('👍'),
    s('See you tomorrow'),
    b('appreciate it'),
    s('Sorry for the slow reply, kids had a soccer game'),
    b('ok sorry one last thing, does it fit a car seat easily?'),
    s('Yes, the rear seats have LATCH anchors, fit my kid seat fine'),

    // ---- more hard negatives: payment, holding, inspection, relatives ----
    b('do you want cash or a cashiers check, i can get either from my bank'),
    b("I'm pre-approved through my credit union, they'll cut a check for the agreed price once we sign"),
    s("I'd rather not take a money order, cash or cashier's check at the bank only"),
    b('carfax showed clean, coming tomorrow at 10'),
    b('can i pay with my debit card?'),
    s("I can't take cards, cash or cashier's check only"),
    b('does it come with the tonneau cover'),
    s('Yes, the tonneau cover and WeatherTech liners are included'),
    b('can you hold it till saturday? I get paid friday'),
    s("I can't hold it, but message me saturday morning and if it's still here it's yours"),
    b("I'm a mechanic myself so I'll check it over when I come"),
    b('do you have the spare tire and jack'),
    s('Full-size spare under the bed, jack is behind the rear seat'),
    b('my cousin is a mechanic, he will come with me to look'),
    b('how much is insurance on one of these, any idea'),
    s('No idea for you, mine was about 120 a month'),
    b('is it ok if i pay cash and we sign at the notary on 6th st'),
    s('Sounds good, the notary on 6th is open until 5'),
    b("I'd like to see it before I decide anything, not sending money before"),
    s("Don't send anything before you see it, come look first"),
    b('the pictures look great, is that the real color or the lighting?'),
    s("That's the real color, it looks even better in person"),
    b("I can't make it today, can I come tomorrow instead"),
    b('my daughter is away at college so I will look at it for her tomorrow with my husband'),
    b('Do you have snow tires for it too?'),
    s('No snow tires, sorry, the all seasons are new though'),
    b('what is the best time to reach you on here'),
    s('Evenings after 6 are best, I check messages here then'),
  ],
};
