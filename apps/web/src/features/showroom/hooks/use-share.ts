import { useCallback, useEffect, useRef, useState } from 'react';

export type ShareOutcome = 'shared' | 'copied' | 'failed' | 'cancelled';

/**
 * Shares a link with the system share sheet when there is one (phones), else copies it and says
 * "Copied" for a moment. `status` drives the toast.
 */
export function useShare() {
  const [status, setStatus] = useState<ShareOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = useCallback((s: ShareOutcome) => {
    setStatus(s);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), 2500);
  }, []);

  const share = useCallback(
    async (data: { title: string; text?: string; url: string }): Promise<ShareOutcome> => {
      if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return 'shared';
        } catch (err) {
          if ((err as Error).name === 'AbortError') return 'cancelled';
          // Fall through to copying when the share sheet refuses (desktop quirks).
        }
      }
      try {
        await navigator.clipboard.writeText(data.url);
        flash('copied');
        return 'copied';
      } catch {
        flash('failed');
        return 'failed';
      }
    },
    [flash],
  );

  return { share, status };
}
