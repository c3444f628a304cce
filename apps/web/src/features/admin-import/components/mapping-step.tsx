import { useId, useState } from 'react';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  missingRequiredFields,
  type ImportField,
  type ImportMapping,
  type ListingImport,
  type ListingImportPreview,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useSaveMapping } from '../api/imports';

const fieldLabel = (f: ImportField) =>
  `${IMPORT_FIELD_LABELS[f]}${IMPORT_REQUIRED_FIELDS.includes(f) ? ' (required)' : ''}`;

/**
 * Step 2: each column of the file → a listing field (the server's suggestion preselected), each
 * field once; required fields left unmapped are named. Without a Seller email column, one seller
 * (an existing account's email) owns every car of the file.
 */
export function MappingStep({
  imp,
  onBack,
  onPreview,
}: {
  imp: ListingImport;
  onBack: () => void;
  onPreview: (p: ListingImportPreview) => void;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<ImportMapping>(imp.mapping);
  const [sellerEmail, setSellerEmail] = useState(imp.sellerEmail ?? '');
  const save = useSaveMapping(imp.id);
  const hasSellerColumn = Object.values(mapping).includes('sellerEmail');
  const missing = missingRequiredFields(mapping, { sellerChosen: !!sellerEmail.trim() });
  const used = new Set(Object.values(mapping).filter(Boolean));

  const submit = () =>
    save.mutate(
      { mapping, sellerEmail: hasSellerColumn || !sellerEmail.trim() ? null : sellerEmail.trim() },
      { onSuccess: onPreview },
    );

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">
          Map columns
        </h2>
        <p className="text-sm text-muted">
          {imp.fileName}: {imp.counts.rows.toLocaleString('en-US')} rows. Choose what each column holds; columns set to
          “Ignore” are not imported.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {imp.headers.map((h, i) => (
          <li key={h} className="flex flex-col gap-1.5 rounded-xl border border-line bg-white p-3">
            <label htmlFor={`${id}-c${i}`} className="break-words text-sm font-medium text-ink">
              Column “{h}”
            </label>
            <select
              id={`${id}-c${i}`}
              value={mapping[h] ?? ''}
              onChange={(e) => setMapping((m) => ({ ...m, [h]: (e.target.value || null) as ImportField | null }))}
              className="h-10 rounded-lg border border-line bg-white px-3 text-ink"
            >
              <option value="">Ignore</option>
              {IMPORT_FIELDS.map((f) => (
                <option key={f} value={f} disabled={used.has(f) && mapping[h] !== f}>
                  {fieldLabel(f)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {!hasSellerColumn ? (
        <TextField
          label="Seller of every car in this file"
          type="email"
          autoComplete="off"
          value={sellerEmail}
          onChange={(e) => setSellerEmail(e.target.value)}
          hint="The email of an existing account. Or map a “Seller email” column to import for several sellers."
          error={
            save.error && 'fields' in save.error
              ? (save.error as { fields?: Record<string, string> }).fields?.sellerEmail
              : undefined
          }
        />
      ) : null}
      {missing.length ? (
        <Alert tone="info" title="Required fields without a column">
          {missing.map((f) => IMPORT_FIELD_LABELS[f]).join(', ')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert tone="error" title="We couldn't check the file">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Upload another file
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={missing.length > 0}>
          Preview the import
        </Button>
      </div>
    </section>
  );
}
