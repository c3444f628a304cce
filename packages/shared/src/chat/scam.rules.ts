import type { ScamSignal, ScamSignalKind } from './chat.schema';

/**
 * Scam warnings on chat messages (issue 5, ECOSYSTEM "scam lessons"). Messages are flagged, never
 * blocked: both sides see the warning next to the text. The patterns aim at the phrasings of the
 * known private-sale scams and stay quiet on ordinary questions — "can I pay cash at the bank",
 * "send me the VIN", "I'll bring my mechanic" — which the tests pin down.
 */
export const SCAM_WARNINGS: Record<ScamSignalKind, string> = {
  offPlatformPayment:
    'This message asks for payment through an app or crypto. Payment apps and crypto have no buyer or seller protection: meet in person and pay at a bank.',
  giftCards: 'Nobody legitimate takes gift cards for a car. This is a common scam.',
  wireTransfer:
    'Wire transfers and money-transfer services cannot be reversed. Never wire money to someone you have not met, or to an "agent".',
  shippingOnly:
    'Buyers or sellers who cannot meet and insist on a shipper or transport company are a common scam. See the car and meet in person.',
  overpayment:
    'Overpayment with a check and a request to refund the difference is a classic scam: the check bounces after you have sent the money.',
  verificationCode:
    'Never share a verification code sent to your phone or email. It lets the other person take over your accounts or phone number.',
};

/** Each kind's patterns, run on the text lower-cased with curly quotes made straight. */
const PATTERNS: Record<ScamSignalKind, RegExp[]> = {
  offPlatformPayment: [
    /\bzelle\b/,
    /\bcash\s*app\b/,
    /\bcashapp\b/,
    /\bvenmo\b/,
    /\bpay\s*pal\b.{0,30}\bfriends?\s*(and|&|n)\s*family\b/,
    /\bf\s*&\s*f\b/,
    /\bpay(ing)?\s+(me|you)\s+(directly|outside|off)\b/,
    /\b(outside|off)\s+(of\s+)?(the\s+)?(app|platform|site|revy)\b/,
    /\b(crypto|bitcoin|btc|usdt|ethereum|tether)\b/,
  ],
  giftCards: [/\b(itunes|google\s*play|steam)\s*(gift\s*)?cards?\b/, /\bgift\s*cards?\b/],
  wireTransfer: [
    /\bwire\s*(transfer|the\s+(money|funds|deposit|payment)|me|you|it)\b/,
    /\bwir(e|ing)\s+(the\s+)?(money|funds|deposit|payment)\b/,
    /\bwire\b.{0,30}\bto\s+(my|his|her|their|the)\s+(bank\s+)?account\b/,
    /\bwestern\s*union\b/,
    /\bmoney\s*gram\b/,
    /\bbank\s+transfer\b.{0,60}\b(agent|escrow|company|shipper|account)\b/,
    /\b(agent|escrow)\b.{0,60}\bbank\s+transfer\b/,
    /\btransfer\s+(the\s+)?(money|funds|payment)\s+to\s+(my|the|our)\s+(agent|escrow)\b/,
  ],
  shippingOnly: [
    /\b(my|a|the|our)\s+(shipper|shipping\s+(company|agent)|transport(er|ation)?\s+(company|agent)|pick\s*up\s+agent)\b/,
    /\b(send|arrange|hire)\b.{0,30}\b(shipper|transport(er)?|shipping\s+company|carrier)\b.{0,40}\b(pick|collect|get)\b/,
    /\b(i'll|i will|i can|ready to|happy to|willing to)\s+(buy|purchase|take|pay\s+for)\b.{0,20}\b(without|before)\s+(seeing|inspecting|viewing)\b/,
    /\b(sight\s+unseen|no\s+need\s+to\s+(see|inspect|view))\b/,
    /\b(i\s*am|i'm|im|currently)\s+(overseas|out\s+of\s+(the\s+)?country|abroad|offshore|on\s+(a\s+)?(deployment|an?\s+oil\s+rig|a\s+ship))\b/,
    /\b(i'm|i am|im|currently|while)\s+(deployed|on\s+deployment)\b/,
  ],
  overpayment: [
    /\b(cashier'?s?|certified|bank)\s+check\b.{0,40}\bfor\s+(more|over|extra|above)\b/,
    /\bcheck\b.{0,40}\b(more\s+than|over|above)\s+(the\s+)?(price|asking|amount)\b/,
    /\b(refund|return|send\s+back|wire\s+back|give\s+back)\b.{0,30}\b(the\s+)?(difference|extra|excess)\b/,
    /\b(extra|excess|difference)\b.{0,30}\b(back\s+to\s+(me|my|the))\b/,
  ],
  verificationCode: [
    /\b(send|give|tell|share|forward|read)\b.{0,40}\b(the\s+)?(\d[-\s]?digit\s+)?(verification|confirmation|security|auth(entication)?|otp|one[-\s]?time|6[-\s]?digit)\s*(code|number|pin)\b/,
    /\b(send|give|tell|share|forward|read)\s+(me|us)\b.{0,25}\bcode\s+(you|that)\s+(got|get|received|receive)\b/,
    /\bcode\s+(you|that)\s+(just\s+)?(got|get|received|receive)\b.{0,30}\b(text|sms|phone|email|google)/,
    /\bgoogle\s*voice\b/,
  ],
};

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ');
}

/** The scam signals of a message's text, at most one per kind, in SCAM_SIGNAL_KINDS order. */
export function scamSignals(text: string): ScamSignal[] {
  const t = normalise(text);
  const found: ScamSignal[] = [];
  for (const kind of Object.keys(PATTERNS) as ScamSignalKind[]) {
    if (PATTERNS[kind].some((re) => re.test(t))) found.push({ kind, warning: SCAM_WARNINGS[kind] });
  }
  return found;
}
