import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Asset } from '@revy/shared';
import { listingsKeys } from '../../listings';
import { errorMessage } from '../../../lib/form-errors';
import { sortPhotos } from '../api/get-photos';
import { uploadPhoto } from '../api/upload-photo';
import { uploadProblem } from '../lib/precheck';

export type Upload = {
  key: string;
  file: File;
  ordinal: number;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'failed' | 'rejected';
  error?: string;
};

/** Uploads at once; more wait their turn so one slow phone connection is not split twelve ways. */
const CONCURRENCY = 3;

/**
 * The upload queue of a listing's photos: pre-checks each file, uploads with progress, keeps
 * failures for a retry, and adds each finished photo to the cached photo list.
 */
export function usePhotoUploads(listingId: string) {
  const qc = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const running = useRef(0);
  const waiting = useRef<Upload[]>([]);
  const seq = useRef(0);
  // The queue restarts itself when an upload ends; through a ref, as the callback refers to itself.
  const pumpRef = useRef<() => void>(() => undefined);

  const patch = useCallback(
    (key: string, p: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...p } : u))),
    [],
  );

  const pump = useCallback(() => {
    while (running.current < CONCURRENCY && waiting.current.length) {
      const u = waiting.current.shift()!;
      running.current++;
      uploadPhoto({ file: u.file, listingId, ordinal: u.ordinal, onProgress: (progress) => patch(u.key, { progress }) })
        .then((asset: Asset) => {
          qc.setQueryData<Asset[]>(listingsKeys.photos(listingId), (cur) =>
            sortPhotos([...(cur ?? []).filter((a) => a.id !== asset.id), asset]),
          );
          setUploads((all) => all.filter((x) => x.key !== u.key));
          void qc.invalidateQueries({ queryKey: listingsKeys.detail(listingId) });
        })
        .catch((err: unknown) => patch(u.key, { status: 'failed', error: errorMessage(err) }))
        .finally(() => {
          running.current--;
          if (running.current === 0 && waiting.current.length === 0)
            void qc.invalidateQueries({ queryKey: listingsKeys.photos(listingId) });
          pumpRef.current();
        });
    }
  }, [listingId, patch, qc]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);

  /** Queues `files`; their ordinals continue from `firstOrdinal` (after the photos already there). */
  const add = useCallback(
    (files: Iterable<File>, firstOrdinal: number) => {
      const added: Upload[] = [];
      for (const file of files) {
        const problem = uploadProblem(file);
        const key = `u${++seq.current}`;
        if (problem) added.push({ key, file, ordinal: 0, progress: 0, status: 'rejected', error: problem });
        else
          added.push({
            key,
            file,
            ordinal:
              firstOrdinal +
              running.current +
              waiting.current.length +
              added.filter((a) => a.status === 'uploading').length,
            progress: 0,
            status: 'uploading',
          });
      }
      setUploads((all) => [...all, ...added]);
      waiting.current.push(...added.filter((a) => a.status === 'uploading'));
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: string) => {
      const u = uploads.find((x) => x.key === key);
      if (!u || u.status !== 'failed') return;
      const again = { ...u, status: 'uploading' as const, progress: 0, error: undefined };
      patch(key, again);
      waiting.current.push(again);
      pump();
    },
    [uploads, patch, pump],
  );

  const dismiss = useCallback((key: string) => setUploads((all) => all.filter((u) => u.key !== key)), []);

  return { uploads, add, retry, dismiss };
}
