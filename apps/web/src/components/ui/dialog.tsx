import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal dialog on Radix UI's Dialog: focus moves in on open and back to where it was on close,
 * Escape and the backdrop close it, Tab stays inside, the page behind is hidden from screen
 * readers and does not scroll. On a phone it is a bottom sheet; from `sm` up, a centred card.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixDialog.Content
          // No description element: the body is read as part of the dialog's content.
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <RadixDialog.Title className="text-xl font-bold text-ink">{title}</RadixDialog.Title>
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** "Are you sure?" with a confirm and a cancel button. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  danger,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="text-muted">{body}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className="h-10 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-primary-soft"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={`h-10 rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-60 ${danger ? 'bg-danger hover:opacity-90' : 'bg-primary hover:bg-primary-hover'}`}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
