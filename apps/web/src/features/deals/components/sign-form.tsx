import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { validateTypedName } from '../lib/forms';

/** The hash in groups of eight, so it can be read aloud and compared with the PDF's footer. */
export const groupedHash = (hash: string) => hash.match(/.{1,8}/g)?.join(' ') ?? hash;

/**
 * Signing by typed name: the statement of what signing means, the exact document (its SHA-256)
 * being signed, and the full legal name, checked with the same schema the server uses.
 */
export function SignForm({
  documentHash,
  roleLabel,
  pending,
  error,
  onSign,
}: {
  documentHash: string;
  roleLabel: string;
  pending: boolean;
  error: unknown;
  onSign: (typedName: string) => void;
}) {
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const statementId = useId();
  return (
    <form
      noValidate
      aria-label="Sign the bill of sale"
      className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const result = validateTypedName(name, documentHash);
        if (!result.ok) return setFieldError(result.error);
        setFieldError(undefined);
        onSign(result.typedName);
      }}
    >
      <p id={statementId} className="text-sm text-ink">
        By typing your name you sign this bill of sale as the <strong>{roleLabel}</strong>, with the same effect as a
        handwritten signature. You confirm you have read it and that its details are true. Your name, the time and your
        network address are recorded with the document&apos;s fingerprint below.
      </p>
      <div className="text-sm">
        <p className="font-medium text-ink">Document fingerprint (SHA-256) you are signing</p>
        <p
          className="mt-1 break-words rounded-lg bg-white px-3 py-2 font-mono text-xs text-ink"
          data-testid="document-hash"
        >
          {groupedHash(documentHash)}
        </p>
      </div>
      <TextField
        label="Your full legal name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError}
        hint="As it appears on your driver's license."
      />
      {error ? (
        <Alert tone="error" title="We couldn't record your signature">
          {errorMessage(error, {
            CONFLICT: 'The bill of sale changed since you opened it. Review the new version, then sign again.',
          })}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={pending}>
          Sign the bill of sale
        </Button>
      </div>
    </form>
  );
}
