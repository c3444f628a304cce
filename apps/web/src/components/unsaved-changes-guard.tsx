import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ui/dialog';

/**
 * Asks before leaving a page whose form has unsaved edits: in-app navigation gets our dialog
 * (moving within the page's own address, like a query change, is not leaving), closing or
 * reloading the tab the browser's own prompt. Renders nothing until a navigation is blocked.
 */
export function UnsavedChangesGuard({ when, body }: { when: boolean; body: string }) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      body={body}
      confirmLabel="Leave and discard"
      danger
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
