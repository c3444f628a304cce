/**
 * Text normalisation for the scam shield (decision 026). Scammers disguise the words a filter looks for —
 * "WhаtsApp" with a Cyrillic а, "w h a t s a p p", "z3lle", zero-width spaces, "four one five five five five…" — so
 * the rules read a folded copy of the message, never the stored text (which stays exactly as sent).
 */

/** Letters from other scripts that look like Latin ones (the common part of Unicode's confusables list). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ɩ: 'i',
  ı: 'i',
  ł: 'l',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};

/** Zero-width and invisible joiners, soft hyphens and the like: removed, they only hide words. */
// Joiners and combining fillers stand apart: inside a character class they would combine with their neighbours.
const INVISIBLE =
  /[\u00ad\u061c\u115f\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\ufeff]|\u200d|\u034f|\u1160|\u17b4|\u17b5/g;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Folds case, compatibility forms (ｆｕｌｌｗｉｄｔｈ, 𝐛𝐨𝐥𝐝), look-alike letters, invisible characters and quotes. */
export function foldText(text: string): string {
  const nfkc = text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
  let out = '';
  for (const ch of nfkc) out += CONFUSABLES[ch] ?? ch;
  return out
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "pаypаl" and "páypal" read the same
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "w h a t s a p p", "c.o.d.e", "s-i-g-n-a-l": four or more single letters joined up. */
function joinSpacedLetters(t: string): string {
  return t.replace(/\b[a-z](?:[ .\-_*]{1,2}[a-z]\b){3,}/g, (run) => run.replace(/[ .\-_*]/g, ''));
}

/** Tokens that mix letters with look-alike digits or symbols ("z3lle", "wh4tsapp", "c0de") read as letters. */
function decodeLeet(t: string, one: 'i' | 'l'): string {
  return t.replace(/\S+/g, (tok) => {
    // Quantities and ordinals stay numbers: 5k, 2nd, 4x4, 3pm, p0420 (a trouble code), $500.
    if (!/[a-z]/.test(tok) || !/[013457@$!|]/.test(tok)) return tok;
    if (/^\$?\d[\d,.]*(k|st|nd|rd|th|am|pm|x\d+|mi|km|l|hp|mph|mpg|s)?[.,!?]*$/.test(tok)) return tok;
    if (/^[a-z]?\d{3,}$/.test(tok.replace(/[.,!?]+$/, ''))) return tok;
    const m = /^(.*?)([.,!?]*)$/.exec(tok)!;
    return m[1]!.replace(/[013457@$!|]/g, (c) => (c === '1' ? one : LEET[c]!)) + m[2]!;
  });
}

/**
 * The cue words scammers misspell, on purpose or not ("telegrm", "lisence", "cashiers chek"). Distinctive words only:
 * a key one edit from an everyday word ("pending" and "sending", "tracking" and "trucking") would turn honest text into
 * a cue, so those are left out.
 */
const TYPO_KEYS = [
  'whatsapp',
  'telegram',
  'wechat',
  'bitcoin',
  'moneygram',
  'western',
  'verification',
  'license',
  'licence',
  'passport',
  'identification',
  'cashier',
  'cashiers',
  'certified',
  'escrow',
  'deposit',
  'overseas',
  'deployed',
  'deployment',
  'offshore',
  'shipper',
  'transporter',
  'reservation',
  'refundable',
  'stationed',
  'military',
];

/** Levenshtein distance, stopping early past `max` (only "is it within one or two edits" is asked). */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return false;
    prev = row;
  }
  return prev[b.length]! <= max;
}

/** Everyday words within reach of a cue word: "police station" is not "stationed", a car "shipped" has no shipper. */
const NOT_TYPOS = new Set(['station', 'stations', 'stationary', 'stationery', 'shipped', 'shipping']);

/** Words one edit (two for long ones) from a cue word, with the same first letter, read as that word. */
function correctTypos(t: string): string {
  return t.replace(/[a-z]{5,}/g, (w) => {
    if (TYPO_KEYS.includes(w) || NOT_TYPOS.has(w)) return w;
    const key = TYPO_KEYS.find((k) => k[0] === w[0] && within(w, k, k.length >= 9 ? 2 : 1));
    return key ?? w;
  });
}

/**
 * Every reading the rules run on, joined: the folded text, with spaced letters joined, its typo-corrected reading
 * and its two leetspeak readings (a "1" is an i in "b1tcoin" and an l in "paypa1"). Matching across the copies is harmless: they are the
 * same message.
 */
export function scanText(text: string): string {
  const folded = joinSpacedLetters(foldText(text));
  const views = new Set([folded, decodeLeet(folded, 'i'), decodeLeet(folded, 'l'), correctTypos(folded)]);
  return [...views].join(' \n ');
}

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  for: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  ate: '8',
  nine: '9',
  niner: '9',
};
const DIGIT_WORD = '(?:zero|oh|o|one|two|three|four|for|five|six|seven|eight|ate|nine|niner|\\d{1,4})';
/** Three or more digits or short groups, spelled or written, with spaces, commas, dots or dashes between them. */
const SPELLED_RUN = new RegExp(`\\b${DIGIT_WORD}(?:[\\s,.\\-()/]+${DIGIT_WORD}\\b){2,}`, 'g');

/**
 * The text with spelled and spaced digits written as digit runs — "four one five, five five five" and
 * "4 1 5 5 5 5" both become "415555" — for phone-number detection. A run must hold at least one real digit word
 * ("for", "o" and "ate" alone are English), and stays a number only when written with single digits.
 */
export function digitText(folded: string): string {
  return folded.replace(/[()]/g, ' ').replace(SPELLED_RUN, (run) => {
    const parts = run.split(/[\s,.\-/]+/).filter(Boolean);
    const digits = parts.map((p) => NUMBER_WORDS[p] ?? p);
    const spelled = parts.filter((p) => !/^\d+$/.test(p));
    // Written digits stay as they are unless single ("2 1 3 5 5 5…"): "2018, 2019" are years, "555 0122" is read later.
    if (!spelled.length) return digits.every((d) => /^\d$/.test(d)) ? digits.join('') : run;
    // "one or two", "four for five": English. A spelled run needs a word that is only a digit, and four digits, or
    // the length of a phone number when it mixes words and groups ("(four one five) 555 zero one two two").
    if (!spelled.some((p) => !['for', 'o', 'ate', 'oh'].includes(p))) return run;
    const length = digits.join('').length;
    const mixed = digits.some((d) => d.length > 1);
    if (mixed ? length < 7 : parts.length < 4) return run;
    return digits.join('');
  });
}
