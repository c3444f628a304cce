import type { OrdinaryCase, ScamCase } from './types';

/**
 * The third round of the scam shield's development set (decision 026), written after round two was tuned: more
 * disguises (7-digit numbers, "[at]" addresses, a "protection program" without the word escrow) and honest questions
 * about deposits, money orders, IDs and being away that must stay quiet. Tuned on, like rounds one and two.
 */
export const DEV_SCAMS_3: ScamCase[] = [
  {
    family: 'fakeEscrow',
    from: 'seller',
    text: 'To make it safe we do the deal with eBay Motors Buyer Protection: you send the payment to their secured account and they keep it',
  },
  {
    family: 'fakeEscrow',
    from: 'buyer',
    text: 'I am using a vehicle escrow company called SafeDrive Escrow, they will contact you by email with your release code',
  },
  {
    family: 'fakeEscrow',
    from: 'seller',
    text: 'Amazon Pay now covers cars. Pay through their vehicle purchase program and you get free delivery',
  },
  {
    family: 'fakeEscrow',
    from: 'buyer',
    text: 'my bank is the escrow, they transfer to you once you sign the title and hand it to my driver',
  },
  {
    family: 'lookalikeLink',
    from: 'seller',
    text: 'I uploaded the full vehicle history, download it here: http://vehicle-history-docs.com/dl?id=8812',
  },
  {
    family: 'lookalikeLink',
    from: 'buyer',
    text: 'Your revy account has a payment waiting, log in here to accept: revy-support-center.com',
  },
  {
    family: 'lookalikeLink',
    from: 'seller',
    text: 'Check the car on my website auto-deals-express.net, you can reserve it there with a card',
  },
  {
    family: 'lookalikeLink',
    from: 'buyer',
    text: 'payment sent via ebay, accept here: e-bay-motors.com/checkout/confirm',
  },
  { family: 'offPlatform', from: 'buyer', text: 'Do you have whatsap? faster for me' },
  { family: 'offPlatform', from: 'seller', text: 'call me 555-0143 after 5pm, dont have time for messages' },
  { family: 'offPlatform', from: 'buyer', text: 'email is jim.baker[at]mail[dot]com, send me more pics there' },
  { family: 'offPlatform', from: 'seller', text: 'Text me at five five five, zero one nine nine' },
  { family: 'offPlatform', from: 'buyer', text: 'Kindly drop your cell so we can discuss more' },
  {
    family: 'verificationCode',
    from: 'buyer',
    text: "I'm going to send a code to you from Google to verify your listing, kindly send it back to me",
  },
  {
    family: 'verificationCode',
    from: 'seller',
    text: 'Zelle will send you a confirmation number to receive the deposit, give it to me so I can confirm',
  },
  { family: 'verificationCode', from: 'buyer', text: 'please read me the six numbers you just got by SMS' },
  {
    family: 'verificationCode',
    from: 'seller',
    text: 'For security Revy needs the code we texted you, reply here with it',
  },
  {
    family: 'idPhoto',
    from: 'buyer',
    text: 'Could you send your license pic? I want to be sure the name matches the title',
  },
  {
    family: 'idPhoto',
    from: 'seller',
    text: "I ask every buyer for a picture of their driver's license before the viewing",
  },
  { family: 'idPhoto', from: 'buyer', text: 'send me a pic of ur id and the car papers to my email' },
  {
    family: 'idPhoto',
    from: 'seller',
    text: 'Please attach a photo of your ID, the insurance needs it for the test drive',
  },
  {
    family: 'checkOverpayment',
    from: 'buyer',
    text: 'my financial adviser will issue you a check of $23,000, please deduct your price and send the remaining to the shipping company',
  },
  { family: 'checkOverpayment', from: 'seller', text: 'I only take money orders, three of them, by USPS priority' },
  {
    family: 'checkOverpayment',
    from: 'buyer',
    text: 'I will have my bank mail you a cashiers check and you can give my mover the extra when they come',
  },
  {
    family: 'checkOverpayment',
    from: 'seller',
    text: 'I got the check but the amount is $1,500 too much, kindly send me back the overpaid amount',
  },
  {
    family: 'shippingAgent',
    from: 'buyer',
    text: "i'm buying it sight unseen, my hauler will pick it up and bring the cash",
  },
  {
    family: 'shippingAgent',
    from: 'seller',
    text: 'the car is now with the shipping company at the port, you pay them and they deliver',
  },
  {
    family: 'shippingAgent',
    from: 'buyer',
    text: "i'll arrange a pickup truck from a carrier company, they will call you",
  },
  {
    family: 'shippingAgent',
    from: 'buyer',
    text: 'A freight company will collect the car on Monday, you will get payment before',
  },
  {
    family: 'farAway',
    from: 'buyer',
    text: "I'm out of the country right now on a work contract but I really want this car",
  },
  {
    family: 'farAway',
    from: 'seller',
    text: "Sorry I'm not local anymore, I live in Spain with my husband now, the car is at my parents",
  },
  { family: 'farAway', from: 'buyer', text: 'Im a soldier on deployment in Syria, can only use internet sometimes' },
  {
    family: 'farAway',
    from: 'seller',
    text: "I'm a traveling nurse, now working in Alaska, the car is stored with a shipping company",
  },
  {
    family: 'pendingTracking',
    from: 'buyer',
    text: 'I have paid, the money is pending in PayPal until you send the tracking number of the shipment, check your email',
  },
  {
    family: 'pendingTracking',
    from: 'seller',
    text: 'Bank sent me email: funds will be credited once the tracking code is submitted',
  },
  {
    family: 'pendingTracking',
    from: 'buyer',
    text: 'Payment is complete but on hold, just provide a shipping receipt with tracking to get it',
  },
  {
    family: 'pendingTracking',
    from: 'buyer',
    text: 'your payment of $18,500 is waiting, release requires the shipping tracking number from you',
  },
  {
    family: 'giftCardCryptoWire',
    from: 'buyer',
    text: 'can i pay you part in google play cards and the rest in cash app?',
  },
  { family: 'giftCardCryptoWire', from: 'seller', text: 'Money transfer only through Western Union or Ria, no banks' },
  {
    family: 'giftCardCryptoWire',
    from: 'buyer',
    text: "I'll send the funds via international bank wire, just send me your banking details",
  },
  { family: 'giftCardCryptoWire', from: 'seller', text: 'Send the payment in BTC or USDT (TRC20) to my wallet' },
  {
    family: 'depositUnseen',
    from: 'seller',
    text: "It's yours if you send $250 holding deposit, I delete the ad right after",
  },
  {
    family: 'depositUnseen',
    from: 'seller',
    text: 'I need something upfront before I drive 2 hours to show you the car',
  },
  {
    family: 'depositUnseen',
    from: 'seller',
    text: "Car is at my dad's farm, pay a $200 deposit and he will show it to you",
  },
  { family: 'depositUnseen', from: 'seller', text: '$500 to reserve it, via Venmo, I have 3 other buyers lined up' },
];

export const DEV_ORDINARY_3: OrdinaryCase[] = [
  { from: 'buyer', text: 'Can I leave a deposit to hold it until Saturday when I come see it?' },
  { from: 'buyer', text: 'Do you need a deposit to hold it until the weekend?' },
  { from: 'buyer', text: 'Would you want a deposit, or is a handshake ok until I come Saturday?' },
  { from: 'seller', text: 'No deposit needed. If you want it, come see it first.' },
  { from: 'buyer', text: 'Do you take Zelle or only cash?' },
  { from: 'buyer', text: "Would you take a money order or a cashier's check? We can meet at my bank." },
  { from: 'buyer', text: 'Can I call you to ask a few questions? Or here is fine too.' },
  { from: 'buyer', text: 'I sent my email to the DMV asking about the title transfer, they said it is easy.' },
  { from: 'seller', text: "I'll text my husband and ask when he can meet you." },
  { from: 'buyer', text: "I'm currently in Canada on vacation, back Monday, can I see it Tuesday?" },
  { from: 'buyer', text: "I'm currently abroad until the 10th, can we meet on the 12th?" },
  { from: 'seller', text: "Bring your photo ID and we'll go to the DMV together." },
  { from: 'buyer', text: "I'll bring a photo ID for the test drive, no problem." },
  { from: 'seller', text: "I'll check your license when you arrive, just the usual." },
  { from: 'buyer', text: "Do you know a good transport company? I live 3 hours away, I'd still come see it first." },
  { from: 'buyer', text: 'Is the payment done through Revy or between us?' },
  { from: 'buyer', text: 'Any chance you could send a few more photos here? The rear seats especially.' },
  { from: 'buyer', text: 'Can I bring my uncle? He was a mechanic in the army.' },
  { from: 'seller', text: 'The car was serviced on base when I was in the Air Force, all records included.' },
  { from: 'buyer', text: 'My bank needs the VIN and the mileage for the loan, can you confirm 45,200?' },
  { from: 'seller', text: "I can wait while your bank confirms the cashier's check at the branch." },
  { from: 'buyer', text: 'Is there a signal booster or is that just the antenna on the roof?' },
  { from: 'buyer', text: 'Is the car still in the same spot as the photos? Which street should I park on?' },
  { from: 'seller', text: "The Carfax link is in the listing description, it's on carfax.com." },
  { from: 'buyer', text: 'I checked the VIN on nhtsa.gov, no open recalls.' },
  { from: 'seller', text: "I'm happy to keep chatting here, I get notifications." },
  { from: 'buyer', text: 'What is your best cash price if I come today?' },
  { from: 'buyer', text: 'Can we meet at the bank on Elm so I can withdraw the cash there?' },
  {
    from: 'buyer',
    text: "If I buy it, can you hold it until Monday when my loan funds? I'll sign everything Saturday.",
  },
  {
    from: 'seller',
    text: "Tracking for the new floor mats says they arrive Thursday, I'll put them in before you come.",
  },
  { from: 'buyer', text: 'I would like to pay with PayPal Goods and Services at the meetup, is that ok?' },
  { from: 'buyer', text: "The inspection place needs a deposit for the appointment, I'll pay it, not you." },
  { from: 'seller', text: 'Someone asked me to ship the car, I said no, in person only.' },
  { from: 'buyer', text: 'Are you the original owner? The report says it was registered in Oregon.' },
  { from: 'seller', text: "My email notifications are off so I'll answer here." },
  { from: 'buyer', text: "Can I get the seller's name for the bill of sale?" },
  { from: 'seller', text: "It's a 6 speed manual with a new clutch." },
  { from: 'buyer', text: 'What are the four digits on the tire sidewall? I want to check the tire age.' },
  { from: 'seller', text: "The code to the garage is only for me, I'll open it when you arrive." },
  {
    from: 'buyer',
    text: 'Can I verify the title with the DMV before I pay? Here is the VIN check site I use: vehiclehistory.bja.ojp.gov',
  },
];
