import { useEffect, useState } from 'react';
import { ID_IMAGE_LABELS, type IdImageKind } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { viewIdPhoto } from '../api/id-checks-queue';

/**
 * One ID photo for staff, shown only when asked (each look is recorded in History by the server) and never by URL:
 * the bytes come from a POST and live in an object URL that is revoked when the card goes.
 */
export function IdPhotoViewer({ checkId, kind, present }: { checkId: string; kind: IdImageKind; present: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [error, setError] = useState('');
  const [zoom, setZoom] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const show = async () => {
    setState('loading');
    try {
      setUrl(await viewIdPhoto(checkId, kind));
      setState('idle');
    } catch (err) {
      setError(errorMessage(err));
      setState('error');
    }
  };

  const label = ID_IMAGE_LABELS[kind].replace('your ', '').replace('Your ', '');
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</figcaption>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl border border-line bg-canvas">
        {!present ? (
          <p className="px-3 text-center text-sm text-muted">Deleted after the decision</p>
        ) : url ? (
          <button
            type="button"
            onClick={() => setZoom((z) => !z)}
            className="h-full w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-primary"
            aria-label={zoom ? `Fit the ${label.toLowerCase()}` : `Enlarge the ${label.toLowerCase()}`}
          >
            <img
              src={url}
              alt={`${label} sent for the check`}
              className={`h-full w-full ${zoom ? 'scale-150 object-cover' : 'object-contain'} transition-transform`}
            />
          </button>
        ) : state === 'loading' ? (
          <Spinner size={22} label={`Loading the ${label.toLowerCase()}`} />
        ) : (
          <div className="flex flex-col items-center gap-2 px-3 text-center">
            <Button variant="secondary" size="sm" onClick={() => void show()}>
              Show {label.toLowerCase()}
            </Button>
            <p className="text-xs text-muted">Your look is recorded.</p>
            {state === 'error' ? <p className="text-xs text-danger">{error}</p> : null}
          </div>
        )}
      </div>
    </figure>
  );
}
