import { DEV_ORDINARY_2, DEV_SCAMS_2 } from './scam-dev-2';
import { DEV_ORDINARY_3, DEV_SCAMS_3 } from './scam-dev-3';
import { DEV_ORDINARY_4, DEV_SCAMS_4 } from './scam-dev-4';
import { DEV_ORDINARY_5, DEV_SCAMS_5 } from './scam-dev-5';
import { DEV_ORDINARY } from './scam-dev-ordinary';
import type { ScamCase, ScamFamily, ScamSet } from './types';

/**
 * The scam shield's development set (issue 15, decision 026): the phrasings the rules are tuned on. Written from the
 * shapes of reported private-sale scams — broken English, urgency, typos, disguised links and numbers, scammers on
 * both sides. The held-out set is written apart and never read while tuning.
 */
const byFamily: Record<ScamFamily, { b?: string[]; s?: string[] }> = {
  fakeEscrow: {
    b: [
      'I will pay through ebay motors escrow, they hold the money until you get it. please provide your full name and address',
      'My lawyer arrange the escrow, secure-auto-escrow.com will contact you for the payment release',
      'we use Amazon Payments escrow for cars, its safe for both of us',
      'i already deposit the money to the escrow agent, check your email for the confirmation from escrow dept',
      'Payment is with PayPal escrow service now, they will release it when you send the shipping receipt',
      'Escrow company has the funds, log in to autoescrow-revy.net to confirm it',
      'Please open account on escrowtrade-services.com so the funds can be transfer to you',
      'I prefer to do escrow thru my company, they will email you an invoice',
    ],
    s: [
      'The car is with eBay Vehicle Purchase Protection program. You pay to their escrow agent and get 5 days inspection',
      'I use Google Wallet escrow, you send the money to their agent and the car is delivered in 3 days',
      'Safe transaction via escrow: go to www.escrow-vehicle-transfer.com and deposit the full amount',
      'To protect both sides i listed the car with revy escrow, pay at revy-escrow-payments.com',
      'Amazon escrow will hold your payment, i cant accept anything else sorry',
      'my escrow agent will contact u with the payment instructions, funds are refundable if you dont like the car',
      'We go trough escrow.com-secure.co, it is the official site, buyer protected 100%',
      'Payment must be done through the escrow service of eBay Motors, after that the truck ships to you',
    ],
  },
  lookalikeLink: {
    b: [
      'Before I buy i need a full history report from this site: carfax-reports.info, its only $24.99',
      'please get the vin report at www.autocheck-vehiclehistory.com and send me the pdf',
      'Here is the payment link, log in with your bank to receive: https://revy-payments.co/receive?id=8812',
      'I sent the money! verify your account at paypa1-secure.com to release it',
      'can you run the vin at vinreportsnow.net? i only trust that one',
      'Click to accept the payment http://bit.ly/3xPayRevy and sign in with your email',
      'The funds are waiting, confirm at https://xn--pypal-4ve.com/confirm',
      'Your payment is ready at stripe-payouts-secure.net, just enter your card details to get it',
    ],
    s: [
      'Full carfax here: http://carfax.report-vehicle.net/vin/1HGCM82633A004352',
      'For test drive booking pls login at revy-booking.com with your revy account',
      'I posted more photos at kbb-valuation-check.com, you need to sign in to view',
      'here the vehicle history: https://carfaxx.com/report/77123',
      'Check my reviews on eBay: https://ebay-motors-seller.info/profile (login required)',
      'Pay the reservation with venm0-payments.com it is the safe way',
      'verify your identity on this link then we continue: revy.verify-user.top',
      'Report available on autoch3ck.net, log in with facebook',
    ],
  },
  offPlatform: {
    b: [
      'I am interested please text me on 415 555 0134 am not always online here',
      'Is it still available? contact me on whatsapp +44 7700 900123',
      'pls email me at mark.jones1960 at gmail dot com i dont check this app',
      'text me four one five, five five five, zero one nine eight',
      'Message me on w h a t s a p p, my number is 2 1 3 5 5 5 0 1 7 6',
      'hi, can we talk on telegram? my user is @carbuyer_mike',
      'add me on Signal so we can discus the details, faster there',
      "I don't use this site much, what's your cell number so I can call you",
      'Hello is this still avail? write me on WhatsApp 0044-7911-123456 thanks',
      'send me your email address so i can send you the offer',
      'Contact me directly (nine one seven) five five five - zero one two two',
    ],
    s: [
      'yes still available. text me 310-555-0187 for faster response',
      'Please contact me at my email susan.wells.cars@outlook.com for more pictures',
      'Im away from the app, reach me on whatsapp for details',
      'Lets continue on Telegram, this app is buggy: t.me/autodealz',
      'Call or text 6 4 6 - 5 5 5 - 0 1 9 9 and ask for Dave',
      'send me ur phone number and i will text you the vin and pictures',
      'I am not on here often, WhatsApp me at wa.me/15551234567',
    ],
  },
  verificationCode: {
    b: [
      'Before we meet i need to verify you are real, I will send a code to your phone, please tell me the code',
      'you should have got a 6 digit code by text, whats the code?',
      'I sent you a google verification code, read it to me so i know your not a scammer',
      'please send me the code you just received to confirm the test drive booking',
      'Just forward me the confirmation number that came by sms, its for my insurance',
      'what is the 4-digit pin that was texted to you? need it for verification',
      'I just texted u a code from google voice, can u send it back here pls',
      'To prove you are the real owner give me the security code sent to your number',
    ],
    s: [
      'To book a test drive you need a verification code. I will send it to your phone, reply with it here',
      'Revy will text you a one time code, send it to me to unlock the viewing appointment',
      'i have many fake buyers. you got a code from me by sms, share it so i know you are real',
      'Please give me the OTP you received, it is for the reservation system',
      'You will receive a 6 digit number, pass it to me and I will hold the car for you',
      'What code did you get? I need it to register you as a buyer',
      'Send me the c0de you receive, it verifies you are not a bot',
    ],
  },
  idPhoto: {
    b: [
      'I need a photo of your drivers license to make sure you are the owner before I drive there',
      'send me pic of your ID and the title front and back please',
      'my insurance require a copy of your driver licence, can you snap a picture?',
      'Please upload a picture of your passport so my bank can verify the seller',
      'can you send a selfie holding your ID? too many scammers',
      'send a scan of your DL and registration to my email for the paperwork',
      'For the bill of sale i need picture of your drivers license, both sides',
      'Take a photo of your state ID next to the car so I know its yours',
    ],
    s: [
      'Before test drive send photo of your license and insurance card, I dont let strangers drive',
      'please send me a clear picture of your drivers licence to reserve the viewing',
      'to hold the car i need a copy of your ID, just text a pic',
      'Can you send me your license photo? I have to register you as a driver first',
      'Send a picture of your ID plus your social security number for the financing',
      'I need proof of identity, a photo of your passport or drivers license please',
      'upload ur ID pic here so i can give you the address',
    ],
  },
  checkOverpayment: {
    b: [
      "I will send you a cashier's check for $16,500, the extra is for my shipper, please send it to him",
      'My client will mail a certified check for more than the price, you refund the difference by zelle',
      'I can pay with money order, I will mail it tomorrow by fedex',
      'My secretary made the check for $4000 over the asking by mistake, kindly send back the balance',
      'payment will be a "certified" check, overnight to your home, my mover collect the car after',
      'I will be paying with a bank check, it will cover car plus the transport fee, you pay the transporter',
      "A cashier's check is on its way by courier, it include extra $1,800 for the agent",
      'I prefer pay with USPS money orders, i will send them to your address',
    ],
    s: [
      'Pay me with a cashiers check mailed to my address, i will ship the title after it clears',
      'I accept only money order, mail it to my PO box and the car is yours',
      'Send a certified check for the full amount plus $600 for delivery, I refund if you dont like it',
      'I got your check but it was more than agreed, please wire the excess back today',
      'your check was for 2000 more than the price, return the difference by Western Union',
      'Only certified bank check please, overnight it by UPS and I release the car',
      'money order or cashier check only, sent by mail, no test drives sorry',
    ],
  },
  shippingAgent: {
    b: [
      'My shipping company will come pick up the car after payment clears, they handle everything',
      'I will send a tow truck to pick it up, you dont need to do anything',
      'my transporter will collect the vehicle and the title on friday',
      'I have a pick up agent who will come get the car, i already paid him',
      'Kindly remove the ad, my mover will contact you for the pickup arrangements',
      'my cousin works for a transport company, they will pickup the car and bring me the papers',
      'the shipper will come with the check and take the car, please be home',
      'Im buying it for my son, my carrier will come for it next week',
      'i will arrange a car hauler to pick up, you just have to sign the title to them',
    ],
    s: [
      'The car is already at the shipping company, they deliver to your door after payment',
      'My transport agent will deliver it to you, pay his fee upfront and it ships tomorrow',
      'the car is in storage with a car shipping company, they will contact you with the payment details',
      'I will ship it with my shipper, you pay for the transport in advance',
      'the vehicle is with my agent at the port, he will release it after you pay the delivery fee',
      'Free delivery! my transporter brings it to you, just pay the deposit to him',
    ],
  },
  farAway: {
    b: [
      'I am currently overseas but very interested, my agent will handle everything',
      'Im on an oil rig for 3 months so I cannot come see it, I will buy as is',
      'I am deployed in Kuwait right now, my wife will send the payment',
      'Hello, I live in the UK and want to buy the car for my brother in your town',
      'Sorry cant come in person, working offshore, internet is bad here',
      'Im a marine stationed abroad, i need the car for when i come back',
      'I am out of the country on business, I will pay and arrange the pick up',
      'I am a sea man on a cargo ship, I buy the car without seeing it',
    ],
    s: [
      'I am in the military and was deployed, the car is at a storage facility',
      'I moved to Germany for work and the car is still in the US, cant show it in person',
      'Im currently out of the country so I cant meet, but the car can be shipped to you',
      'I am on deployment with the navy, my agent handles the sale',
      'I got transferred overseas for my job, selling fast because of that',
      'I live in Canada now, the car is in a storage, I can ship it',
      'Im an army officer stationed in Japan, this was my late husbands car',
    ],
  },
  pendingTracking: {
    b: [
      'Payment is sent but PayPal hold it until you send them the tracking number',
      'the money will be release into your account once you provide the shipping tracking number',
      'Zelle put the transfer on pending, they need the tracking number from the shipper first',
      'Check your email, the bank says payment pending until seller upload the tracking number',
      'funds are on hold for your protection, send the tracking number to release',
      'I paid already, you will see it when you send the shipment tracking to the payment company',
      'my payment is approved but pending, just reply with the tracking id and it goes through',
      'the transfer is on pending, PayPal need proof of shipping before they credit you',
    ],
    s: [
      'i got email from paypal that your payment is pending until i give them the tracking number',
      'Once the tracking number is confirmed the escrow release my payment, so pay first',
      'Your payment is pending, the bank wants the tracking number of the transport before releasing the car',
      'Cash App says pending until you send the tracking code, do it asap',
      'They will not release funds without the tracking number from you, please hurry',
      'The payment shows pending, please send the receipt number of shipping to activate it',
      'payment confirmation is waiting for shipment tracking, send me yours',
    ],
  },
  giftCardCryptoWire: {
    b: [
      'Can I pay with steam cards? My nephew wants the car',
      'I will wire the money today from my overseas account',
      'I can pay in bitcoin or USDT, the rate is good for you',
      'I send the payment by Western Union, whats your full name and city',
      'is it ok if i pay with google play gift cards, i have many',
      'My bank does international wire transfer only, send me your account and routing number',
      'I pay with crypto, you will get more than asking',
      'I will send you the money through MoneyGram tonight',
    ],
    s: [
      'Only accept payment in Apple gift cards, $500 each, send photos of the backs',
      'I need the deposit in bitcoin, here my wallet: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      'Wire transfer only to my account, no cash, no checks',
      'Send the money by Western Union to my agent in Miami',
      'Pay with Ethereum and I give you 10% discount',
      'you can buy eBay gift cards at walmart and send me the codes',
      'Send it through Zelle as friends and family so there are no fees',
      'i take bitcoin atm payment, it is fast, the car is yours after',
    ],
  },
  depositUnseen: {
    s: [
      'Many people are interested, send $500 deposit to hold it and I take the ad down',
      'I need a deposit before you come see it, too many no-shows',
      'Pay a refundable deposit of $300 through Zelle and the car is yours',
      'To reserve the test drive I need $200 via Cash App first',
      'Send a deposit now and I will hold it until Saturday, otherwise first come first serve',
      'You can secure it with $1000 down payment before viewing, refundable',
      'venmo me 250 to lock it in, someone else is coming tomorrow',
      'i ask 10% deposit in advance to take it off the market',
      'Before I give you the address I need a holding fee of 150',
      'Just pay the deposit and I send you the location to see it',
      'send me 100 as good faith deposit so i know ur serious',
      'first a small reservation fee, then you can inspect the car',
      'Put down a deposit today via paypal and the car is reserved for you',
      'Deposit first please, I have been wasted time by many buyers',
      'Pay half now and half when you get the car',
    ],
  },
};

export const DEV_SCAMS: ScamCase[] = Object.entries(byFamily).flatMap(([family, sides]) => [
  ...(sides.b ?? []).map((text) => ({ text, family: family as ScamFamily, from: 'buyer' as const })),
  ...(sides.s ?? []).map((text) => ({ text, family: family as ScamFamily, from: 'seller' as const })),
]);

export const DEV_SCAM: ScamSet = {
  scams: [...DEV_SCAMS, ...DEV_SCAMS_2, ...DEV_SCAMS_3, ...DEV_SCAMS_4, ...DEV_SCAMS_5],
  ordinary: [...DEV_ORDINARY, ...DEV_ORDINARY_2, ...DEV_ORDINARY_3, ...DEV_ORDINARY_4, ...DEV_ORDINARY_5],
};
