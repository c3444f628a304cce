/**
 * Links, phone numbers and email addresses in a chat message, for the scam shield (decision 026). Lookalike domains
 * are judged against the brands a car deal touches: report sites (carfax, autocheck, kbb), payment and escrow
 * services (escrow.com, paypal, stripe, venmo, zelle, cash app), marketplaces (ebay motors) and Revy itself.
 */

/** Official domains: a link to one of these (or a subdomain) is not a lookalike. */
const OFFICIAL = [
  'revy.com',
  'revy.app',
  'carfax.com',
  'autocheck.com',
  'kbb.com',
  'kelleybluebook.com',
  'edmunds.com',
  'escrow.com',
  'paypal.com',
  'paypal.me',
  'ebay.com',
  'ebaymotors.com',
  'stripe.com',
  'venmo.com',
  'zellepay.com',
  'zelle.com',
  'cash.app',
  'squareup.com',
  'carvana.com',
  'carmax.com',
  'autotrader.com',
  'cars.com',
  'vinaudit.com',
  'nmvtis.gov',
  'youtube.com',
  'youtu.be',
  'google.com',
  'goo.gl',
  'imgur.com',
  'dropbox.com',
  'icloud.com',
  'chase.com',
  'wellsfargo.com',
  'bankofamerica.com',
  'coinbase.com',
  'amazon.com',
  'facebook.com',
  'apple.com',
];

/** Brands a lookalike borrows; matched inside a longer label ("paypal-secure-escrow", "carfaxreports"). */
const BRANDS = [
  'revy',
  'carfax',
  'autocheck',
  'kelleybluebook',
  'edmunds',
  'escrow',
  'paypal',
  'ebay',
  'ebaymotors',
  'stripe',
  'venmo',
  'zelle',
  'cashapp',
  'carvana',
  'carmax',
  'autotrader',
  'vinaudit',
  'nmvtis',
  'wellsfargo',
  'bankofamerica',
  'coinbase',
];
/** Short or common brands: only a whole label part counts ("kbb-values", not "purchase"). */
const SHORT_BRANDS = ['kbb', 'chase', 'amazon', 'google', 'apple', 'facebook'];

/** Words that make an unknown domain a payment, report or account page. */
const BAIT_WORDS =
  /(escrow|pay|secure|verif|login|signin|account|wallet|protect|transaction|billing|invoice|refund|claim|transfer|funds|bank|report|history|vin|check|deliver|shipping|logistic|transport|auth|confirm|release)/;

const SHORTENERS = ['bit.ly', 'tinyurl.com', 't.co', 'rb.gy', 'is.gd', 'cutt.ly', 'shorturl.at', 'ow.ly', 'tiny.cc'];

const TLDS =
  'com|net|org|info|biz|co|io|us|uk|me|xyz|top|site|online|app|shop|store|live|click|link|ru|cn|tk|ml|ga|cf|gq|pw|cc|ws|de|ca|au|in|ly|gl|to|be|gov|edu|mobi|pro|club|vip|icu|buzz|fun|space|website|tech|page|support|services|net\\.ng|ng|cloud|agency|center|finance|money|deals|auto|autos|car|cars|motors|vin|report|pay|bank|secure|email|express|delivery|systems|solutions|network|digital|world|today|group|company|global|one|help|trade|market|sale|review|claims|insure|loans|credit|exchange|id|ai|tv|su|fr|es|nl|pl|ph|sg|vn|ir|pk';

/** Host names, with or without a scheme: "https://x.y/z", "www.x.com", "x-y.net", "hxxp://x[.]com" (folded first). */
const HOST = new RegExp(
  `(?:https?:\\/\\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS}|xn--[a-z0-9-]+))(?![a-z0-9-])(\\/[^\\s]*)?`,
  'g',
);
/** A host on any other domain, recognised only when a path follows ("revy.com-verify.id/seller"). */
const HOST_WITH_PATH = /(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,12})(\/[a-z0-9][^\s]*)/g;

export type FoundLink = { host: string; path: string };

/** Writes disguised links plainly: "hxxp", "[.]", "(dot)", "paypal dot com". */
export function unmaskLinks(t: string): string {
  return t
    .replace(/hxxp/g, 'http')
    .replace(/\s*[[(]\s*(?:\.|dot)\s*[\])]\s*/g, '.')
    .replace(new RegExp(`([a-z0-9-]+) dot (${TLDS})\\b`, 'g'), '$1.$2');
}

export function findLinks(t: string): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of unmaskLinks(t).matchAll(HOST)) {
    const host = m[1]!.replace(/^www\./, '');
    // "e.g", "a.m." and initials never reach here (no TLD); an email's domain is an address, not a link.
    if (m.index > 0 && t[m.index - 1] === '@') continue;
    out.push({ host, path: m[2] ?? '' });
  }
  if (!t.includes('/')) return out;
  for (const m of unmaskLinks(t).matchAll(HOST_WITH_PATH)) {
    const host = m[1]!.replace(/^www\./, '');
    if ((m.index > 0 && t[m.index - 1] === '@') || out.some((l) => l.host === host)) continue;
    out.push({ host, path: m[2]! });
  }
  return out;
}

/** A brand's own site or a government one (nhtsa.gov, vehiclehistory.bja.ojp.gov, a state DMV). */
export const isOfficialHost = (host: string) =>
  /\.(gov|mil)$/.test(host) || OFFICIAL.some((d) => host === d || host.endsWith(`.${d}`));

/** Damerau-Levenshtein distance (adjacent swaps count one): "paypla" and "carfaxx" are one step from the brand. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

function leetLabel(s: string): string {
  return s.replace(/0/g, 'o').replace(/1/g, 'l').replace(/3/g, 'e').replace(/4/g, 'a').replace(/5/g, 's');
}

/** Why a link is a lookalike, or null: punycode, a brand on someone else's domain, a near-miss spelling, bait words. */
export function lookalikeReason(link: FoundLink): string | null {
  const { host } = link;
  if (isOfficialHost(host)) return null;
  if (host.includes('xn--')) return 'punycode';
  if (SHORTENERS.includes(host)) return 'shortener';
  const labels = host.split('.').slice(0, -1); // everything but the TLD, subdomains included ("paypal.com.evil.net")
  for (const raw of labels) {
    for (const label of new Set([raw, leetLabel(raw)])) {
      const joined = label.replace(/-/g, '');
      if (BRANDS.some((b) => joined.includes(b))) return 'brand';
      const parts = label.split(/[-\d]+/).filter(Boolean);
      if (parts.some((p) => SHORT_BRANDS.includes(p))) return 'brand';
      for (const p of [joined, ...parts]) {
        if (p.length < 4) continue;
        for (const b of [...BRANDS, ...SHORT_BRANDS].filter((x) => x.length >= 4)) {
          const limit = b.length >= 6 ? 2 : 1;
          if (Math.abs(p.length - b.length) <= limit && editDistance(p, b) <= limit) return 'near-miss';
        }
      }
    }
  }
  if (BAIT_WORDS.test(labels.join('.'))) return 'bait';
  return null;
}

/** An account, sign-in or verification page, by its path. */
export const loginPath = (link: FoundLink) => /(log-?in|sign-?in|verify|account|auth|password|confirm)/.test(link.path);

/**
 * Phone numbers in the digit reading of a message (scam-normalise digitText): 10 to 15 digits in groups of at most 6
 * ("415 555 0134", "+44 7700 900123", "0044-7911-123456"), never split by a comma (so "2018, 2019, 2020" is years).
 */
export function findPhones(digits: string): string[] {
  // A number may end a clause ("415 555 0122, text only"); a comma or dot followed by a digit continues a list.
  const out: string[] = [];
  for (const m of digits.matchAll(/(?<![\w$,.])\+?\d{1,15}(?:(?: ?[.\-/] ?| {1,2})\d{1,6}){0,5}(?!\w|[,.]\d)/g)) {
    const n = m[0].replace(/\D/g, '').length;
    if (n >= 10 && n <= 15) out.push(m[0]);
  }
  return out;
}

/** Email addresses, also written "name at gmail dot com" or "name (at) mail [dot] com". */
export function findEmails(t: string): string[] {
  const plain = unmaskLinks(t).replace(/\s*(?:\(at\)|\[at\])\s*/g, '@');
  // "name at gmail dot com": the spoken "dot" is needed, so "look at kbb.com" stays a link, not an address.
  const spoken = /\b([a-z0-9._-]+)\s+(?:at|@)\s+([a-z0-9-]+)\s+dot\s+(com|net|org|co|us|io|me|edu)\b/g;
  const found = [...plain.matchAll(/[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g)].map((m) => m[0]);
  for (const m of t.matchAll(spoken)) found.push(`${m[1]}@${m[2]}.${m[3]}`);
  return found;
}
