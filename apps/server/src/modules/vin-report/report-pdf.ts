import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportFacts, ReportPoint } from './report-facts';

/** The label on every page: the one thing a buyer must not misread (decision 039). */
export const NOT_THIRD_PARTY = 'Not a third-party vehicle history report';
export const COVERS =
  'Covers: the decoded VIN and factory equipment, the seller’s own disclosures (with who wrote them), the title ' +
  'status as stated, and the odometer readings and prices recorded on Revy for this VIN.';
export const DOES_NOT_COVER =
  'Does not cover: accidents, title brands, salvage, theft, liens, odometer rollbacks or service recorded ' +
  'anywhere else (DMVs, insurers, NMVTIS, shops), nor anything before the car was listed on Revy.';
const ADVICE = 'Before you buy, get an independent inspection and a third-party history report (e.g. NMVTIS).';

const SETS: Record<string, string> = {
  accidents: 'Accidents and damage',
  title: 'Title and loan',
  condition: 'Condition',
  maintenance: 'Maintenance',
  tires: 'Tires and brakes',
  keys: 'Keys and extras',
};
const SOURCES: Record<string, string> = {
  seller: 'written by the seller',
  concierge: 'added by Revy staff',
  ai: "drafted by Revy's assistant",
};

const PAGE = { width: 612, height: 792, margin: 50 };
const INK = rgb(0.11, 0.11, 0.14);
const MUTED = rgb(0.38, 0.38, 0.44);
const ACCENT = rgb(0.37, 0.21, 0.4);
const WARN_BG = rgb(1, 0.96, 0.86);

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const miles = new Intl.NumberFormat('en-US');

/** The standard fonts speak WinAnsi only: anything else (emoji, CJK) becomes '?' rather than a failed report. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\r?\n|\t/g, ' ')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

/** A top-down writer that wraps text and starts a new page when the current one is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    // Room for the banner at the top; the footer is drawn once the page count is known.
    this.y = PAGE.height - PAGE.margin - 34;
  }

  ensure(height: number): void {
    if (this.y - height < PAGE.margin + 40) this.newPage();
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
      const line = out.length ? `${out[out.length - 1]} ${word}` : word;
      if (out.length && font.widthOfTextAtSize(line, size) <= width) out[out.length - 1] = line;
      else out.push(word);
    }
    return out.length ? out : [''];
  }

  text(text: string, opts: { size?: number; font?: PDFFont; color?: typeof INK; indent?: number; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.font ?? this.regular;
    const x = PAGE.margin + (opts.indent ?? 0);
    for (const line of this.lines(text, font, size, PAGE.width - PAGE.margin - x)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 2;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 13, font: this.bold, color: ACCENT, gap: 4 });
  }

  /** Label and value on one line (the value wraps under itself). */
  row(label: string, value: string): void {
    const size = 10;
    const valueLines = this.lines(value, this.regular, size, PAGE.width - 2 * PAGE.margin - 160);
    this.ensure((size + 4) * valueLines.length);
    this.page.drawText(winAnsi(label), { x: PAGE.margin, y: this.y - size, size, font: this.bold, color: MUTED });
    for (const line of valueLines) {
      this.page.drawText(line, { x: PAGE.margin + 160, y: this.y - size, size, font: this.regular, color: INK });
      this.y -= size + 4;
    }
  }

  /** A shaded box of wrapped lines (the coverage note). */
  box(lines: Array<{ text: string; bold?: boolean }>): void {
    const size = 9.5;
    const width = PAGE.width - 2 * PAGE.margin - 20;
    const wrapped = lines.map((l) => ({
      ...l,
      parts: this.lines(l.text, l.bold ? this.bold : this.regular, size, width),
    }));
    const height = wrapped.reduce((h, l) => h + l.parts.length * (size + 3.5), 0) + 16;
    this.ensure(height);
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - height,
      width: PAGE.width - 2 * PAGE.margin,
      height,
      color: WARN_BG,
    });
    let y = this.y - 8;
    for (const l of wrapped)
      for (const part of l.parts) {
        this.page.drawText(part, {
          x: PAGE.margin + 10,
          y: y - size,
          size,
          font: l.bold ? this.bold : this.regular,
          color: INK,
        });
        y -= size + 3.5;
      }
    this.y -= height + 8;
  }
}

function pointRows(w: Writer, points: ReportPoint[], show: (v: number) => string, empty: string): void {
  if (points.length === 0) return w.text(empty, { color: MUTED });
  for (const p of points)
    w.row(day.format(p.at), `${show(p.value)}${p.listing === 'earlier' ? ' (an earlier listing of this VIN)' : ''}`);
}

/**
 * Draws the built-in report (US Letter, the PDF standard fonts: nothing to load, ~10 ms). Every page carries the
 * "not a third-party report" banner and, in its footer, what the report covers and what it does not.
 */
export async function buildReportPdf(facts: ReportFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Revy vehicle report - ${facts.vin}`));
  doc.setSubject(NOT_THIRD_PARTY);
  doc.setAuthor('Revy');
  doc.setProducer('Revy');
  doc.setCreator('Revy');
  // Dated from the facts, so the same facts give the same file (and the cache can key on them).
  doc.setCreationDate(facts.generatedAt);
  doc.setModificationDate(facts.generatedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(`Vehicle report for VIN ${facts.vin}`, { size: 18, font: w.bold, gap: 4 });
  w.text(facts.listing.title, { size: 12 });
  w.text(`Made by Revy on ${day.format(facts.generatedAt)} from ${facts.listing.url}`, {
    size: 9,
    color: MUTED,
    gap: 8,
  });
  w.box([
    { text: `${NOT_THIRD_PARTY}.`, bold: true },
    {
      text: 'Revy made this report from what was recorded on this marketplace; no outside records were searched.',
    },
    { text: COVERS },
    { text: DOES_NOT_COVER },
    { text: ADVICE, bold: true },
  ]);
  if (facts.providerNote) w.text(facts.providerNote, { color: MUTED, gap: 6 });

  w.heading('Vehicle decoded from the VIN');
  const d = facts.decoded;
  if (!d) w.text('The VIN could not be decoded; the details below are as the seller listed them.', { color: MUTED });
  else {
    const year = d.year ?? '';
    w.row('Vehicle', [year, d.make, d.model, d.trim].filter(Boolean).join(' ') || 'Unknown');
    const decodedRows: Array<[string, string | number | null]> = [
      ['Body', d.bodyType],
      ['Engine', d.engine],
      ['Drivetrain', d.drivetrain],
      ['Fuel', d.fuelType],
      ['Transmission', d.transmission],
      ['Doors', d.doors],
      ['Seats', d.seats],
      ['Manufacturer', d.manufacturer],
      ['Built in', d.plantCountry],
    ];
    for (const [label, value] of decodedRows) if (value !== null && value !== '') w.row(label, String(value));
    // The decoder's details repeat the rows above under other names (Make, Plant Country...): only what is new.
    const shown = new Set(
      decodedRows
        .map(([, v]) => String(v ?? '').toLowerCase())
        .concat([d.make, d.model].map((v) => String(v ?? '').toLowerCase())),
    );
    const equipment = Object.entries(d.details ?? {})
      .filter(([, value]) => !shown.has(value.toLowerCase()))
      .slice(0, 40);
    if (equipment.length) {
      w.text('Equipment and specifications', { font: w.bold, size: 10, gap: 2 });
      for (const [name, value] of equipment) w.row(name.replace(/([a-z])([A-Z])/g, '$1 $2'), value);
    }
    w.text(`Decoded from the VIN with ${d.source}.`, { size: 8.5, color: MUTED });
  }

  w.heading('Title status');
  w.row('As stated by the seller', facts.listing.titleStatus ?? 'Not stated');
  w.text('Revy does not check titles with any DMV: ask to see the title itself before you pay.', {
    size: 9,
    color: MUTED,
  });

  w.heading('The seller’s disclosures');
  if (facts.disclosures.length === 0)
    w.text('The seller has not answered Revy’s questions about this car.', { color: MUTED });
  let set = '';
  for (const x of facts.disclosures) {
    if (x.set !== set) {
      set = x.set;
      w.text(SETS[set] ?? set, { font: w.bold, size: 10.5, gap: 2 });
    }
    w.text(x.question, { font: w.bold, size: 9.5, indent: 8, gap: 0 });
    w.text(x.answer, { indent: 8, gap: 0 });
    const source = (x.source && SOURCES[x.source]) ?? (x.source ? `source: ${x.source}` : 'source not recorded');
    w.text(`${source}, ${day.format(x.updatedAt)}`, { size: 8.5, color: MUTED, indent: 8, gap: 4 });
  }

  w.heading('Odometer readings recorded on Revy');
  pointRows(w, facts.odometer, (v) => `${miles.format(v)} miles`, 'No odometer reading has been recorded on Revy.');
  w.text('Readings are what sellers entered on Revy, not inspections.', { size: 8.5, color: MUTED });

  w.heading('Asking prices on Revy');
  pointRows(w, facts.prices, (v) => money.format(v / 100), 'No asking price has been recorded on Revy.');

  w.heading('This VIN on Revy');
  w.row(
    'This listing',
    `${facts.listing.saleStatus === 'sold' ? 'sold' : facts.listing.status}${
      facts.listing.publishedAt ? `, first published ${day.format(facts.listing.publishedAt)}` : ''
    }`,
  );
  if (facts.otherListings.length === 0) w.text('No earlier public listing of this VIN on Revy.', { color: MUTED });
  for (const o of facts.otherListings)
    w.row(
      'Earlier listing',
      `${o.state}; listed ${day.format(o.publishedAt ?? o.createdAt)}${o.soldAt ? `, sold ${day.format(o.soldAt)}` : ''}`,
    );

  drawPageFrames(doc, w, facts.vin);
  return doc.save({ useObjectStreams: true });
}

/** Banner on top and coverage footer on every page, with "page n of N". */
function drawPageFrames(doc: PDFDocument, w: Writer, vin: string): void {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const top = PAGE.height - PAGE.margin + 10;
    page.drawRectangle({ x: PAGE.margin, y: top - 24, width: PAGE.width - 2 * PAGE.margin, height: 24, color: ACCENT });
    page.drawText(winAnsi(`REVY VEHICLE REPORT  |  ${NOT_THIRD_PARTY.toUpperCase()}`), {
      x: PAGE.margin + 10,
      y: top - 16,
      size: 9,
      font: w.bold,
      color: rgb(1, 1, 1),
    });
    const footer = [
      `${NOT_THIRD_PARTY}: made by Revy from its own records only. VIN ${vin}. Page ${i + 1} of ${pages.length}.`,
      'Not covered: accidents, title brands, salvage, theft, liens or odometer records kept outside Revy.',
    ];
    footer.forEach((line, n) =>
      page.drawText(winAnsi(line), {
        x: PAGE.margin,
        y: PAGE.margin - n * 11,
        size: 7.5,
        font: w.regular,
        color: MUTED,
      }),
    );
  });
}
