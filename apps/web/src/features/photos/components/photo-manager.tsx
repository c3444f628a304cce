import { useRef, useState, type DragEvent } from 'react';
import { DEFAULT_ASSET_ORDINAL, MAX_UPLOAD_BYTES, type Asset } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useFinePointer } from '../../../lib/use-media-query';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { photoOrdinal, usePhotos } from '../api/get-photos';
import { useDeletePhoto, useReorderPhotos } from '../api/update-photos';
import { ACCEPTED_TYPES, formatBytes } from '../lib/precheck';
import { usePhotoUploads, type Upload } from './use-photo-uploads';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/** The best small rendition for a grid tile, with the JPEG fallback where the browser needs it. */
function thumb(a: Asset) {
  const f = a.files;
  return f.cover600x400 ?? f['cover600x400.jpg'] ?? f.cover300x200 ?? f.crop200x200 ?? f.full ?? a.fileUrl ?? '';
}

/**
 * /my-garage/{id}/photos: upload (pick or drop, several at once, a progress bar each), order by
 * drag and drop or the move buttons, choose the cover (first place), delete.
 */
export function PhotoManager({ listingId }: { listingId: string }) {
  const photosQ = usePhotos(listingId);
  const photos = photosQ.data ?? [];
  const { uploads, add: queue, retry, dismiss } = usePhotoUploads(listingId);
  /** New photos go after the last one. */
  const add = (files: File[]) => {
    const used = photos.map(photoOrdinal).filter((o) => o !== DEFAULT_ASSET_ORDINAL);
    queue(files, used.length ? Math.max(...used) + 1 : photos.length);
  };
  const reorder = useReorderPhotos(listingId);
  const del = useDeletePhoto(listingId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dropActive, setDropActive] = useState(false);
  // Touch screens have no dragging (issue 19): there the zone says what a tap does. Fine pointers keep the drop text.
  const canDrag = useFinePointer();
  const [dragId, setDragId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Asset | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = [...photos];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    reorder.mutate(next);
    setAnnouncement(to === 0 ? 'Photo is now the cover.' : `Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  const onZoneDrop = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    setDropActive(false);
    add(Array.from(e.dataTransfer.files));
  };
  const zoneHandlers = {
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      setDropActive(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropActive(false);
    },
    onDrop: onZoneDrop,
  };

  const picker = (
    <input
      ref={inputRef}
      type="file"
      multiple
      accept={ACCEPTED_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        if (e.target.files) add(Array.from(e.target.files));
        e.target.value = '';
      }}
      data-testid="photo-input"
    />
  );

  if (photosQ.isPending) {
    return (
      <div className="flex justify-center py-16 text-primary">
        <Spinner size={32} label="Loading photos" />
      </div>
    );
  }

  const empty = photos.length === 0;
  return (
    <div className="mt-6 flex flex-col gap-6">
      {picker}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">
            {empty ? 'Photos that sell your car' : 'Photos'}
          </h1>
          <p className="mt-1 text-muted">
            {empty
              ? 'Listings with 12 or more bright photos get far more messages.'
              : `${photos.length} photo${photos.length === 1 ? '' : 's'}. The first one is the cover buyers see in the showroom.`}
          </p>
        </div>
        {!empty ? <Button onClick={() => inputRef.current?.click()}>Add photos</Button> : null}
      </div>

      {photosQ.isError ? <Alert tone="error">{errorMessage(photosQ.error)}</Alert> : null}
      {reorder.isError ? <Alert tone="error">The new order was not saved: {errorMessage(reorder.error)}</Alert> : null}
      {del.isError ? <Alert tone="error">The photo was not deleted: {errorMessage(del.error)}</Alert> : null}

      <div
        {...zoneHandlers}
        className={`rounded-2xl border-2 border-dashed transition-colors ${dropActive ? 'border-primary bg-primary-soft' : 'border-line bg-white'} ${empty ? 'px-6 py-16 sm:py-24' : 'px-4 py-5'}`}
      >
        <div className={`flex items-center gap-4 ${empty ? 'flex-col text-center' : 'flex-col sm:flex-row'}`}>
          <span
            aria-hidden="true"
            className={`flex items-center justify-center rounded-full bg-primary-soft text-primary ${empty ? 'size-16 text-3xl' : 'size-10 text-xl'}`}
          >
            ⇪
          </span>
          <div className={empty ? '' : 'flex-1'}>
            <p className={`font-semibold text-ink ${empty ? 'text-xl' : ''}`}>
              {dropActive ? 'Drop to upload' : canDrag ? 'Drag photos here' : 'Add photos from your phone'}
            </p>
            <p className="text-sm text-muted">
              {canDrag ? '' : 'Take them now or pick them from your photos. '}JPEG, PNG, WebP or AVIF, up to{' '}
              {formatBytes(MAX_UPLOAD_BYTES)} each. Select several at once.
            </p>
          </div>
          <Button
            variant={empty ? 'primary' : 'secondary'}
            size={empty ? 'lg' : 'md'}
            onClick={() => inputRef.current?.click()}
          >
            {empty || !canDrag ? 'Choose photos' : 'Browse'}
          </Button>
        </div>
      </div>

      {uploads.length ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((u) => (
            <UploadRow key={u.key} upload={u} onRetry={() => retry(u.key)} onDismiss={() => dismiss(u.key)} />
          ))}
        </ul>
      ) : null}

      {!empty ? (
        <ol aria-label="Photo order" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((p, i) => (
            <li
              key={p.id}
              draggable
              onDragStart={(e) => {
                setDragId(p.id);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', p.id);
              }}
              onDragEnd={() => {
                setDragId(null);
                setOverId(null);
              }}
              onDragOver={(e) => {
                if (!dragId) return;
                e.preventDefault();
                setOverId(p.id);
              }}
              onDrop={(e) => {
                if (!dragId) return;
                e.preventDefault();
                e.stopPropagation();
                const from = photos.findIndex((x) => x.id === dragId);
                move(from, i);
                setDragId(null);
                setOverId(null);
              }}
              className={`group relative overflow-hidden rounded-xl border bg-white shadow-sm transition ${dragId === p.id ? 'opacity-40' : ''} ${
                overId === p.id && dragId !== p.id ? 'ring-2 ring-primary' : 'border-line'
              }`}
            >
              <div className="relative aspect-[3/2] cursor-grab bg-canvas active:cursor-grabbing">
                {p.status === 'processing' ? (
                  <div className="flex size-full items-center justify-center text-muted">
                    <Spinner label="Processing" />
                  </div>
                ) : (
                  <img
                    src={thumb(p)}
                    alt={`Photo ${i + 1}${i === 0 ? ' (cover)' : ''}`}
                    className="size-full object-cover"
                    draggable={false}
                  />
                )}
                {i === 0 ? (
                  <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                    Cover
                  </span>
                ) : null}
                <span className="absolute top-2 right-2 rounded-full bg-ink/60 px-2 py-0.5 text-xs font-semibold text-white">
                  {i + 1}
                </span>
              </div>
              <div className="flex items-center gap-1 p-1.5">
                <IconButton
                  label={`Move photo ${i + 1} left`}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, i - 1)}
                >
                  ←
                </IconButton>
                <IconButton
                  label={`Move photo ${i + 1} right`}
                  disabled={i === photos.length - 1 || reorder.isPending}
                  onClick={() => move(i, i + 1)}
                >
                  →
                </IconButton>
                {i > 0 ? (
                  <button
                    type="button"
                    onClick={() => move(i, 0)}
                    disabled={reorder.isPending}
                    aria-label={`Make photo ${i + 1} the cover`}
                    title="Make cover"
                    className="ml-auto inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold whitespace-nowrap text-primary hover:bg-primary-soft disabled:opacity-50"
                  >
                    <span aria-hidden="true">★</span>
                    <span className="hidden sm:inline">Make cover</span>
                  </button>
                ) : (
                  <span className="ml-auto" />
                )}
                <IconButton label={`Delete photo ${i + 1}`} onClick={() => setConfirmDelete(p)} danger>
                  ✕
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={confirmDelete !== null}
        title="Delete this photo?"
        body="It is removed from your listing for good."
        confirmLabel="Delete photo"
        danger
        pending={del.isPending}
        onClose={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) del.mutate(confirmDelete.id, { onSettled: () => setConfirmDelete(null) });
        }}
      />
    </div>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-8 items-center justify-center rounded-md text-sm font-bold disabled:opacity-30 ${danger ? 'text-danger hover:bg-orange-50' : 'text-ink hover:bg-primary-soft'}`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function UploadRow({ upload: u, onRetry, onDismiss }: { upload: Upload; onRetry: () => void; onDismiss: () => void }) {
  const pct = Math.round(u.progress * 100);
  const failed = u.status !== 'uploading';
  return (
    <li
      className={`flex items-center gap-3 rounded-xl border px-4 py-3 ${failed ? 'border-orange-200 bg-orange-50' : 'border-line bg-white'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="truncate font-medium text-ink">{u.file.name}</span>
          <span className="shrink-0 text-muted">
            {failed ? formatBytes(u.file.size) : pct >= 100 ? 'Processing…' : `${pct}%`}
          </span>
        </div>
        {failed ? (
          <p className="mt-1 text-sm text-orange-900" role="alert">
            {u.error}
          </p>
        ) : (
          <div
            role="progressbar"
            aria-label={`Uploading ${u.file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-primary-soft"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
          </div>
        )}
      </div>
      {u.status === 'failed' ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
      {failed ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss ${u.file.name}`}
          className="size-8 rounded-md text-muted hover:bg-white"
        >
          ✕
        </button>
      ) : null}
    </li>
  );
}
