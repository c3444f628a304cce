import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { buildReportPdf, NOT_THIRD_PARTY } from './report-pdf';
import { sampleReportFacts as facts } from './report-facts.fixtures';

describe('buildReportPdf', () => {
  it('draws every section from the facts, with the not-a-third-party label on every page', async () => {
    const { pages, title } = await pdfText(await buildReportPdf(facts()));
    expect(title).toBe('Revy vehicle report - 1HGCM82633A004352');
    const text = pages.flat().join('\n');
    expect(text).toContain('Vehicle report for VIN 1HGCM82633A004352');
    expect(text).toContain('2003 Honda Accord EX');
    expect(text).toContain('3.0L V6');
    expect(text).toContain('Anti Lock Braking System');
    expect(text).toContain('As stated by the seller');
    expect(text).toContain('Clean');
    // Disclosures with who wrote them; characters the standard fonts lack become '?', never a failure.
    expect(text).toContain('Minor, repaired - rear bumper ?');
    expect(text).toMatch(/written by the seller, Feb 3, 2026/);
    expect(text).toMatch(/added by Revy staff, Feb 4, 2026/);
    expect(text).toContain('170,000 miles (an earlier listing of this VIN)');
    expect(text).toContain('181,000 miles');
    expect(text).toContain('$5,900');
    expect(text).toContain('$5,400');
    expect(text).toMatch(/removed; listed May 2, 2025/);
    for (const page of pages) {
      expect(page.join('\n')).toContain(NOT_THIRD_PARTY.toUpperCase());
      expect(page.some((l) => l.startsWith(`${NOT_THIRD_PARTY}: made by Revy from its own records only.`))).toBe(true);
    }
  });

  it('says what is missing rather than leaving sections empty, and carries the provider note', async () => {
    const { pages } = await pdfText(
      await buildReportPdf(
        facts({
          decoded: null,
          disclosures: [],
          odometer: [],
          prices: [],
          otherListings: [],
          providerNote: 'VinAudit has no records for this VIN, so this report shows what Revy knows about the car.',
          listing: { ...facts().listing, titleStatus: null },
        }),
      ),
    );
    const text = pages.flat().join(' ');
    expect(text).toContain('The VIN could not be decoded');
    expect(text).toContain('Not stated');
    expect(text).toContain('The seller has not answered');
    expect(text).toContain('No odometer reading has been recorded on Revy.');
    expect(text).toContain('No asking price has been recorded on Revy.');
    expect(text).toContain('No earlier public listing of this VIN on Revy.');
    expect(text).toContain('VinAudit has no records for this VIN');
  });

  it('runs onto more pages when there is much to say, numbering them', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      at: new Date(Date.UTC(2025, 0, 1 + i)),
      value: 100_000 + i * 10,
      listing: 'this' as const,
    }));
    const { pages } = await pdfText(await buildReportPdf(facts({ odometer: many })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page.join(' ')).toContain(`Page ${i + 1} of ${pages.length}.`));
    expect(pages.flat().join(' ')).toContain('100,590 miles');
  });

  it('gives the same bytes for the same facts (the cache keys on them)', async () => {
    const [a, b] = await Promise.all([buildReportPdf(facts()), buildReportPdf(facts())]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
