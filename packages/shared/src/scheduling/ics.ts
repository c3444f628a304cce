/**
 * Calendar invitations (RFC 5545, with the iTIP methods of RFC 5546) for booked test drives. The
 * UID is the event id, so a reschedule (SEQUENCE bumped) replaces the entry in the recipient's
 * calendar and a CANCEL removes it. Times are UTC (`Z`), so no VTIMEZONE is needed.
 *
 * Shared by the server (emailed invitations: REQUEST/CANCEL with an organizer) and the web app
 * ("Add to calendar": PUBLISH, no organizer), so it must not use Node-only APIs such as Buffer.
 */

export type IcsInput = {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  eventId: string;
  /** Bumped on every reschedule; calendars ignore an update with a lower one. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** The sender ("Revy <hello@revy.local>" or a bare address); no ORGANIZER line when absent. */
  organizer?: string | null;
  /** The recipient of this copy (the only attendee named: nobody's address is shown to the other side). */
  attendee?: { email: string; name?: string | null } | null;
  /** STATUS override; by default CANCELLED for a CANCEL, else CONFIRMED. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  now?: Date;
};

const CRLF = '\r\n';

/** 20261128T180000Z */
export function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A quoted parameter value (CN): no double quotes, controls or newlines allowed inside. */
const paramValue = (s: string) =>
  `"${[...s].filter((c) => c !== '"' && c !== '\\' && c.charCodeAt(0) >= 0x20).join('')}"`;

/** UTF-8 length of one code point, without Buffer or TextEncoder (works in Node and browsers). */
function utf8Bytes(ch: string): number {
  const cp = ch.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space.
 * Counts UTF-8 bytes and never splits a character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = utf8Bytes(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines spend one octet on the space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function mailtoOf(address: string): { email: string; name: string | null } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(address);
  return m ? { email: m[2]!, name: m[1]!.replace(/^"|"$/g, '') || null } : { email: address.trim(), name: null };
}

/** The VCALENDAR text, CRLF line ends, folded. */
export function buildIcs(input: IcsInput): string {
  const organizer = input.organizer ? mailtoOf(input.organizer) : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Revy//Test drives//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${input.eventId}@revy`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsDate(input.now ?? new Date())}`,
    `DTSTART:${icsDate(input.start)}`,
    `DTEND:${icsDate(input.end)}`,
    `SUMMARY:${icsText(input.summary)}`,
    ...(input.location ? [`LOCATION:${icsText(input.location)}`] : []),
    ...(input.description || input.url
      ? [`DESCRIPTION:${icsText([input.description, input.url].filter(Boolean).join('\n\n'))}`]
      : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    ...(organizer
      ? [`ORGANIZER${organizer.name ? `;CN=${paramValue(organizer.name)}` : ''}:mailto:${organizer.email}`]
      : []),
    ...(input.attendee
      ? [
          `ATTENDEE${input.attendee.name ? `;CN=${paramValue(input.attendee.name)}` : ''};ROLE=REQ-PARTICIPANT;PARTSTAT=${input.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'}:mailto:${input.attendee.email}`,
        ]
      : []),
    `STATUS:${input.status ?? (input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED')}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
