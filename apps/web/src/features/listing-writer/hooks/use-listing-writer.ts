import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GeneratedPart, Listing } from '@revy/shared';
import { errorMessage } from '../../../lib/form-errors';
import { listingChanged, normalizeListing } from '../../listings';
import { streamRegenerateContent } from '../api/regenerate-content';

export type WriterState = {
  status: 'idle' | 'running' | 'done' | 'error';
  /** What is being written: null for every part. */
  parts: GeneratedPart[] | null;
  step: string | null;
  pct: number;
  /** The text of each part so far, as the deltas arrive. */
  preview: Partial<Record<GeneratedPart, string>>;
  error: string | null;
};

const IDLE: WriterState = { status: 'idle', parts: null, step: null, pct: 0, preview: {}, error: null };

/**
 * Runs the listing writer for one listing and follows its stream: progress, each part's text as
 * it is written, then the saved listing, which goes to the cache and to `onDone`. Leaving the page
 * stops reading (the server finishes and saves on its own).
 */
export function useListingWriter(listingId: string, onDone: (listing: Listing) => void) {
  const qc = useQueryClient();
  const [state, setState] = useState<WriterState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (parts?: GeneratedPart[]) => {
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      setState({ ...IDLE, status: 'running', parts: parts ?? null });
      let finished = false;
      try {
        await streamRegenerateContent(
          listingId,
          parts,
          (e) => {
            if (ctrl.signal.aborted) return;
            if (e.type === 'progress')
              setState((s) => ({ ...s, step: e.step, pct: Math.max(s.pct, Math.min(100, e.pct)) }));
            else if (e.type === 'delta')
              setState((s) => ({ ...s, preview: { ...s.preview, [e.part]: (s.preview[e.part] ?? '') + e.text } }));
            else if (e.type === 'error') {
              finished = true;
              setState((s) => ({ ...s, status: 'error', error: e.message }));
            } else {
              finished = true;
              const listing = normalizeListing(e.listing as unknown as Listing);
              void listingChanged(qc, listing);
              done.current(listing);
              setState((s) => ({ ...s, status: 'done', pct: 100 }));
            }
          },
          ctrl.signal,
        );
        if (!finished && !ctrl.signal.aborted)
          setState((s) => ({ ...s, status: 'error', error: 'The writer stopped before finishing. Try again.' }));
      } catch (err) {
        if (ctrl.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error: errorMessage(err) }));
      }
    },
    [listingId, qc],
  );

  return { state, start };
}
