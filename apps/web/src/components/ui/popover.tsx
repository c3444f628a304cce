import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';

/**
 * A panel anchored to a button, on Radix UI's Popover: focus moves into the panel on open, Escape
 * and a press outside close it and focus returns to the button; the page stays usable (not modal).
 */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** The floating panel, aligned under the trigger's end edge. */
export function PopoverContent({
  children,
  className = '',
  label,
}: {
  children: ReactNode;
  className?: string;
  /** Accessible name of the panel (it has the dialog role). */
  label: string;
}) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        aria-label={label}
        className={`z-40 rounded-xl border border-line bg-white shadow-lg outline-none ${className}`}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
