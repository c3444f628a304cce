import { computeCheckDigit } from '@revy/shared';

/** A valid North American VIN (right check digit) per serial number. */
export function testVin(serial: number, prefix = '1HGCM8263'): string {
  const base = `${prefix}AA${String(serial).padStart(6, '0')}`;
  return base.slice(0, 8) + computeCheckDigit(base)! + base.slice(9);
}

/** A dealer-style CSV: `rows` cars, those in `bad` with a broken VIN, a bad year or a bad price. */
export function listingsCsv(opts: {
  rows: number;
  bad?: number[];
  sellerEmail?: string;
  serialBase?: number;
  photos?: (i: number) => string;
}) {
  const header = [
    'VIN',
    'Year',
    'Make',
    'Model',
    'Mileage',
    'Price',
    'Color',
    'Description',
    'ZIP',
    ...(opts.sellerEmail ? ['Seller email'] : []),
    ...(opts.photos ? ['Photo URLs'] : []),
  ];
  const lines = [header.join(',')];
  for (let i = 1; i <= opts.rows; i++) {
    const kind = opts.bad?.indexOf(i) ?? -1;
    const vin = kind === 0 ? 'NOT-A-VIN' : testVin((opts.serialBase ?? 0) + i);
    const year = kind === 1 ? 'nineteen' : String(2010 + (i % 12));
    const price = kind === 2 ? 'call us' : `"$${(9000 + i * 100).toLocaleString('en-US')}"`;
    lines.push(
      [
        vin,
        year,
        'Honda',
        'Accord',
        `"${(40000 + i).toLocaleString('en-US')}"`,
        price,
        'Blue',
        `"Clean car, ""one owner"", row ${i}"`,
        '95112',
        ...(opts.sellerEmail ? [opts.sellerEmail] : []),
        ...(opts.photos ? [opts.photos(i)] : []),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
