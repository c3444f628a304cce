import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoneyCents, US_STATES, type OdometerNote, type UsStateCode } from '@revy/shared';
import type { ListingSnapshot } from './deal-view';

/** Everything the bill of sale says: when any of it changes, the document (and its hash) changes. */
export type BillOfSaleContent = {
  dealId: string;
  state: UsStateCode;
  /** YYYY-MM-DD, the date of sale written on the bill. */
  date: string;
  price: number;
  odometer: number | null;
  odometerNote: OdometerNote;
  vehicle: Omit<ListingSnapshot, 'id' | 'coverUrl' | 'title'> & { title: string };
  sellerName: string;
  buyerName: string;
};

export type SignatureLine = { role: 'seller' | 'buyer'; typedName: string; signedAt: Date };

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** The standard fonts write WinAnsi only: other characters (a name in another script) become '?', never an error. */
function winAnsi(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A page writer that moves down as it writes and starts a new page when full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  private room(h: number) {
    if (this.y - h < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(text: string, opts: { size?: number; bold?: boolean; gap?: number; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    for (const line of wrap(font, text, size, WIDTH - (opts.indent ?? 0))) {
      this.room(size + 4);
      this.page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: this.y - size, size, font, color: rgb(0, 0, 0) });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 4;
  }
  rule() {
    this.room(10);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: PAGE[0] - MARGIN, y: this.y - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= 12;
  }
}

const box = (checked: boolean) => (checked ? '[X]' : '[  ]');

/** The bill of sale as a PDF (pdf-lib, US Letter): vehicle, parties, price, date, the federal odometer statement, "as is". */
export async function renderBillOfSale(c: BillOfSaleContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  // Fixed metadata: the bytes depend on the content only (the hash both parties sign).
  const fixed = new Date(`${c.date}T00:00:00Z`);
  doc.setTitle(`Bill of sale ${c.vehicle.title}`);
  doc.setCreator('Revy');
  doc.setProducer('Revy deal room');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const v = c.vehicle;
  const stateName = US_STATES[c.state];

  w.text('Motor Vehicle Bill of Sale', { size: 18, bold: true, gap: 2 });
  w.text(`State of ${stateName}  -  Date of sale: ${c.date}  -  Reference ${c.dealId}`, { size: 9, gap: 8 });
  w.rule();
  w.text('Vehicle', { size: 12, bold: true });
  w.text(`Year: ${v.year ?? '-'}    Make: ${v.make ?? '-'}    Model: ${v.model ?? '-'}    Trim: ${v.trim ?? '-'}`);
  w.text(`VIN: ${v.vin ?? 'not given'}`);
  w.text(`Body: ${v.bodyType ?? 'not given'}    Color: ${v.color ?? 'not given'}`, { gap: 8 });
  w.text('Parties', { size: 12, bold: true });
  w.text(`Seller: ${c.sellerName || '(name not given)'}`);
  w.text(`Buyer: ${c.buyerName || '(name not given)'}`, { gap: 8 });
  w.text('Sale', { size: 12, bold: true });
  w.text(
    `For the sum of ${formatMoneyCents(c.price)} (US dollars), the receipt of which the Seller acknowledges, the ` +
      'Seller sells and transfers to the Buyer the vehicle described above. The Seller states that they are the ' +
      'lawful owner of the vehicle, have the right to sell it, and that it is free of liens and encumbrances except ' +
      'any disclosed to the Buyer in writing and paid off at the sale.',
    { gap: 8 },
  );
  w.rule();
  w.text('Odometer Disclosure Statement', { size: 12, bold: true });
  w.text(
    'Federal law (49 U.S.C. 32705 and 49 CFR Part 580) requires that you state the mileage upon transfer of ' +
      'ownership. Failure to complete or providing a false statement may result in fines and/or imprisonment.',
    { size: 9 },
  );
  const reading = c.odometer === null ? '________' : c.odometer.toLocaleString('en-US');
  w.text(
    `I, ${c.sellerName || '________'}, state that the odometer now reads ${reading} miles (no tenths) and to the ` +
      'best of my knowledge that it reflects the actual mileage of the vehicle described herein, unless one of the ' +
      'following statements is checked.',
  );
  w.text(
    `${box(c.odometerNote === 'exceeds_mechanical_limits')} (1) I hereby certify that to the best of my knowledge ` +
      'the odometer reading reflects the amount of mileage in excess of its mechanical limits.',
    { indent: 12 },
  );
  w.text(
    `${box(c.odometerNote === 'not_actual')} (2) I hereby certify that the odometer reading is NOT the actual ` +
      'mileage. WARNING - ODOMETER DISCREPANCY.',
    { indent: 12, gap: 8 },
  );
  w.rule();
  w.text('As is', { size: 12, bold: true });
  w.text(
    'The vehicle is sold AS IS, WHERE IS, with no warranty, express or implied, including any implied warranty of ' +
      'merchantability or fitness for a particular purpose. The Buyer has had the opportunity to inspect the ' +
      'vehicle and accepts it in its present condition.',
    { gap: 8 },
  );
  w.text(
    'Both parties sign this bill of sale electronically on Revy by typing their full name over the SHA-256 hash ' +
      'of this document; the signatures, their times and the hash are on the signature page of the signed copy.',
    { size: 9 },
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The signed copy: the document both signed, then a signature page with the typed names, times and the hash. */
export async function renderSignedCopy(
  pdf: Buffer,
  hash: string,
  signatures: SignatureLine[],
  names: { seller: string; buyer: string },
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPageCount();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  w.text('Signature page', { size: 16, bold: true, gap: 6 });
  w.text(`Document signed: pages 1-${pages} of this file, SHA-256 ${hash}`, { size: 9, gap: 10 });
  for (const role of ['seller', 'buyer'] as const) {
    const s = signatures.find((x) => x.role === role);
    w.text(`${role === 'seller' ? 'Seller' : 'Buyer'}: ${names[role] || '(name not given)'}`, { bold: true });
    w.text(s ? `Signed as "${s.typedName}" on ${s.signedAt.toISOString()} (UTC)` : 'Not signed yet', {
      indent: 12,
      gap: 10,
    });
  }
  w.text(
    'Each party typed their name to sign the document whose SHA-256 hash is shown above, after viewing it; the time ' +
      'and the network address of each signature are kept by Revy.',
    { size: 9 },
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
