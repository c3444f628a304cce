import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';

export const DialogTitle = RadixDialog.Title;

/**
 * The modal layer every dialog and sheet of the app is made of, on Radix UI's Dialog: focus moves
 * in on open (to the first control) and back to where it was on close, Escape and a press on the
 * backdrop close it, Tab stays inside, the page behind is hidden from screen readers and does not
 * scroll. It has no look of its own: `className` places and styles the panel. Put a `DialogTitle`
 * inside (it names the dialog).
 */
export function ModalSurface({
  open = true,
  onClose,
  className,
  overlayClassName = 'fixed inset-0 z-50 bg-ink/40',
  onKeyDown,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  className: string;
  overlayClassName?: string;
  onKeyDown?: (e: ReactKeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  // Radix returns focus to its own Trigger; our dialogs are opened from anywhere, so focus goes
  // back to whatever had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClassName} />
        <RadixDialog.Content
          // No description element: the body is read as part of the dialog's content.
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus?.();
          }}
          onKeyDown={onKeyDown}
          className={className}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal dialog with a title: a bottom sheet on phones, a centred card from `sm` up. */
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
    <ModalSurface
      open={open}
      onClose={onClose}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <DialogTitle className="text-xl font-bold text-ink">{title}</DialogTitle>
      <div className="mt-4">{children}</div>
    </ModalSurface>
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
