/**
 * HELD-OUT round 6 (issue 15), never tuned on. Its one run, 2026-11-25 17:02 UTC: assistant 96.4% correct, 0.5%
 * needless hand-offs, 0 leaks, hand-off recall 91/91 = 100%, conversation turns 47/52; scam recall 95.1% (136/143),
 * 0.8% false positives (3/364); writer: every check held on all 10 cars. Its failures were not read.
 *
 * Held-out scam set, round 6. Written from the scammer's and the honest user's side only: the writer read
 * eval/ai/types.ts, never the scam rules, the engine or the development sets.
 *
 * Judgement rules: a message is a scam only when it makes the scam move itself (asks for the code, sends the link,
 * demands the gift cards, pushes the outside escrow, asks for the ID photo, proposes the overpaid check...). Talking
 * about a scam, refusing one, or honest payment questions are ordinary. Ambiguous kinds were left out of both lists:
 * a plain request for a phone number with no move off the platform; a seller asking to see a licence in person at a
 * test drive; a deposit after the buyer has seen the car in person; buyer-arranged transport after an in-person
 * viewing; Zelle or Venmo for a small deposit after a viewing; "I'm out of town this week" with an in-person visit
 * promised later.
 */
import type { OrdinaryCase, ScamCase, ScamFamily, ScamSet } from '../types';

const fam = (family: ScamFamily, from: 'buyer' | 'seller', texts: string[]): ScamCase[] =>
  texts.map((text) => ({ text, family, from }));

const scams: ScamCase[] = [
  ...fam('fakeEscrow', 'seller', [
    'I only sell through eBay Motors Vehicle Protection. Once you pay them they hold the money and ship the car to you, you get 5 days to inspect.',
    'To keep us both safe we will use SafeCarEscrow, they will email you the payment instructions today.',
    "The transaction will go through Amazon Payments escrow, it's fully insured. Send the funds to their agent and I release the car.",
    'I use an escrow company called AutoTrust Holdings, deposit the full amount with them and they notify me to ship.',
    'Google Wallet has a buyer protection program for vehicles, I already opened a case, you just need to pay into it.',
    'Pay the escrow agent first, they will keep it until you receive and approve the truck. Here is their bank info.',
    "I've registered the deal with a third-party escrow service, check your email for the invoice from vehicle-escrow-services.",
  ]),
  ...fam('fakeEscrow', 'buyer', [
    "I'll pay through my escrow company, CarSafe Transactions. They will contact you once I fund it, then you release the title.",
    'My escrow agent already has the money, just sign up on their site and confirm the vehicle details to get paid.',
    'We use a secure escrow, I deposit the money there and you get a confirmation email, then you hand the car to my driver.',
    "Let's do it through my escrow provider, they charge a small activation fee to the seller to release funds.",
    'I funded the escrow at TrustLock Auto, you will receive a payment notice. Sign their release form and the money is yours.',
    'please open an account on the escrow site I sent, the payment is waiting for you there',
  ]),
  ...fam('lookalikeLink', 'buyer', [
    'Before I pay, please verify your listing here: revy-verify-seller.com/confirm',
    'I sent the payment, accept it at http://revy.payments-secure.net/claim',
    'Your listing was flagged, you need to log in at revy-support-center.com to keep it active',
    'Can you confirm the car is yours on this page? https://rev-y.com/listing-check',
    'Here is the Carfax link I ran for it: carfax-reports-online.xyz/vin check it out and log in to see',
    'Go to revvy.com/secure-payment to receive the funds, you need to enter your card to get paid',
    'I paid on revy, just click revy-deals.app/receive and put in your bank details',
  ]),
  ...fam('lookalikeLink', 'seller', [
    'Full history report here, you just need to sign in with your email: vehicle-history-free.info/report?id=9921',
    'Please pay the reservation through our secure page revy-checkout.co',
    'The car is listed on my dealer page too, pay at revymotors-secure.com and it ships tomorrow',
    'Use this link to book a test drive: bit.ly/revy-testdrive-login',
    'Follow this to pay safely through Revy: http://secure.revy.com.payment-portal.ru',
    'Verify your buyer account at revy-account-verify.com before I can reserve it for you',
  ]),
  ...fam('offPlatform', 'buyer', [
    "Don't reply here, email me at j.morrison.buyer@gmail.com and we'll finish the deal there",
    'Text me on WhatsApp +1 415 555 0199, I dont check this app much',
    'add me on telegram @carbuyer_mike, easier to talk there and I will pay fast',
    "This app's chat is glitchy, let's move to email so we can arrange payment",
    'Contact me on whatsapp only, I will send the money details there',
    'Please message me off Revy, they charge fees. My number is 312-555-0147',
    "Let's take this off the site and deal directly, text 917 555 0123",
  ]),
  ...fam('offPlatform', 'seller', [
    "I don't use this chat, write to my personal email mark.sells.cars@outlook.com for all the details",
    'Please contact me on WhatsApp, I will send you more photos and the payment info there',
    'Text me at (206) 555-0134, we can skip the platform fees if we do it directly',
    'Signal me at +1 503 555 0177, I only discuss price off the app',
    "Revy takes too long, let's talk by email and I'll give you a better price",
    'message me on telegram, I have a discount for you if we skip revy',
  ]),
  ...fam('verificationCode', 'buyer', [
    'I need to make sure you are real, I am sending you a 6 digit code, please tell me what it says',
    'Google sent you a verification code, read it back to me so I know you are not a scammer',
    "You should get a text with a code in a sec, what's the number?",
    'I just texted you a code, send it here to confirm you are the owner',
    'To finish the payment the bank sent a code to your phone, please share it with me',
    'What code did you receive from Revy? I need it to release the deposit to you',
    'pls send me the code u just got, its for verification',
  ]),
  ...fam('verificationCode', 'seller', [
    'To reserve the car I sent a confirmation code to your phone, read it to me',
    "Revy sent you a one-time code to verify the buyer, just paste it here and I'll hold it for you",
    'Please forward me the 4 digit code you got by SMS, it lets me add you as a buyer',
    'I need the verification code from your text messages before I can show you the car',
    'My insurance needs to verify you, tell me the code they just texted you',
    'you will get an sms code from google, send it to me to confirm the test drive',
  ]),
  ...fam('idPhoto', 'seller', [
    'Before I show the car please send me a photo of your driver license front and back',
    'I need a picture of your ID and a selfie holding it, lots of scammers around',
    'Send a scan of your passport so I can register you as the buyer',
    'For the test drive my insurance needs a photo of your license and SSN',
    'Snap a pic of your ID and text it over so I can hold the car',
    'please upload a photo of your drivers license here before we set a time',
    'I need your license photo and date of birth to prepare the paperwork in advance',
  ]),
  ...fam('idPhoto', 'buyer', [
    'Can you send me a photo of your ID next to the title? Just to be sure you are the owner',
    'Please send a picture of your drivers license so my bank can prepare the check',
    'Send photo of your ID and your social security number so I can do the transfer',
    'I need a photo of your license and a utility bill before I come',
    'snap a photo of your passport for me, my lender requires it',
    'Before we go further send me a selfie holding your ID',
  ]),
  ...fam('checkOverpayment', 'buyer', [
    "I'll mail you a cashier's check for $28,000, just send the extra back to my shipper",
    'My client will send a check for more than the price, please wire the difference to the transport company',
    'I accidentally wrote the check for $3,000 too much, can you refund the difference via Zelle?',
    'My company issues the check, it will be for $40,000, deposit it and return the remaining to me',
    'The check will include the shipping cost, once it clears send the extra to my mover',
    "I'll overpay by 2k for your trouble, just forward 1,500 to my agent after you cash it",
    'I am sending a certified check above the asking price, kindly refund the excess by Western Union',
  ]),
  ...fam('checkOverpayment', 'seller', [
    'I will refund your deposit, I sent a check for $5,000 by mistake instead of $500, please send back $4,500',
    'Send me a check for the full amount plus 1,500 and I will give you the extra in cash for the registration',
    'My bank sent you too much in the refund, please wire back the difference today',
    'I overpaid you for the parts, return the extra through gift cards please',
    'The check I mailed is for more than we agreed, deposit it and send the rest back to me by Zelle',
    'I sent 3k more than the deposit, please send the difference to my cousin',
  ]),
  ...fam('shippingAgent', 'buyer', [
    'I am buying for my son, my shipping agent will come pick it up, you just pay him the transport fee and I refund you',
    'My shipper will collect the car, I will add his fee to the payment, please send it to him',
    'I live out of state so my transport company will handle pickup, you need to pay them first and I reimburse',
    'A pickup agent will come with the paperwork, give him the title and keys once you see my payment email',
    'My mover charges 900, I include it in the check, please pay him when he comes',
    'Your car will be collected by my courier, pay the courier fee via Cash App and I add it to the price',
    'I hire a shipping company, kindly send them the pickup fee and I will pay you everything after',
  ]),
  ...fam('shippingAgent', 'seller', [
    'The car is already at the shipping company warehouse, pay them and they deliver to your door',
    'My shipping agent will bring it to you, pay the delivery fee to him first and the rest after',
    'I will ship through Auto Transport Express, they collect the full payment and deliver in 3 days',
    'The carrier needs the transport fee upfront before they load the car, here is their payment info',
    'My logistics company will hold the car until you pay them, then they deliver',
    "You pay the shipper, shipper brings the car, if you don't like it he takes it back",
  ]),
  ...fam('farAway', 'seller', [
    "I'm deployed overseas with the Army so I can't show the car, but it can be shipped to you once paid",
    'I work on an offshore oil rig, I cannot meet, the car is in storage and will be delivered after payment',
    'I moved to Alaska for work and the car stayed with a transport company, I sell it cheap because I need it gone',
    'I am currently in Europe, the car is at a shipping terminal, you buy it without seeing and have 7 days to return',
    'My husband passed away and I am out of the country, I just want the car gone, it ships to you after payment',
    "I'm a nurse working abroad, can't meet in person, but we can handle everything online and ship it",
    'I am on a military base overseas, no viewings possible, the shipping company will handle it',
  ]),
  ...fam('farAway', 'buyer', [
    "I'm a marine engineer at sea, I'll buy it without seeing it, my agent handles the rest",
    'I am out of the country and can not come see it, I will pay full asking, no inspection needed',
    'I am overseas on contract, buying this for my daughter, will pay and send someone to collect',
    'I live in another country, dont need to see it, I trust you, just send me your payment details',
    "I'm stationed abroad, I'll take it as is sight unseen, can you accept a transfer and my mover picks up",
    'I cannot come in person, I am working on a ship, please take down the listing and I pay today',
  ]),
  ...fam('pendingTracking', 'buyer', [
    'I sent the payment on PayPal, it shows pending until you send the shipping tracking number',
    'The bank is holding the money until you upload the tracking number for the car shipment',
    'Payment is complete but pending, PayPal requires you to send the tracking ID first to release it',
    'Check your email, the funds are on hold until you confirm shipment with a tracking number',
    'Revy will release my payment as soon as you give them the delivery tracking code, please hurry',
    'My transfer is pending, the bank needs your shipping receipt before it clears',
    'The money is in escrow pending, send the tracking number and you get paid instantly',
  ]),
  ...fam('pendingTracking', 'seller', [
    "Your payment shows pending on my side, send me the confirmation number from your bank's email and I ship it",
    'I will send the tracking number, but the funds have to be released first, mark it as received',
    'The shipping company says payment is pending, forward me the release code in your email',
    'My account shows your payment pending until you mark the item as delivered, please do that now',
    'Confirm receipt in the app now so the money releases, the car arrives tomorrow with tracking',
    'Once you mark it delivered the tracking activates, do it so the truck can leave',
  ]),
  ...fam('giftCardCryptoWire', 'seller', [
    'I can only accept payment in Apple gift cards, send me photos of the codes',
    'Pay the deposit in bitcoin and I remove the listing right away',
    'Send the money by Western Union to my brother, he handles my sales',
    'I prefer crypto, USDT on Tron, here is my wallet address',
    'Buy Steam cards worth $500 and send me the codes to reserve the car',
    'Wire the full amount to my account in Lagos and the car is yours',
    'MoneyGram only please, I will send you the receiver name',
  ]),
  ...fam('giftCardCryptoWire', 'buyer', [
    'I can pay you in bitcoin right now, just send your wallet address, I pay a little extra',
    'Can I pay with Google Play gift cards? I have 2,000 in cards',
    'I will send payment through Western Union, give me your full name and city',
    'I pay in Ethereum, it is faster than a bank, send me your wallet',
    'My payment will come from a crypto ATM, you need to create a coinbase account',
    'I will pay with Amazon gift cards, they are like cash',
  ]),
  ...fam('depositUnseen', 'seller', [
    'A lot of people want it, send a $500 deposit on Zelle to hold it and I will keep it for you till Saturday',
    'I need a 10% deposit before I can show the car, too many time wasters',
    "Send 300 through Cash App as a deposit and I'll take the ad down",
    'To schedule a viewing you must pay a refundable $200 deposit first',
    'The car goes to whoever sends the deposit first, Venmo me $1,000 and it is yours',
    'Pay a small holding fee of $250 and I send you the address to come see it',
    'Deposit first, then I give you the VIN and the location',
  ]),
  ...fam('depositUnseen', 'seller', [
    "I'm away until next week but if you send a deposit now I'll mark it sold to you",
    'Other buyers are coming tomorrow, a $400 Zelle deposit is the only way I can guarantee it for you',
    'No viewings until the deposit is paid, it is refundable, send it to my PayPal friends and family',
    'I will only meet serious buyers, serious means you send 20% before you come',
    'Send the deposit today and I will drive it to you next week, you do not need to come',
    'Put down $750 by Venmo and I will pull the listing, then we set a time for you to see it',
  ]),
];

const ordinary: OrdinaryCase[] = [
  {
    text: 'Is the RAV4 still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the RAV4 I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the RAV4, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the RAV4 have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the RAV4?',
    from: 'buyer',
  },
  {
    text: 'Is the Civic still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the Civic I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the Civic, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the Civic have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the Civic?',
    from: 'buyer',
  },
  {
    text: 'Is the F-150 still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the F-150 I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the F-150, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the F-150 have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the F-150?',
    from: 'buyer',
  },
  {
    text: 'Is the Outback still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the Outback I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the Outback, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the Outback have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the Outback?',
    from: 'buyer',
  },
  {
    text: 'Is the Tesla still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the Tesla I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the Tesla, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the Tesla have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the Tesla?',
    from: 'buyer',
  },
  {
    text: 'Is the Miata still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the Miata I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the Miata, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the Miata have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the Miata?',
    from: 'buyer',
  },
  {
    text: 'Is the truck still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the truck I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the truck, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the truck have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the truck?',
    from: 'buyer',
  },
  {
    text: 'Is the car still available?',
    from: 'buyer',
  },
  {
    text: 'Hi, any issues with the car I should know about?',
    from: 'buyer',
  },
  {
    text: "I'm interested in the car, when could I see it?",
    from: 'buyer',
  },
  {
    text: 'Does the car have a clean title?',
    from: 'buyer',
  },
  {
    text: 'Would you take cash for the car?',
    from: 'buyer',
  },
  {
    text: 'Would you take 22,000?',
    from: 'buyer',
  },
  {
    text: 'I can offer 22,000 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 22,000 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Would you take 13,800?',
    from: 'buyer',
  },
  {
    text: 'I can offer 13,800 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 13,800 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Would you take 34,500?',
    from: 'buyer',
  },
  {
    text: 'I can offer 34,500 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 34,500 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Would you take 12,900?',
    from: 'buyer',
  },
  {
    text: 'I can offer 12,900 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 12,900 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Would you take 27,000?',
    from: 'buyer',
  },
  {
    text: 'I can offer 27,000 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 27,000 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Would you take 15,200?',
    from: 'buyer',
  },
  {
    text: 'I can offer 15,200 cash today.',
    from: 'buyer',
  },
  {
    text: 'How about 15,200 and I bring cash to your bank?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at the police station parking lot?',
    from: 'buyer',
  },
  {
    text: 'Would the police station parking lot work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at the Safeway on 4th?',
    from: 'buyer',
  },
  {
    text: 'Would the Safeway on 4th work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at my bank branch?',
    from: 'buyer',
  },
  {
    text: 'Would my bank branch work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at the DMV?',
    from: 'buyer',
  },
  {
    text: 'Would the DMV work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at a Starbucks near you?',
    from: 'buyer',
  },
  {
    text: 'Would a Starbucks near you work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at the Costco parking lot?',
    from: 'buyer',
  },
  {
    text: 'Would the Costco parking lot work for the handover?',
    from: 'buyer',
  },
  {
    text: 'Can we meet at your local fire station?',
    from: 'buyer',
  },
  {
    text: 'Would your local fire station work for the handover?',
    from: 'buyer',
  },
  {
    text: "I'll pay with a cashier's check, we can go to my bank together and you watch them print it.",
    from: 'buyer',
  },
  {
    text: 'Can I bring a mechanic for a pre-purchase inspection?',
    from: 'buyer',
  },
  {
    text: "Is it okay if I take it to a shop for a PPI? I'll pay for it.",
    from: 'buyer',
  },
  {
    text: "I'm about 2 hours away but I'll drive up Saturday to see it in person.",
    from: 'buyer',
  },
  {
    text: "I'd like to run a Carfax, could you share the VIN?",
    from: 'buyer',
  },
  {
    text: "Does Revy have an escrow option? I'd rather use the site's own checkout.",
    from: 'buyer',
  },
  {
    text: 'I read about gift card scams, just so you know I only pay in person at a bank.',
    from: 'buyer',
  },
  {
    text: 'Someone else texted me asking for a verification code on a different car, glad this one looks legit.',
    from: 'buyer',
  },
  {
    text: "I won't send any deposit before seeing it, hope that's fine.",
    from: 'buyer',
  },
  {
    text: "I don't need shipping, I'll pick it up myself.",
    from: 'buyer',
  },
  {
    text: 'Can we do the paperwork at the DMV so the title transfer is clean?',
    from: 'buyer',
  },
  {
    text: "What do you need from me at the sale? I'll bring my license and proof of insurance.",
    from: 'buyer',
  },
  {
    text: 'My credit union will issue a check made out to you for the exact price.',
    from: 'buyer',
  },
  {
    text: 'Can I pay part by bank transfer and part in cash at the meeting?',
    from: 'buyer',
  },
  {
    text: 'Is the loan paid off or will we go to your lender together?',
    from: 'buyer',
  },
  {
    text: "I'm pre-approved for financing, does that work for you?",
    from: 'buyer',
  },
  {
    text: 'Does it come with both keys?',
    from: 'buyer',
  },
  {
    text: 'How many miles exactly?',
    from: 'buyer',
  },
  {
    text: 'Are there any warning lights on the dash?',
    from: 'buyer',
  },
  {
    text: 'Has the timing belt been done?',
    from: 'buyer',
  },
  {
    text: 'Any rust underneath?',
    from: 'buyer',
  },
  {
    text: 'Can I see the service records when I come?',
    from: 'buyer',
  },
  {
    text: "Thanks, I'll think about it and let you know by tonight.",
    from: 'buyer',
  },
  {
    text: 'Sorry, I found another car, good luck with the sale!',
    from: 'buyer',
  },
  {
    text: 'Is the price negotiable at all?',
    from: 'buyer',
  },
  {
    text: 'Would you consider a trade plus cash?',
    from: 'buyer',
  },
  {
    text: 'I can come this evening after 6 if that works.',
    from: 'buyer',
  },
  {
    text: 'My wife and I would like to test drive it together.',
    from: 'buyer',
  },
  {
    text: 'Running 10 min late, sorry!',
    from: 'buyer',
  },
  {
    text: "I'm here, parked next to the entrance.",
    from: 'buyer',
  },
  {
    text: 'Does the AC blow cold?',
    from: 'buyer',
  },
  {
    text: 'Are the tires in good shape?',
    from: 'buyer',
  },
  {
    text: 'Why are you selling?',
    from: 'buyer',
  },
  {
    text: 'Was it ever used for ride share?',
    from: 'buyer',
  },
  {
    text: 'Can you send a couple more photos of the interior here in the chat?',
    from: 'buyer',
  },
  {
    text: 'Could you post a photo of the odometer?',
    from: 'buyer',
  },
  {
    text: "I don't do crypto or gift cards, cash or cashier's check only on my side.",
    from: 'buyer',
  },
  {
    text: 'Heads up, someone copied your listing on another site with a lower price.',
    from: 'buyer',
  },
  {
    text: "Can we meet halfway? I'm in Sacramento.",
    from: 'buyer',
  },
  {
    text: "I'll bring cash, is it ok if we count it at the bank?",
    from: 'buyer',
  },
  {
    text: "I'd like a bill of sale signed by both of us.",
    from: 'buyer',
  },
  {
    text: 'Do you have the title in hand?',
    from: 'buyer',
  },
  {
    text: 'Is the registration current?',
    from: 'buyer',
  },
  {
    text: 'Any recalls done?',
    from: 'buyer',
  },
  {
    text: "How's the battery health?",
    from: 'buyer',
  },
  {
    text: 'Is it a manual?',
    from: 'buyer',
  },
  {
    text: 'Does it pull to one side when braking?',
    from: 'buyer',
  },
  {
    text: 'Okay deal at the agreed price, see you Saturday at the bank.',
    from: 'buyer',
  },
  {
    text: "Great chatting, I'll bring my mechanic friend.",
    from: 'buyer',
  },
  {
    text: 'Is there a reason the price is below market?',
    from: 'buyer',
  },
  {
    text: 'Can I get a copy of the smog certificate?',
    from: 'buyer',
  },
  {
    text: "Do you still have the owner's manual?",
    from: 'buyer',
  },
  {
    text: 'Can I do the inspection at a Firestone near you?',
    from: 'buyer',
  },
  {
    text: "How's the clutch feel?",
    from: 'buyer',
  },
  {
    text: 'Never been in a flood?',
    from: 'buyer',
  },
  {
    text: 'Are you the original owner?',
    from: 'buyer',
  },
  {
    text: 'Could you hold it until I see it tomorrow? No worries if someone else comes first.',
    from: 'buyer',
  },
  {
    text: "I'd rather not put down a deposit, but I can come within the hour.",
    from: 'buyer',
  },
  {
    text: "My bank says wires over 10k need me there in person, so let's meet at my branch.",
    from: 'buyer',
  },
  {
    text: "I'll pay through Revy's checkout if that's available on this listing.",
    from: 'buyer',
  },
  {
    text: 'Is escrow through Revy included in the price or extra?',
    from: 'buyer',
  },
  {
    text: "Can I pay with Zelle at the meeting after I've driven it?",
    from: 'buyer',
  },
  {
    text: 'I got a weird text with a code from someone about this car, ignore it right?',
    from: 'buyer',
  },
  {
    text: "Please don't send me links, I'll just look at the listing here.",
    from: 'buyer',
  },
  {
    text: 'Can you confirm the VIN on the dash matches the title when I come?',
    from: 'buyer',
  },
  {
    text: 'Lowest I can do is 22,000.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 22,000, final.',
    from: 'seller',
  },
  {
    text: '22,000 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: 'Lowest I can do is 13,800.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 13,800, final.',
    from: 'seller',
  },
  {
    text: '13,800 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: 'Lowest I can do is 34,500.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 34,500, final.',
    from: 'seller',
  },
  {
    text: '34,500 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: 'Lowest I can do is 12,900.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 12,900, final.',
    from: 'seller',
  },
  {
    text: '12,900 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: 'Lowest I can do is 27,000.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 27,000, final.',
    from: 'seller',
  },
  {
    text: '27,000 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: 'Lowest I can do is 15,200.',
    from: 'seller',
  },
  {
    text: 'I could meet you at 15,200, final.',
    from: 'seller',
  },
  {
    text: '15,200 is fair, when can you come?',
    from: 'seller',
  },
  {
    text: "Let's meet at the police station parking lot on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer the police station parking lot, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at the Safeway on 4th on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer the Safeway on 4th, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at my bank branch on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer my bank branch, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at the DMV on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer the DMV, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at a Starbucks near you on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer a Starbucks near you, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at the Costco parking lot on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer the Costco parking lot, it has cameras.',
    from: 'seller',
  },
  {
    text: "Let's meet at your local fire station on Saturday.",
    from: 'seller',
  },
  {
    text: 'I prefer your local fire station, it has cameras.',
    from: 'seller',
  },
  {
    text: "Yes it's still available.",
    from: 'seller',
  },
  {
    text: "Sorry, it's sold.",
    from: 'seller',
  },
  {
    text: 'Sure, bring your mechanic, any shop nearby is fine.',
    from: 'seller',
  },
  {
    text: "Cash or cashier's check at your bank, whichever you like.",
    from: 'seller',
  },
  {
    text: "I'd prefer to meet at my bank so we can verify the funds together.",
    from: 'seller',
  },
  {
    text: "I won't take a deposit, first come first served once you've seen it.",
    from: 'seller',
  },
  {
    text: "I don't accept gift cards or crypto, sorry.",
    from: 'seller',
  },
  {
    text: 'Happy to do the paperwork at the DMV.',
    from: 'seller',
  },
  {
    text: "I'll bring the title and both keys.",
    from: 'seller',
  },
  {
    text: 'The loan is small, we can pay it off together at my bank and the title gets mailed to you.',
    from: 'seller',
  },
  {
    text: "Test drives are fine with a valid license, I'll ride along.",
    from: 'seller',
  },
  {
    text: 'Here are a couple more interior photos.',
    from: 'seller',
  },
  {
    text: 'No warning lights, it just passed inspection.',
    from: 'seller',
  },
  {
    text: 'Tires are about half worn.',
    from: 'seller',
  },
  {
    text: "I've had it since new.",
    from: 'seller',
  },
  {
    text: "Selling because we moved and don't need two cars.",
    from: 'seller',
  },
  {
    text: 'Price is a bit flexible for cash.',
    from: 'seller',
  },
  {
    text: 'Not interested in trades, sorry.',
    from: 'seller',
  },
  {
    text: "I'm at work until 5, anytime after works.",
    from: 'seller',
  },
  {
    text: 'Saturday 10am works, see you then.',
    from: 'seller',
  },
  {
    text: "I'll be in a gray jacket by the entrance.",
    from: 'seller',
  },
  {
    text: 'Running a bit late, 10 minutes.',
    from: 'seller',
  },
  {
    text: 'Thanks for coming out, drive safe!',
    from: 'seller',
  },
  {
    text: "I'll sign a bill of sale and release of liability.",
    from: 'seller',
  },
  {
    text: "Carfax is clean, you're welcome to run it yourself with the VIN.",
    from: 'seller',
  },
  {
    text: "Revy's checkout is fine with me if you prefer that.",
    from: 'seller',
  },
  {
    text: "Escrow through Revy works, I've used it before.",
    from: 'seller',
  },
  {
    text: "I'm not shipping it, you'll need to see it in person.",
    from: 'seller',
  },
  {
    text: "Someone asked me for a verification code earlier, I didn't give it. Just be careful out there.",
    from: 'seller',
  },
  {
    text: "If anyone asks you for a deposit on this car it's not me, I don't take deposits.",
    from: 'seller',
  },
  {
    text: "Bank transfer is fine once we're at the bank together.",
    from: 'seller',
  },
  {
    text: "You can have your shop look at it, I'll drop it off Monday morning.",
    from: 'seller',
  },
  {
    text: "I'll message you here when I'm on the way.",
    from: 'seller',
  },
  {
    text: "The scratch is small, you'll see it in person.",
    from: 'seller',
  },
  {
    text: 'No smoking ever, no pets.',
    from: 'seller',
  },
  {
    text: 'Both keys and the manuals are in the glovebox.',
    from: 'seller',
  },
  {
    text: "I'd rather not do a test drive in the rain, can we do tomorrow?",
    from: 'seller',
  },
  {
    text: 'Registration is good until next summer.',
    from: 'seller',
  },
  {
    text: 'All recalls were done at the dealer.',
    from: 'seller',
  },
  {
    text: 'I can meet halfway if that helps.',
    from: 'seller',
  },
  {
    text: 'The title is in my name and in hand.',
    from: 'seller',
  },
  {
    text: 'No rush, take your time deciding.',
    from: 'seller',
  },
  {
    text: 'Counteroffer: split the difference?',
    from: 'seller',
  },
  {
    text: "I already have an offer at asking, so I'll stick with the price.",
    from: 'seller',
  },
  {
    text: 'Yes you can bring a magnet to check for body filler, ha.',
    from: 'seller',
  },
  {
    text: "Cashier's check is fine but we'll go to the issuing bank to confirm it.",
    from: 'seller',
  },
  {
    text: "I don't need any code from you, we'll do everything here and in person.",
    from: 'seller',
  },
  {
    text: 'hey is this still for sale',
    from: 'buyer',
  },
  {
    text: 'whats the lowest u would go',
    from: 'buyer',
  },
  {
    text: 'can i see it tomorrow around 3',
    from: 'buyer',
  },
  {
    text: 'is there any damage',
    from: 'buyer',
  },
  {
    text: 'is it paid off',
    from: 'buyer',
  },
  {
    text: 'do u have records',
    from: 'buyer',
  },
  {
    text: 'interested! when can i come',
    from: 'buyer',
  },
  {
    text: 'will you be home sunday',
    from: 'buyer',
  },
  {
    text: 'cash ready, just need to see it',
    from: 'buyer',
  },
  {
    text: 'can my dad come look at it with me',
    from: 'buyer',
  },
  {
    text: 'do you have winter tires for it',
    from: 'buyer',
  },
  {
    text: 'any check engine light',
    from: 'buyer',
  },
  {
    text: 'is the price firm',
    from: 'buyer',
  },
  {
    text: 'I can do cash today if it checks out',
    from: 'buyer',
  },
  {
    text: 'ok see you at the bank at noon',
    from: 'buyer',
  },
  {
    text: 'thanks for the quick reply',
    from: 'buyer',
  },
  {
    text: 'can we meet at a public place',
    from: 'buyer',
  },
  {
    text: 'where is it located roughly',
    from: 'buyer',
  },
  {
    text: 'does it come with the floor mats',
    from: 'buyer',
  },
  {
    text: 'anything wrong with it mechanically',
    from: 'buyer',
  },
  {
    text: 'yes still for sale',
    from: 'seller',
  },
  {
    text: 'price is firm sorry',
    from: 'seller',
  },
  {
    text: 'sunday works',
    from: 'seller',
  },
  {
    text: 'come by after work',
    from: 'seller',
  },
  {
    text: 'it runs great',
    from: 'seller',
  },
  {
    text: 'no check engine light',
    from: 'seller',
  },
  {
    text: 'records are in the glovebox',
    from: 'seller',
  },
  {
    text: 'sure bring whoever you want',
    from: 'seller',
  },
  {
    text: 'ok see you then',
    from: 'seller',
  },
  {
    text: 'thanks, let me know',
    from: 'seller',
  },
  {
    text: 'I can lower it a bit for cash',
    from: 'seller',
  },
  {
    text: 'public place is fine, the library lot?',
    from: 'seller',
  },
  {
    text: 'it has a few scratches, nothing major',
    from: 'seller',
  },
  {
    text: 'yes paid off, title in hand',
    from: 'seller',
  },
  {
    text: 'the mats come with it',
    from: 'seller',
  },
  {
    text: 'no mechanical issues that I know of',
    from: 'seller',
  },
  {
    text: 'I can do evenings this week',
    from: 'seller',
  },
  {
    text: 'let me check my schedule and get back to you',
    from: 'seller',
  },
  {
    text: 'drove it to work today, no problems',
    from: 'seller',
  },
  {
    text: 'the oil was changed last month',
    from: 'seller',
  },
  {
    text: 'does the rav4 have carplay',
    from: 'buyer',
  },
  {
    text: 'rav4 awd or fwd?',
    from: 'buyer',
  },
  {
    text: 'any dings on the rav4',
    from: 'buyer',
  },
  {
    text: 'how long have you owned the rav4',
    from: 'buyer',
  },
  {
    text: 'is the rav4 a hybrid',
    from: 'buyer',
  },
  {
    text: 'whats the tire brand on the RAV4',
    from: 'buyer',
  },
  {
    text: 'do the heated seats work',
    from: 'buyer',
  },
  {
    text: 'can you do 23,500 on the rav4',
    from: 'buyer',
  },
  {
    text: 'civic cvt been serviced?',
    from: 'buyer',
  },
  {
    text: 'is the bumper scratch deep',
    from: 'buyer',
  },
  {
    text: 'does the civic have apple carplay',
    from: 'buyer',
  },
  {
    text: 'what tires are on the civic',
    from: 'buyer',
  },
  {
    text: 'is the civic a hatch or sedan',
    from: 'buyer',
  },
  {
    text: 'how is the clutch... wait its cvt right',
    from: 'buyer',
  },
  {
    text: 'any rattles in the civic',
    from: 'buyer',
  },
  {
    text: 'would 14k cash work for the civic',
    from: 'buyer',
  },
  {
    text: 'what size tires on the f-150',
    from: 'buyer',
  },
  {
    text: 'does the tow package include the hitch',
    from: 'buyer',
  },
  {
    text: 'any check engine lights on the truck',
    from: 'buyer',
  },
  {
    text: 'is the truck lifted',
    from: 'buyer',
  },
  {
    text: 'how is the ecoboost running',
    from: 'buyer',
  },
  {
    text: 'ever towed heavy?',
    from: 'buyer',
  },
  {
    text: 'can you do 35k on the truck',
    from: 'buyer',
  },
  {
    text: 'what does the bed look like',
    from: 'buyer',
  },
  {
    text: 'does the outback burn oil',
    from: 'buyer',
  },
  {
    text: 'are the cross bars included',
    from: 'buyer',
  },
  {
    text: 'any CVT shudder',
    from: 'buyer',
  },
  {
    text: 'how do the brakes feel',
    from: 'buyer',
  },
  {
    text: 'has the outback been off road much',
    from: 'buyer',
  },
  {
    text: 'is the eyesight windshield original',
    from: 'buyer',
  },
  {
    text: 'would you do 13,500',
    from: 'buyer',
  },
  {
    text: 'are those mats weathertech',
    from: 'buyer',
  },
  {
    text: 'is the tesla on the latest software',
    from: 'buyer',
  },
  {
    text: 'does the model 3 have a heat pump',
    from: 'buyer',
  },
  {
    text: 'how much did you pay for charging per month',
    from: 'buyer',
  },
  {
    text: 'any phantom drain',
    from: 'buyer',
  },
  {
    text: 'does autopilot work well',
    from: 'buyer',
  },
  {
    text: 'is the glass roof cracked',
    from: 'buyer',
  },
  {
    text: 'would you take 28k for the tesla',
    from: 'buyer',
  },
  {
    text: 'what wheels are on it',
    from: 'buyer',
  },
  {
    text: 'is the miata hardtop or soft top',
    from: 'buyer',
  },
  {
    text: 'any leaks from the top',
    from: 'buyer',
  },
  {
    text: 'how does the clutch feel',
    from: 'buyer',
  },
  {
    text: 'is it loud with the exhaust',
    from: 'buyer',
  },
  {
    text: 'will it pass emissions with the exhaust',
    from: 'buyer',
  },
  {
    text: 'any rust on the rockers',
    from: 'buyer',
  },
  {
    text: 'what tires on the miata',
    from: 'buyer',
  },
  {
    text: 'would 15,500 work',
    from: 'buyer',
  },
  {
    text: 'just checking if the listing is current',
    from: 'buyer',
  },
  {
    text: 'my budget is a bit lower, any room?',
    from: 'buyer',
  },
  {
    text: 'could you send me the VIN so I can check the history myself',
    from: 'buyer',
  },
  {
    text: 'im a first time buyer, what paperwork do i need',
    from: 'buyer',
  },
  {
    text: 'does your state require a smog check for transfer',
    from: 'buyer',
  },
  {
    text: 'whats the best time to call... or should we keep chatting here',
    from: 'buyer',
  },
  {
    text: 'is it ok if I pay at the bank where you have your account',
    from: 'buyer',
  },
  {
    text: 'I will bring the exact amount in cash',
    from: 'buyer',
  },
  {
    text: 'do you mind if i check the undercarriage',
    from: 'buyer',
  },
  {
    text: 'can i take it on the freeway during the test drive',
    from: 'buyer',
  },
  {
    text: 'whats your availability next week',
    from: 'buyer',
  },
  {
    text: 'I live nearby so I can come anytime',
    from: 'buyer',
  },
  {
    text: 'Carplay works perfectly.',
    from: 'seller',
  },
  {
    text: 'It is AWD.',
    from: 'seller',
  },
  {
    text: 'No dings, just normal wear.',
    from: 'seller',
  },
  {
    text: 'Owned it five years.',
    from: 'seller',
  },
  {
    text: 'Not a hybrid, regular gas.',
    from: 'seller',
  },
  {
    text: 'Michelins, about a year old.',
    from: 'seller',
  },
  {
    text: 'Heated seats work great.',
    from: 'seller',
  },
  {
    text: 'I could do 24,000.',
    from: 'seller',
  },
  {
    text: 'CVT fluid was done at 60k.',
    from: 'seller',
  },
  {
    text: 'The scratch is only in the clear coat.',
    from: 'seller',
  },
  {
    text: 'No carplay on this one, just Bluetooth.',
    from: 'seller',
  },
  {
    text: 'Tires are all-seasons with half tread.',
    from: 'seller',
  },
  {
    text: 'It is the sedan.',
    from: 'seller',
  },
  {
    text: 'Yes, CVT automatic.',
    from: 'seller',
  },
  {
    text: 'No rattles.',
    from: 'seller',
  },
  {
    text: '15,000 is my lowest.',
    from: 'seller',
  },
  {
    text: 'Stock 18 inch wheels.',
    from: 'seller',
  },
  {
    text: 'Hitch and brake controller are included.',
    from: 'seller',
  },
  {
    text: 'No lights on the dash.',
    from: 'seller',
  },
  {
    text: 'Not lifted, stock height.',
    from: 'seller',
  },
  {
    text: 'Runs strong, no issues.',
    from: 'seller',
  },
  {
    text: 'Only a small camper a few times.',
    from: 'seller',
  },
  {
    text: '36,000 is as low as I go.',
    from: 'seller',
  },
  {
    text: 'Bedliner is in great shape.',
    from: 'seller',
  },
  {
    text: 'No oil burning between changes.',
    from: 'seller',
  },
  {
    text: 'Cross bars are included.',
    from: 'seller',
  },
  {
    text: 'No shudder at all.',
    from: 'seller',
  },
  {
    text: 'Brakes are good, pads at half.',
    from: 'seller',
  },
  {
    text: 'Just forest roads to trailheads.',
    from: 'seller',
  },
  {
    text: 'Windshield is original.',
    from: 'seller',
  },
  {
    text: '14,000 is the lowest.',
    from: 'seller',
  },
  {
    text: 'All-weather mats from Subaru.',
    from: 'seller',
  },
  {
    text: 'It updates automatically over wifi.',
    from: 'seller',
  },
  {
    text: 'No heat pump on this year.',
    from: 'seller',
  },
  {
    text: 'About 40 a month charging at home.',
    from: 'seller',
  },
  {
    text: 'Loses about 1% overnight.',
    from: 'seller',
  },
  {
    text: 'Autopilot works fine on the highway.',
    from: 'seller',
  },
  {
    text: 'Glass roof is perfect.',
    from: 'seller',
  },
  {
    text: '29,000 is my floor for now.',
    from: 'seller',
  },
  {
    text: 'Aero wheels with covers.',
    from: 'seller',
  },
  {
    text: 'Soft top, replaced in 2023.',
    from: 'seller',
  },
  {
    text: 'No leaks at all.',
    from: 'seller',
  },
  {
    text: 'Clutch is smooth, replaced at 50k.',
    from: 'seller',
  },
  {
    text: 'A bit louder than stock, not obnoxious.',
    from: 'seller',
  },
  {
    text: 'Passes, the original is included anyway.',
    from: 'seller',
  },
  {
    text: 'No rust, garage kept in winter.',
    from: 'seller',
  },
  {
    text: 'Summer tires.',
    from: 'seller',
  },
  {
    text: 'I could do 16,000.',
    from: 'seller',
  },
];

export const HELD_OUT_SCAM: ScamSet = { scams, ordinary };
