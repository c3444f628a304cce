import { useId, useRef, useState, type DragEvent } from 'react';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_PHOTOS, IMPORT_MAX_ROWS, type ListingImport } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useFinePointer } from '../../../lib/use-media-query';
import { useUploadImport } from '../api/imports';

const SAMPLE = [
  'VIN,Year,Make,Model,Trim,Mileage,Price,Color,Transmission,Title status,ZIP,City,State,Seller email,Photo URLs,Description',
  '1HGCM82633A004352,2019,Honda,Accord,EX-L,"42,000","$18,900",Blue,Automatic,Clean,95112,San Jose,CA,seller@revy.local,https://example.com/accord-1.jpg https://example.com/accord-2.jpg,"One owner, all service records"',
].join('\r\n');
const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE}\r\n`)}`;

/**
 * Step 1: a CSV or TSV file, dropped on the zone or picked with the button. The browser reads it
 * as UTF-8 text (a byte order mark is dropped) and sends it; the server keeps the rows.
 */
export function UploadStep({ onUploaded }: { onUploaded: (i: ListingImport) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImport();
  const [dragging, setDragging] = useState(false);
  // No dragging on a touch screen: there the zone only offers the file picker.
  const canDrag = useFinePointer();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > IMPORT_MAX_FILE_BYTES)
      return setProblem('This file is larger than 5 MB. Split it into smaller files.');
    if (/\.(xlsx?|ods|numbers)$/i.test(file.name))
      return setProblem('Spreadsheets must be saved as CSV first (File → Save as / Download → CSV).');
    upload.mutate({ fileName: file.name, content: await file.text() }, { onSuccess: onUploaded });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">
        Upload a file
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition ${
          dragging ? 'border-primary bg-primary-soft' : 'border-line bg-white'
        }`}
      >
        {canDrag ? (
          <>
            <p className="font-medium text-ink">Drop a CSV or TSV file here</p>
            <p className="text-sm text-muted">or</p>
          </>
        ) : (
          <p className="font-medium text-ink">Pick a CSV or TSV file from this device</p>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          className="sr-only"
          onChange={(e) => void send(e.target.files?.[0])}
        />
        <Button loading={upload.isPending} onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <label htmlFor={`${id}-file`} className="sr-only">
          Listings file (CSV or TSV)
        </label>
      </div>
      {problem || upload.isError ? (
        <Alert tone="error" title="We couldn't read that file">
          {problem ?? errorMessage(upload.error)}
        </Alert>
      ) : null}
      <div className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
        <p className="font-medium text-ink">What the file can hold</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            CSV or TSV in UTF-8, the first line naming the columns; at most 5 MB and{' '}
            {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Excel and Google Sheets files: save or download them as CSV
            first (.xlsx is not read).
          </li>
          <li>
            Each car needs a VIN, year, make and model. A VIN imported again updates that seller’s listing instead of
            adding a second one.
          </li>
          <li>
            Prices in dollars (“$18,900”), mileage as a number (“42,000”). Cars are created as drafts, for the seller to
            check and publish.
          </li>
          <li>
            Photo URLs (up to {IMPORT_MAX_PHOTOS} per car, 15 MB each) are fetched in the background after the listing
            is created.
          </li>
        </ul>
        <a
          href={sampleHref}
          download="revy-import-sample.csv"
          className="mt-3 inline-block font-medium text-primary underline"
        >
          Download a sample CSV
        </a>
      </div>
    </section>
  );
}
