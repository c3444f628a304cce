import type { OrdinaryCase, ScamCase, ScamFamily } from './types';

/**
 * Development round five (issue 15): written after round four's cues and run once before its own were added (first
 * run 17/30 scams, 2/15 honest flagged): deposits refunded 'when you buy', middlemen and intermediaries, shipping
 * info and proof the title was sent, haulage firms, e-mail in a bio, licence numbers and birth dates. Tuned on.
 */
const c = (family: ScamFamily, text: string): ScamCase => ({ family, text, from: 'seller' });

export const DEV_SCAMS_5: ScamCase[] = [
  c('depositUnseen', 'I can only hold it if you send proof of funds plus $100 good-faith'),
  c('depositUnseen', 'the $350 secures the car, after that I send the address and we set a time'),
  c('depositUnseen', 'I have an offer from another buyer, beat him with a quick Venmo and it stays yours'),
  c('depositUnseen', 'Zelle 200 now, it is refunded when you buy'),
  c('depositUnseen', 'to come see it you need to put a deposit, my wife insists'),
  c('fakeEscrow', 'We can use the eBay Motors purchase plan, eBay keeps the money till you get the car'),
  c('fakeEscrow', 'I want to pay by Amazon Payments, they act as a middleman and protect us both'),
  c('fakeEscrow', 'a trusted intermediary will hold the payment, you ship, then they pay you'),
  c('pendingTracking', 'the payment has been initiated but stays on hold until the shipping info is confirmed'),
  c(
    'pendingTracking',
    'I was told by Venmo the payment will only post to your account after you send the delivery receipt',
  ),
  c('pendingTracking', 'my bank froze the money until you mail proof that the title was sent'),
  c('farAway', 'i am abroad for work until next year, my agent in your state can sign for me'),
  c('farAway', 'im a contractor in iraq, cant do a meeting, car is with my uncle he will ship'),
  c('farAway', 'currently overseas on a military tour, the army shipping department will handle it'),
  c('shippingAgent', 'The haulage firm I use will come get it, they have all the paperwork'),
  c('shippingAgent', 'I send my driver with the money order, give him the keys and the signed title'),
  c('offPlatform', 'whatsap +44 7700 900 456'),
  c('offPlatform', 'drop your number and I will call you tonight'),
  c('offPlatform', 'Send me an email at the address in my bio and we can finish there'),
  c('offPlatform', 'Message me at eight zero eight 5 5 5 zero one seven two'),
  c('verificationCode', 'I will send a verification to your phone, read me the number so my bank trusts you'),
  c('verificationCode', 'please share the security code from your text, its for the car history check'),
  c('giftCardCryptoWire', 'I will pay using a bank wire from Nigeria, give me your account'),
  c('giftCardCryptoWire', 'buy Vanilla visa cards and send photos of them'),
  c('giftCardCryptoWire', 'I will transfer to your crypto wallet, which network?'),
  c('checkOverpayment', 'The cheque will be 12k, you cash it, keep your price and pass the balance to my agent'),
  c('checkOverpayment', 'my aunt sent you a check for more than we agreed, send her the change by western union'),
  c('idPhoto', 'show me a picture of your ID holding it next to your face'),
  c('idPhoto', 'We need your license number and date of birth texted before the test drive'),
  c('lookalikeLink', 'I put the deposit link here: bit.ly/revy-hold'),
];

export const DEV_ORDINARY_5: OrdinaryCase[] = [
  { from: 'buyer', text: 'Proof of funds? Sure, I will show you my bank app when we meet' },
  { from: 'buyer', text: 'I can send you the address once we agree on a time, it is a busy street' },
  { from: 'buyer', text: 'Another buyer offered 8k, I will give you first dibs if you come tonight' },
  { from: 'buyer', text: 'No holds without seeing the car, that is my rule too' },
  { from: 'buyer', text: 'My wife insists we see it in daylight, can we do Sunday noon?' },
  { from: 'buyer', text: 'The eBay listing ended, that is why it is here now' },
  { from: 'buyer', text: 'I paid for the PPI at the shop, it passed, I will bring the report' },
  { from: 'buyer', text: 'Shipping info for the part you asked about: it arrives Wednesday' },
  { from: 'buyer', text: 'My bank froze my card yesterday lol, so I will bring cash' },
  { from: 'buyer', text: 'I am a contractor, I work in town, any weekday after 4 is fine' },
  { from: 'buyer', text: 'The army sold me this as a surplus vehicle years ago, it is a fun truck' },
  { from: 'buyer', text: 'My driver license is from Oregon, is that ok for the test drive?' },
  { from: 'buyer', text: 'I can show you my ID when we meet' },
  { from: 'buyer', text: 'The money order for the registration fee was paid to the DMV' },
  { from: 'buyer', text: 'What network does the car wifi hotspot use? AT&T?' },
];
