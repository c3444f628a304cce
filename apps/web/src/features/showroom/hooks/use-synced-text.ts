import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text box bound to a value that lives elsewhere (the URL): typing is local and committed once
 * it pauses; the box follows the value when something else changes it (Back/Forward, Clear
 * filters), but not on the echo of its own commit, which may land after the user typed on.
 */
export function useSyncedText(external: string, commit: (text: string) => void, delayMs = 400) {
  const [text, setText] = useState(external);
  const [seen, setSeen] = useState<{ external: string; written: string | null }>({ external, written: null });
  if (external !== seen.external) {
    setSeen({ external, written: null });
    if (external !== seen.written) setText(external);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text.trim() === external) return;
    timer.current = setTimeout(() => {
      setSeen((s) => ({ ...s, written: text.trim() }));
      commitRef.current(text.trim());
    }, delayMs);
    return () => clearTimeout(timer.current);
  }, [text, external, delayMs]);

  /** Drops the pending commit (the visitor is leaving); the text stays as typed. */
  const cancel = useCallback(() => clearTimeout(timer.current), []);

  /** Commits now (Enter, blur) instead of waiting for the pause. */
  const flush = () => {
    if (text.trim() === external) return;
    setSeen((s) => ({ ...s, written: text.trim() }));
    commitRef.current(text.trim());
  };

  return { text, setText, flush, cancel };
}
