import type { ScamSet } from './types';

/**
 * A small generalisation check for the scam shield (decision 026): written before the rules existed and never tuned
 * on — a failure here is reported, not fixed by a rule made for it. Not the held-out set (eval/ai/held-out/, written
 * by someone else); this one only tells the developer how far the development figures overstate.
 */
/** Round one: written before any rule; run once (81.8% recall, 1/8 false positives), then spent — its misses were seen. */
export const FRESH_SCAM: ScamSet = {
  scams: [
    {
      from: 'buyer',
      family: 'fakeEscrow',
      text: 'We will do this safe way, I open escrow at motorsafe-escrow.org and you get notice when money is in',
    },
    {
      from: 'seller',
      family: 'fakeEscrow',
      text: 'the sale goes through ebay buyer protection escrow, send funds to the agent they assign you',
    },
    {
      from: 'seller',
      family: 'lookalikeLink',
      text: 'history report is here https://carfax-vin-history.com/r/5521 free for you',
    },
    {
      from: 'buyer',
      family: 'lookalikeLink',
      text: 'I transferred it, sign in at https://zeIle-transfers.net to accept the money',
    },
    { from: 'buyer', family: 'offPlatform', text: 'pls reach me by mail, robert dot hill 55 at yahoo dot com' },
    {
      from: 'seller',
      family: 'offPlatform',
      text: 'I respond faster on Whatsapp, my number: seven zero two five five five zero one four four',
    },
    { from: 'buyer', family: 'offPlatform', text: 'is your number on telegram? lets chat there' },
    {
      from: 'buyer',
      family: 'verificationCode',
      text: 'google sent you a code for me, can you tell me the numbers please, its urgent',
    },
    {
      from: 'seller',
      family: 'verificationCode',
      text: 'I will text you a six digit code, type it here so I know you are a real person',
    },
    {
      from: 'buyer',
      family: 'idPhoto',
      text: 'my bank needs image of your driving license before i transfer, front and back',
    },
    { from: 'seller', family: 'idPhoto', text: 'send a photo of your ID card to book the inspection slot' },
    {
      from: 'buyer',
      family: 'checkOverpayment',
      text: 'my company will issue a cashier check of $19,800, you keep your price and give the rest to the transporter',
    },
    {
      from: 'seller',
      family: 'checkOverpayment',
      text: 'please send postal money orders only, I post the title when they arrive',
    },
    {
      from: 'buyer',
      family: 'shippingAgent',
      text: 'a towing company I hired will load it saturday morning, the driver brings the payment',
    },
    {
      from: 'seller',
      family: 'shippingAgent',
      text: 'vehicle is at the logistics company warehouse, they contact you for delivery once you pay them',
    },
    {
      from: 'buyer',
      family: 'farAway',
      text: 'I am a petroleum engineer working on offshore rig, I want to buy it for my daughter',
    },
    {
      from: 'seller',
      family: 'farAway',
      text: 'I was relocated to Dubai by my company so the car must be sold, I cannot show it',
    },
    {
      from: 'buyer',
      family: 'pendingTracking',
      text: 'bank has placed the payment on hold, it completes when they receive your tracking number',
    },
    { from: 'buyer', family: 'giftCardCryptoWire', text: 'I can send USDT today, you get the coins in minutes' },
    {
      from: 'seller',
      family: 'giftCardCryptoWire',
      text: 'Pay by Target gift cards, scratch them and send me the numbers',
    },
    {
      from: 'seller',
      family: 'depositUnseen',
      text: 'I have 3 people asking, whoever sends $400 first gets it, i refund if you dont buy',
    },
    {
      from: 'seller',
      family: 'depositUnseen',
      text: 'the address is sent after you pay a $100 viewing fee by Cash App',
    },
  ],
  ordinary: [
    { from: 'buyer', text: 'Would you meet at the Walgreens on 9th around 4? I can bring cash.' },
    { from: 'seller', text: 'The tow hitch was installed by U-Haul, receipt included.' },
    { from: 'buyer', text: 'Can I pay with a cashiers check from Wells Fargo at the branch?' },
    { from: 'buyer', text: 'My phone died earlier, sorry, I am back now.' },
    { from: 'seller', text: 'I have the Carfax printed, I will bring it Saturday.' },
    { from: 'buyer', text: 'Is the price with or without the new tires you mentioned?' },
    { from: 'seller', text: 'Deposit only after you have seen it and decided, I will give you a receipt.' },
    { from: 'buyer', text: 'I am moving abroad next year but need a car until then, is it reliable?' },
  ],
};

/** Round two: written after the development set's second round, run only for the final report. */
export const FRESH_SCAM_2: ScamSet = {
  scams: [
    {
      from: 'seller',
      family: 'fakeEscrow',
      text: 'we close the deal with Carvana Secure Escrow, I forward you their payment email',
    },
    {
      from: 'buyer',
      family: 'fakeEscrow',
      text: 'the funds are already in an escrow account in my name, they send you a notification when you accept',
    },
    {
      from: 'seller',
      family: 'lookalikeLink',
      text: 'my listing has a full inspection report at inspection-reports-usa.com, pls check before we talk',
    },
    {
      from: 'buyer',
      family: 'lookalikeLink',
      text: 'you have a pending deposit, accept it here: revy-pay.info/accept and use your online banking',
    },
    {
      from: 'buyer',
      family: 'offPlatform',
      text: 'can you shoot me an email so i can send the paperwork? im at dan_r88 at hotmail',
    },
    { from: 'seller', family: 'offPlatform', text: 'ping me on telegrm, the handle is @fastcars' },
    { from: 'buyer', family: 'offPlatform', text: 'I am hard of hearing, please text only: 5 0 3 5 5 5 0 1 6 2' },
    {
      from: 'seller',
      family: 'verificationCode',
      text: 'I will send a code to confirm you are a real human, you must give it to me',
    },
    { from: 'buyer', family: 'verificationCode', text: 'u got a text from 22395 right? whats the number in it' },
    {
      from: 'seller',
      family: 'idPhoto',
      text: 'before the test drive text me photos of your license and insurance so I can pre-approve you',
    },
    { from: 'buyer', family: 'idPhoto', text: 'my lender needs a photocopy of the owner ID, upload it here' },
    {
      from: 'buyer',
      family: 'checkOverpayment',
      text: 'my grandmother will send a cashiers check, it will be $2,500 more because of the shipping fee, you wire that to the driver',
    },
    {
      from: 'seller',
      family: 'checkOverpayment',
      text: 'I can only take a bank draft mailed to me, title goes out once it clears',
    },
    {
      from: 'buyer',
      family: 'shippingAgent',
      text: 'the auto transport I booked will come tuesday, please have the car ready with the keys in it',
    },
    {
      from: 'seller',
      family: 'shippingAgent',
      text: 'the car will be delivered by my shipping agent, you pay him the balance on delivery',
    },
    {
      from: 'buyer',
      family: 'farAway',
      text: 'I am a nurse working in Saudi Arabia on contract, I want this car for my mother',
    },
    {
      from: 'seller',
      family: 'farAway',
      text: 'I am stationed at a base in Germany now, the car is with a shipping company back home',
    },
    {
      from: 'seller',
      family: 'pendingTracking',
      text: 'payment shows as pending on my side, the bank needs the shipping confirmation number before it clears',
    },
    {
      from: 'buyer',
      family: 'giftCardCryptoWire',
      text: 'I can pay with Amazon cards or Bitcoin, which one you want?',
    },
    { from: 'seller', family: 'giftCardCryptoWire', text: 'I only accept international wire to my account in Poland' },
    {
      from: 'seller',
      family: 'depositUnseen',
      text: 'I am out at work all week, send $150 via Zelle so I keep it for you till next weekend',
    },
    {
      from: 'seller',
      family: 'depositUnseen',
      text: 'a non refundable reservation payment of $300 is required before the viewing',
    },
  ],
  ordinary: [
    { from: 'buyer', text: 'Does the car have any codes stored? My scanner can check when I come.' },
    { from: 'seller', text: 'I can email the PDF of the Carfax through here as a photo if you want.' },
    { from: 'buyer', text: 'I will bring a certified check from my bank and we can verify it there together.' },
    { from: 'seller', text: 'My son is in the navy so he never drove it much, that is why the miles are low.' },
    { from: 'buyer', text: 'Can I send a deposit after the inspection comes back clean?' },
    { from: 'seller', text: 'I prefer cash, but a wire at your branch is fine if I can see it arrive.' },
    { from: 'buyer', text: 'Would 7pm at the Kroger on Elm work? Well lit and lots of people.' },
    { from: 'seller', text: 'The dealer shipped the new key fob, I will have it by Friday.' },
    {
      from: 'buyer',
      text: 'I am picking it up with my own trailer since I am buying it as a project car, is that ok?',
    },
    { from: 'seller', text: 'Sure, take a picture of the VIN sticker on the door when you are here.' },
  ],
};

/** Round three: written after round two's changes; run once, then its misses turned into general cues (spent). */
export const FRESH_SCAM_3: ScamSet = {
  scams: [
    { from: 'buyer', family: 'fakeEscrow', text: 'ok deal. I opened a transaction on a secure escrow site, you will receive a mail, confirm it there' },
    { from: 'seller', family: 'fakeEscrow', text: 'For your safety payment goes to the Revy Buyer Protection account, I only receive it after 5 days' },
    { from: 'buyer', family: 'fakeEscrow', text: 'My company uses an escrow agent in Florida for all vehicle purchases, they will wire you after you sign' },
    { from: 'seller', family: 'fakeEscrow', text: 'the money stays with the escrow until you get the car at home, totally safe for you' },
    { from: 'buyer', family: 'lookalikeLink', text: 'Done! Payment sent 💰 see confirmation: paypal-notice-center.com/tx/88213' },
    { from: 'seller', family: 'lookalikeLink', text: 'get the free carfax here 👉 bit.ly/freecarfaxnow' },
    { from: 'buyer', family: 'lookalikeLink', text: 'please sign into your revy account on this page so we can finish: https://rewy.com/login' },
    { from: 'seller', family: 'lookalikeLink', text: 'the kelley blue book value is on kellybluebook-values.org, see for yourself' },
    { from: 'buyer', family: 'offPlatform', text: 'WHATS YOUR NUMBER I TEXT YOU' },
    { from: 'seller', family: 'offPlatform', text: 'pls contact me via whatsapp 📱 +1 786 555 0100' },
    { from: 'buyer', family: 'offPlatform', text: 'hi is it available? I am deaf so I can only do text messages, (206) 555-0177' },
    { from: 'seller', family: 'offPlatform', text: 'message me on signal, same number as my profile, this chat is glitchy' },
    { from: 'buyer', family: 'verificationCode', text: 'I sent you a code, can you share it back? Just to make sure you are not a bot 🤖' },
    { from: 'seller', family: 'verificationCode', text: 'you should get a text with a pin from my phone company, tell me what it says' },
    { from: 'buyer', family: 'verificationCode', text: 'Hey sorry a code came to your phone by mistake, can you send it to me' },
    { from: 'seller', family: 'verificationCode', text: 'Quick verification: type the 6 numbers Google just sent you' },
    { from: 'buyer', family: 'idPhoto', text: 'can u snap ur license and send it? my insurance wont let me see the car without it' },
    { from: 'seller', family: 'idPhoto', text: 'Please upload front and back of your ID before I can confirm the appointment' },
    { from: 'buyer', family: 'idPhoto', text: 'send the registration and a photo of your DL holding it' },
    { from: 'seller', family: 'idPhoto', text: 'I require a scan of a government ID from every buyer, email it or send here' },
    { from: 'buyer', family: 'checkOverpayment', text: 'I am sending certified funds by courier, $2,000 above price to cover the transport, you pay them' },
    { from: 'seller', family: 'checkOverpayment', text: 'You can pay with a cashier check, just mail it to me and I ship the keys' },
    { from: 'buyer', family: 'checkOverpayment', text: 'My insurance settlement check is $26k, I will sign it to you and you give me the balance in cash' },
    { from: 'seller', family: 'checkOverpayment', text: 'Money orders only please, sent to my PO box in Ohio' },
    { from: 'buyer', family: 'shippingAgent', text: 'my transport guy will come get it thursday, he has the paperwork' },
    { from: 'seller', family: 'shippingAgent', text: 'Delivery only, the car is with the transport company already, they bring it to you' },
    { from: 'buyer', family: 'shippingAgent', text: 'I am sending a tow truck with the payment, give them the title' },
    { from: 'seller', family: 'shippingAgent', text: 'we ship nationwide through our logistics partner, 3 day delivery, no need to come' },
    { from: 'buyer', family: 'farAway', text: 'Im in the army right now overseas, my mom will send payment' },
    { from: 'seller', family: 'farAway', text: 'I am currently working in Qatar, that is why I am selling it so cheap' },
    { from: 'buyer', family: 'farAway', text: 'I work on a cruise ship, I can not come, I will pay and send someone' },
    { from: 'seller', family: 'farAway', text: 'i got deployed last month, my brother has the car keys but cant meet' },
    { from: 'buyer', family: 'pendingTracking', text: 'Check your email, payment is approved but you must send the shipment tracking to complete it' },
    { from: 'seller', family: 'pendingTracking', text: 'Zelle shows the money as pending, they need me to give the tracking number, so ship first' },
    { from: 'buyer', family: 'pendingTracking', text: 'The bank is holding the money until they see the tracking for the truck pickup' },
    { from: 'buyer', family: 'giftCardCryptoWire', text: 'do u accept crypto? i have ETH' },
    { from: 'seller', family: 'giftCardCryptoWire', text: 'Pay with Best Buy or Walmart gift cards, it is faster than bank' },
    { from: 'buyer', family: 'giftCardCryptoWire', text: 'I will send the money by wire today, give me your bank name and account' },
    { from: 'seller', family: 'giftCardCryptoWire', text: 'Only accept payment by Wise or wire transfer to my account in Germany' },
    { from: 'seller', family: 'depositUnseen', text: 'lots of interest!! first one to send $200 gets it' },
    { from: 'seller', family: 'depositUnseen', text: 'I can hold it for 48h if you pay a small fee of 100 dollars' },
    { from: 'seller', family: 'depositUnseen', text: 'you need to pay 10% upfront to book a viewing' },
    { from: 'seller', family: 'depositUnseen', text: 'Send a deposit and the car is yours, I will send the papers' },
  ],
  ordinary: [
    { from: 'buyer', text: 'WHAT IS THE LOWEST YOU WILL TAKE' },
    { from: 'seller', text: 'lowest is 15,800 cash 💵' },
    { from: 'buyer', text: 'Can we meet at the Costco gas station on Rt 1 at noon?' },
    { from: 'buyer', text: 'Does the price include the transfer of the title and registration?' },
    { from: 'seller', text: 'I can meet at the sheriff office lot, they have a safe trade spot.' },
    { from: 'buyer', text: 'Would a cashier check from Bank of America be fine? We can go there together.' },
    { from: 'buyer', text: 'I just got back from deployment and need a car, free Saturday morning?' },
    { from: 'seller', text: 'The tracking on the title from the DMV says it arrives Tuesday, then we can do the sale.' },
    { from: 'buyer', text: 'Is the 4 digit code for the keyless entry written somewhere?' },
    { from: 'seller', text: 'I will send a few more pictures of the interior here tonight.' },
    { from: 'buyer', text: 'Can I pay by Venmo once we sign the bill of sale?' },
    { from: 'seller', text: 'I prefer you pay at my credit union, they can verify everything.' },
    { from: 'buyer', text: 'Is there any chance you would deliver it for a fee? I can pay cash on arrival after I drive it.' },
    { from: 'seller', text: 'No deposit, no holds, first person to show up with cash and like it gets it.' },
    { from: 'buyer', text: 'I am overseas until the 20th, can I send my brother to look at it first?' },
  ],
};
